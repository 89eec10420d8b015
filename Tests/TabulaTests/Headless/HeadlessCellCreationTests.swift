@_spi(Surfaces) import Tabula
import TabulaTesting
import Testing

/// How `HeadlessListView` makes a screen's cells, and what it says when it cannot: the class
/// and the line that fixes it, once, with no mismatch from the data source after it.
@MainActor
struct HeadlessCellCreationTests {
  /// A cell as an app writes it, without the conformance the headless view needs.
  final class PlainFruitCell: ConfigurableCell {
    var name = ""
    func configure(with fruit: Fruit, at path: ItemPath) { name = fruit.name }
  }

  /// Another class, for a surface that hands out the wrong cell.
  final class OtherCell {}

  @Test func `a class the view cannot create is reported once, with the line that fixes it`()
    throws
  {
    let view = HeadlessListView()
    let recorder = DiagnosticRecorder()
    let dataSource = ListDataSource<Shelf, Fruit>(
      surface: view, registration: CellRegistration<PlainFruitCell, Fruit>(),
      diagnostics: recorder.handler)
    dataSource.apply(try .shelves([[1, 2, 3]]), animated: false)
    view.layoutIfNeeded()
    var next = dataSource.snapshot
    try next.deleteItems([1])
    try next.updateItems([Fruit(2, "ripe")])
    dataSource.apply(next)
    let identifier = PlainFruitCell.reuseIdentifier
    #expect(view.problems.map(\.kind) == [.cannotMakeCell(identifier)])
    let message = try #require(view.problems.first?.message)
    #expect(message.contains("cannot create \(String(reflecting: PlainFruitCell.self))"))
    #expect(message.contains("`extension PlainFruitCell: HeadlessConstructibleCell {}`"))
    // The data source adds nothing: the view has said why the cells are missing.
    #expect(recorder.diagnostics.isEmpty)
  }

  @Test func `with the conformance the same cell class is made and configured`() throws {
    let view = HeadlessListView { registration in
      ObjectIdentifier(registration.cellClass) == ObjectIdentifier(PlainFruitCell.self)
        ? PlainFruitCell() : HeadlessListView.makeRegisteredCell(registration)
    }
    let dataSource = ListDataSource<Shelf, Fruit>(
      surface: view, registration: CellRegistration<PlainFruitCell, Fruit>(), diagnostics: .ignore)
    dataSource.apply(try .shelves([[1, 2]]), animated: false)
    view.layoutIfNeeded()
    #expect(view.problems.isEmpty)
    let cells = view.rows.joined().compactMap { $0.cell as? PlainFruitCell }
    #expect(cells.map(\.name) == ["fruit 1", "fruit 2"])
  }

  @Test func `a constructible class is made by the default, with init()`() {
    let registration = AnyCellRegistration(
      reuseIdentifier: "fruit", cellClass: FruitCell.self)
    #expect(HeadlessListView.makeRegisteredCell(registration) is FruitCell)
    let plain = AnyCellRegistration(reuseIdentifier: "plain", cellClass: PlainFruitCell.self)
    #expect(HeadlessListView.makeRegisteredCell(plain) == nil)
  }

  @Test func `a cell of another class than registered is still the data source's mismatch`()
    throws
  {
    let view = HeadlessListView { _ in OtherCell() }
    let recorder = DiagnosticRecorder()
    let dataSource = ListDataSource<Shelf, Fruit>(
      surface: view, registration: CellRegistration<FruitCell, Fruit>(),
      diagnostics: recorder.handler)
    dataSource.apply(try .shelves([[1]]), animated: false)
    view.layoutIfNeeded()
    #expect(recorder.diagnostics.map(\.kind) == [.cellMismatch])
    #expect(view.problems.map(\.kind) == [.missingCell(ItemPath(section: 0, item: 0))])
  }
}
