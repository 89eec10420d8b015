@_spi(Surfaces) import Tabula
import TabulaTesting
import Testing

/// A selection set while updates animate and wait: it names items by identity, so an item an
/// update under way or waiting is about to show is selected once it shows, and an item no
/// update brings is left out.
@MainActor
struct ListDataSourceSelectionDuringUpdateTests {
  /// A data source showing `[[1]]` on a headless view whose animations wait, with `[[1, 2]]`
  /// animating and `[[1, 2, 3]]` waiting behind it.
  static func updating() throws -> (
    view: HeadlessListView, dataSource: ListDataSource<Shelf, Fruit>
  ) {
    let (view, dataSource) = HeadlessListView.showingFruits(try .shelves([[1]]))
    dataSource.behavior.deselectsOnSelection = false
    view.completesUpdatesImmediately = false
    dataSource.apply(try .shelves([[1, 2]]))
    dataSource.apply(try .shelves([[1, 2, 3]]))
    #expect(dataSource.snapshot.layout == [[1, 2]], "the first update still animates")
    return (view, dataSource)
  }

  @Test func `an item a waiting update brings stays selected and shows selected once it shows`()
    throws
  {
    let (view, dataSource) = try Self.updating()
    var seen: [Set<Int>] = []
    let token = dataSource.observeSelection { seen.append($0) }
    dataSource.selection = [3, 2]
    #expect(dataSource.selection == [2, 3])
    #expect(view.selectedItemPaths == [ItemPath(section: 0, item: 1)], "2 shows already")
    view.finishAnimations()
    #expect(dataSource.snapshot.layout == [[1, 2, 3]])
    #expect(dataSource.selection == [2, 3])
    #expect(
      view.selectedItemPaths == [ItemPath(section: 0, item: 1), ItemPath(section: 0, item: 2)])
    #expect(seen == [[2, 3]], "one change, when the app set it")
    #expect(view.problems.isEmpty, "\(view.problems)")
    token.cancel()
  }

  @Test func `an item that neither shows nor comes is left out of the selection`() throws {
    let (view, dataSource) = try Self.updating()
    dataSource.selection = [3, 42]
    #expect(dataSource.selection == [3])
    view.finishAnimations()
    #expect(dataSource.selection == [3])
  }

  @Test func `an item a newer update takes away before it shows leaves the selection`() throws {
    let (view, dataSource) = try Self.updating()
    var seen: [Set<Int>] = []
    let token = dataSource.observeSelection { seen.append($0) }
    dataSource.selection = [1, 3]
    dataSource.apply(try .shelves([[1, 2]]))  // replaces the waiting [[1, 2, 3]]
    view.finishAnimations()
    #expect(dataSource.snapshot.layout == [[1, 2]])
    #expect(dataSource.selection == [1])
    #expect(view.selectedItemPaths == [ItemPath(section: 0, item: 0)])
    #expect(seen == [[1, 3], [1]])
    token.cancel()
  }

  @Test func `the selected items are those of the rows the list shows once its updates end`()
    throws
  {
    let (view, dataSource) = try Self.updating()
    dataSource.selection = [3, 1]
    #expect(dataSource.selectedItems.map(\.id) == [1, 3])
    view.finishAnimations()
    #expect(dataSource.selectedItems.map(\.id) == [1, 3])
  }
}
