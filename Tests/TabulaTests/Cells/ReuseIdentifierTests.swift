import Tabula
import Testing

// These types are internal, not private, so that their fully qualified names are predictable.

/// A cell with the default reuse identifier, at the top level of the module.
final class ReuseTopLevelCell: ConfigurableCell {
  private(set) var shown: String?

  func configure(with item: String, at path: ItemPath) {
    shown = "\(item) at \(path)"
  }
}

/// A screen that declares its own `Cell`.
enum ReuseBooksScreen {
  final class Cell: ConfigurableCell {
    func configure(with item: String, at path: ItemPath) {}
  }
}

/// Another screen that declares a `Cell` of the same name.
enum ReuseAuthorsScreen {
  final class Cell: ConfigurableCell {
    func configure(with item: String, at path: ItemPath) {}
  }
}

/// A generic cell: one class per item type.
final class ReuseGenericCell<Value>: ConfigurableCell {
  func configure(with item: Value, at path: ItemPath) {}
}

/// A cell that declares its own reuse identifier.
final class ReuseNamedCell: ConfigurableCell {
  nonisolated static var reuseIdentifier: String { "named" }

  func configure(with item: Int, at path: ItemPath) {}
}

/// A cell that does not conform to `ConfigurableCell`, as a system cell would not.
final class ReusePlainCell {
  var text: String?
}

@MainActor
struct ReuseIdentifierTests {
  // MARK: Default identifiers

  @Test func `the default identifier is the fully qualified name of the cell type`() {
    #expect(ReuseTopLevelCell.reuseIdentifier == "TabulaTests.ReuseTopLevelCell")
    #expect(CellReuseIdentifier.default(for: ReusePlainCell.self) == "TabulaTests.ReusePlainCell")
  }

  @Test func `a nested cell type's identifier names its enclosing type`() {
    #expect(ReuseBooksScreen.Cell.reuseIdentifier == "TabulaTests.ReuseBooksScreen.Cell")
  }

  @Test func `same-named nested cells in different enclosing types get distinct identifiers`() {
    let books = ReuseBooksScreen.Cell.reuseIdentifier
    let authors = ReuseAuthorsScreen.Cell.reuseIdentifier
    #expect(books != authors)
    #expect(authors == "TabulaTests.ReuseAuthorsScreen.Cell")
  }

  @Test func `a generic cell type gets one identifier per generic argument`() {
    let ints = ReuseGenericCell<Int>.reuseIdentifier
    let strings = ReuseGenericCell<String>.reuseIdentifier
    #expect(ints != strings)
    #expect(ints == "TabulaTests.ReuseGenericCell<Swift.Int>")
    #expect(strings == "TabulaTests.ReuseGenericCell<Swift.String>")
  }

  @Test func `the identifiers of all these cell types are pairwise distinct`() {
    let identifiers = [
      ReuseTopLevelCell.reuseIdentifier,
      ReuseBooksScreen.Cell.reuseIdentifier,
      ReuseAuthorsScreen.Cell.reuseIdentifier,
      ReuseGenericCell<Int>.reuseIdentifier,
      ReuseGenericCell<String>.reuseIdentifier,
      ReuseGenericCell<ReuseBooksScreen.Cell>.reuseIdentifier,
      ReuseNamedCell.reuseIdentifier,
    ]
    #expect(Set(identifiers).count == identifiers.count)
  }

  @Test func `a cell can declare its own identifier`() {
    #expect(ReuseNamedCell.reuseIdentifier == "named")
    #expect(CellRegistration<ReuseNamedCell, Int>().reuseIdentifier == "named")
  }

  @Test func `a closure registration of a named configurable cell uses the cell's name`() {
    let closure = CellRegistration<ReuseNamedCell, Int> { _, _, _ in }
    #expect(closure.reuseIdentifier == "named")
    #expect(closure.erased == CellRegistration<ReuseNamedCell, Int>().erased)
  }

  // MARK: Registrations

