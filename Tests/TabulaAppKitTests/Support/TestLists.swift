import Tabula
import TabulaTestSupport

/// An item of the test lists: an identity and a content.
struct Entry: Identifiable, Hashable, Sendable {
  var id: Int
  var name: String

  init(_ id: Int, _ name: String = "") {
    self.id = id
    self.name = name.isEmpty ? "entry \(id)" : name
  }
}

/// A section of the test lists; its header shows as a group row when it has a title.
struct Group: SectionModel, Hashable, Sendable {
  var id: Int
  var header: String?
  var footer: String?

  init(_ id: Int, header: String? = nil, footer: String? = nil) {
    self.id = id
    self.header = header
    self.footer = footer
  }
}

typealias EntrySnapshot = Snapshot<Group, Entry>

/// The cell of the test lists: any object will do where nothing is drawn.
final class EntryCell {
  var entry: Entry?
}

extension CellRegistration where Cell == EntryCell, Item == Entry {
  static var entries: Self { Self { cell, _, entry in cell.entry = entry } }
}
