@_spi(Surfaces) import Tabula

/// An item of the adapter tests: an integer identity, a content that can change, and the kind
/// of cell that shows it (a change of kind needs a new cell, a change of content does not).
struct AdapterItem: Identifiable, Equatable, Sendable, CustomStringConvertible {
  /// The cell type an item shows in.
  enum Kind: Sendable, Equatable {
    case plain
    case badge

    /// The identifier its cell is registered under.
    var reuseIdentifier: String {
      switch self {
      case .plain: "AdapterTests.plain"
      case .badge: "AdapterTests.badge"
      }
    }
  }

  var id: Int
  var content: String
  var kind: Kind

  init(_ id: Int, _ content: String = "", kind: Kind = .plain) {
    self.id = id
    self.content = content.isEmpty ? "item \(id)" : content
    self.kind = kind
  }

  /// What a cell shows for the item: its identity and its content, so that a cell showing
  /// another item, or stale content, is told apart.
  var label: String { "#\(id) \(content)" }

  var description: String { label }
}

/// A section of the adapter tests: an integer identity, a title shown as its header, and an
/// optional entry in the section index.
struct AdapterSection: SectionModel, Sendable {
  var id: Int
  var title: String
  var footer: String?
  var indexTitle: String?

  init(_ id: Int, _ title: String = "", footer: String? = nil, indexTitle: String? = nil) {
    self.id = id
    self.title = title.isEmpty ? "section \(id)" : title
    self.footer = footer
    self.indexTitle = indexTitle
  }

  var header: String? { title }
}

typealias AdapterSnapshot = Snapshot<AdapterSection, AdapterItem>
typealias AdapterList = EditableList<AdapterSection, AdapterItem>
typealias AdapterDataSource = ListDataSource<AdapterSection, AdapterItem>
typealias AdapterError = SnapshotError<Int, Int>
typealias AdapterEdit = EditOperation<AdapterSection, AdapterItem>

extension Snapshot where Section == AdapterSection, Item == AdapterItem {
  /// A snapshot with sections `0..<sections.count`, section `s` holding plain items with the
  /// given identifiers.
  static func adapter(_ sections: [[Int]]) throws(AdapterError) -> AdapterSnapshot {
    try AdapterSnapshot(
      sections: sections.enumerated().map { index, ids in
        SnapshotSection(AdapterSection(index), items: ids.map { AdapterItem($0) })
      })
  }

  /// The item identifiers of every section, in order.
  var layout: [[Int]] {
    (0..<numberOfSections).map { index in (items(inSectionAt: index) ?? []).map(\.id) }
  }
}
