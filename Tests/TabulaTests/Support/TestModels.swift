import Tabula

/// A minimal item: an integer identity and a content value that can change.
struct Fruit: Identifiable, Equatable, Sendable, CustomStringConvertible {
  var id: Int
  var name: String

  init(_ id: Int, _ name: String = "") {
    self.id = id
    self.name = name.isEmpty ? "fruit \(id)" : name
  }

  var description: String { name }
}

/// A minimal section model: an integer identity and a title that can change.
struct Shelf: SectionModel, Sendable {
  var id: Int
  var title: String

  init(_ id: Int, _ title: String = "") {
    self.id = id
    self.title = title.isEmpty ? "shelf \(id)" : title
  }
}

typealias FruitSnapshot = Snapshot<Shelf, Fruit>
typealias FruitError = SnapshotError<Int, Int>

extension Snapshot where Section == Shelf, Item == Fruit {
  /// A snapshot with shelves `0..<sections.count`, shelf `s` holding fruits with the given ids.
  static func shelves(_ sections: [[Int]]) throws(FruitError) -> FruitSnapshot {
    try FruitSnapshot(
      sections: sections.enumerated().map { index, ids in
        SnapshotSection(Shelf(index), items: ids.map { Fruit($0) })
      })
  }

  /// The item identifiers of every section, in order: the layout in one comparable value.
  var layout: [[Int]] {
    (0..<numberOfSections).map { index in (items(inSectionAt: index) ?? []).map(\.id) }
  }
}
