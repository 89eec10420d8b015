@_spi(Surfaces) import Tabula
import TabulaTesting
import Testing

/// A `ComposedList` bound to a data source: the user deletes and moves the provider's rows on
/// screen, as with `.onDelete` on a SwiftUI list's `ForEach`, and never the fixed rows.
@MainActor
struct ComposedListDataSourceTests {
  typealias Row = ComposedListTests.Row

  final class RowCell: ConfigurableCell, HeadlessConstructibleCell {
    init() {}
    func configure(with row: Row, at path: ItemPath) {}
  }

  @MainActor
  struct Fixture {
    let fruits: EditableList<ListSection, Fruit>
    let list: ComposedList<Row>
    let view = HeadlessListView()
    let recorder = DiagnosticRecorder()
    let dataSource: ListDataSource<ListSection, Row>
    let token: ObservationToken

    init() throws {
      fruits = try ComposedListTests.fruits([1, 2, 3])
      let fruits = fruits
      list = ComposedList<Row> {
        ListPart.fixed(ListSection("Account"), [.setting("name")])
        ListPart.rows(of: fruits, as: Row.fruit)
      }
      dataSource = ListDataSource(
        surface: view, registration: CellRegistration<RowCell, Row>(),
        diagnostics: recorder.handler)
      dataSource.behavior = ListBehavior(allowsDeleting: true, allowsMoving: true)
      token = dataSource.bind(to: list)
      view.layoutIfNeeded()
    }
  }

  func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

  @Test func `a user's delete of a provider's row reaches the provider, as an undoable step`()
    throws
  {
    let f = try Fixture()
    #expect(f.dataSource.canDeleteItem(at: path(1, 1)))
    #expect(f.view.simulateUserDelete(at: path(1, 1)))
    #expect(f.fruits.snapshot.items.map(\.id) == [1, 3])
    #expect(f.view.counts == [1, 2])
    #expect(f.list.history.undoActionName == "Delete")
    try f.list.undo()
    #expect(f.view.counts == [1, 3])
    #expect(f.view.problems.isEmpty, "\(f.view.problems)")
  }

  @Test func `the fixed rows offer neither delete nor move, and a swipe on them does nothing`()
    throws
  {
    let f = try Fixture()
    #expect(!f.dataSource.canDeleteItem(at: path(0, 0)))
    #expect(!f.dataSource.canMoveItem(at: path(0, 0)))
    #expect(f.dataSource.canMoveItem(at: path(1, 0)))
    #expect(!f.view.simulateUserDelete(at: path(0, 0)))
    #expect(f.view.counts == [1, 3])
    #expect(!f.list.history.canUndo)
  }

  @Test func `a row dragged into the fixed section goes back, with a diagnostic naming it`()
    throws
  {
    let f = try Fixture()
    #expect(f.view.simulateUserMove(from: path(1, 0), to: path(0, 0)))
    #expect(f.fruits.snapshot.items.map(\.id) == [1, 2, 3])
    #expect(f.view.counts == [1, 3])
    let diagnostic = try #require(f.recorder.diagnostics.last)
    #expect(diagnostic.kind == .editRefused)
    #expect(diagnostic.message.contains("'fruit 1' cannot move into section 'Account'"))
  }
}
