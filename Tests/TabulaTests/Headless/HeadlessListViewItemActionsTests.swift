@_spi(Surfaces) import Tabula
@_spi(Surfaces) import TabulaTesting
import Testing

/// A surface-side data source with no say on actions, as a plain `UITableViewDataSource` has
/// none: its rows are editable, and it records the deletions it is told of.
@MainActor
private final class PlainTableDataSource: ListSurfaceClient {
  var count = 3
  var isEditable = true
  var deleted: [ItemPath] = []
  var numberOfSections: Int { 1 }
  func numberOfItems(inSectionAt section: Int) -> Int { count }
  func cell(for surface: any ListSurface, at path: ItemPath) -> AnyObject? {
    surface.dequeueCell(withReuseIdentifier: "cell", for: path)
  }
  func shownItem(at path: ItemPath) -> (any Identifiable & Equatable)? { Fruit(path.item) }
  func canEditItem(at path: ItemPath) -> Bool { isEditable }
  func userDidDeleteItem(at path: ItemPath) { deleted.append(path) }
}

@MainActor
struct HeadlessListViewItemActionsTests {
  private func showing(_ dataSource: PlainTableDataSource) -> HeadlessListView {
    let view = HeadlessListView()
    view.client = dataSource
    view.registerCell(AnyCellRegistration(reuseIdentifier: "cell", cellClass: FruitCell.self))
    view.layoutIfNeeded()
    return view
  }

  @Test func `a data source with no say gets the table's own Delete on a trailing swipe`() throws {
    let dataSource = PlainTableDataSource()
    let view = showing(dataSource)
    let path = ItemPath(section: 0, item: 1)
    let buttons = try #require(view.simulateUserSwipe(.trailing, at: path))
    #expect(buttons.map(\.description) == ["Delete (destructive)"])
    #expect(view.simulateUserSwipe(.leading, at: path) == nil)
    #expect(view.simulateUserContextMenu(at: path) == nil)
    #expect(view.simulateUserChoosing(buttons[0]))
    #expect(dataSource.deleted == [path])
  }

  @Test func `rows that cannot be edited, and rows the view does not show, do not swipe`() {
    let dataSource = PlainTableDataSource()
    let view = showing(dataSource)
    #expect(view.simulateUserSwipe(.trailing, at: ItemPath(section: 0, item: 3)) == nil)
    #expect(view.simulateUserContextMenu(at: ItemPath(section: 1, item: 0)) == nil)
    dataSource.isEditable = false
    #expect(view.simulateUserSwipe(.trailing, at: ItemPath(section: 0, item: 0)) == nil)
    #expect(dataSource.deleted.isEmpty)
  }
}