  @Test func `a registration of a configurable cell uses the cell's identifier by default`() {
    let registration = CellRegistration<ReuseGenericCell<Int>, Int>()
    #expect(registration.reuseIdentifier == ReuseGenericCell<Int>.reuseIdentifier)
    #expect(registration.nibName == nil)
    #expect(
      ObjectIdentifier(registration.erased.cellClass)
        == ObjectIdentifier(ReuseGenericCell<Int>.self))
  }

  @Test func `a closure registration uses the type's name by default`() {
    let registration = CellRegistration<ReusePlainCell, String> { cell, _, text in
      cell.text = text
    }
    #expect(registration.reuseIdentifier == "TabulaTests.ReusePlainCell")
    let cell = ReusePlainCell()
    registration.configure(cell, at: ItemPath(section: 0, item: 0), with: "hello")
    #expect(cell.text == "hello")
  }

  @Test func `a registration of a configurable cell configures it through the cell`() {
    let registration = CellRegistration<ReuseTopLevelCell, String>()
    let cell = ReuseTopLevelCell()
    registration.configure(cell, at: ItemPath(section: 2, item: 5), with: "hello")
    #expect(cell.shown == "hello at [2, 5]")
  }

  @Test func `one cell class can be registered twice under two identifiers`() throws {
    let compact = CellRegistration<ReusePlainCell, String>(reuseIdentifier: "compact") {
      cell, _, text in cell.text = text
    }
    let expanded = CellRegistration<ReusePlainCell, String>(reuseIdentifier: "expanded") {
      cell, _, text in cell.text = text.uppercased()
    }
    let snapshot = try Snapshot<ListSection, ListRow<Int>>(sections: [
      SnapshotSection(
        ListSection("Mixed"),
        items: [
          ListRow(id: 1, registration: compact, item: "one"),
          ListRow(id: 2, registration: expanded, item: "two"),
          ListRow(id: 3, registration: compact, item: "three"),
        ])
    ])
    let registrations = try snapshot.cellRegistrations()
    #expect(registrations.map(\.reuseIdentifier) == ["compact", "expanded"])
    #expect(
      registrations.allSatisfy {
        ObjectIdentifier($0.cellClass) == ObjectIdentifier(ReusePlainCell.self)
      })

    let cell = ReusePlainCell()
    let row = try #require(snapshot.item(id: 2))
    #expect(row.configure(cell, at: ItemPath(section: 0, item: 1)))
    #expect(cell.text == "TWO")
  }

  @Test func `a registration keeps its nib name`() {
    let registration = CellRegistration<ReuseTopLevelCell, String>(nibName: "TopLevelCell")
    #expect(registration.nibName == "TopLevelCell")
    #expect(registration.erased.nibName == "TopLevelCell")
    #expect(registration.erased.reuseIdentifier == ReuseTopLevelCell.reuseIdentifier)
  }

  // MARK: AnyCellRegistration

  @Test func `registrations with the same identifier, class and nib are equal`() {
    let first = AnyCellRegistration(reuseIdentifier: "a", cellClass: ReusePlainCell.self)
    let second = AnyCellRegistration(reuseIdentifier: "a", cellClass: ReusePlainCell.self)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(Set([first, second]).count == 1)
  }

  @Test func `registrations differing in identifier, class or nib are unequal`() {
    let base = AnyCellRegistration(reuseIdentifier: "a", cellClass: ReusePlainCell.self)
    let others = [
      AnyCellRegistration(reuseIdentifier: "b", cellClass: ReusePlainCell.self),
      AnyCellRegistration(reuseIdentifier: "a", cellClass: ReuseTopLevelCell.self),
      AnyCellRegistration(reuseIdentifier: "a", cellClass: ReusePlainCell.self, nibName: "a"),
    ]
    for other in others {
      #expect(base != other)
    }
    #expect(Set(others + [base]).count == 4)
  }

  @Test func `generic cells with different arguments are different classes`() {
    let ints = AnyCellRegistration(reuseIdentifier: "x", cellClass: ReuseGenericCell<Int>.self)
    let strings = AnyCellRegistration(
      reuseIdentifier: "x", cellClass: ReuseGenericCell<String>.self)
    #expect(ints != strings)
  }

  @Test func `the erased registration equals one built by hand`() {
    let registration = CellRegistration<ReuseNamedCell, Int>(nibName: "Named")
    let byHand = AnyCellRegistration(
      reuseIdentifier: "named", cellClass: ReuseNamedCell.self, nibName: "Named")
    #expect(registration.erased == byHand)
  }

  @Test func `a registration describes its identifier, class and nib`() {
    let registration = AnyCellRegistration(
      reuseIdentifier: "plain", cellClass: ReusePlainCell.self, nibName: "Plain")
    #expect(registration.description == "plain (TabulaTests.ReusePlainCell, nib Plain)")
    let withoutNib = AnyCellRegistration(reuseIdentifier: "plain", cellClass: ReusePlainCell.self)
    #expect(withoutNib.description == "plain (TabulaTests.ReusePlainCell)")
  }
}
