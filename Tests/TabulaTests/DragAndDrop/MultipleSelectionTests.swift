@_spi(Surfaces) import Tabula
import TabulaTesting
import Testing

/// Selecting many rows in edit mode, kept by identity across updates, and acted on as one
/// undoable step.
@MainActor
struct MultipleSelectionTests {
  typealias Country = DragAndDropTests.Country

  let base = DragAndDropTests()
  let multiple = ListBehavior<DragAndDropTests.Country>(allowsDeleting: true, allowsMoving: true)
    .with { $0.allowsMultipleSelection = true }

  func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

  @Test func `taps in edit mode add rows to the selection, a second tap takes one out`() throws {
    let f = try base.fixture(behavior: multiple)
    var seen: [Set<String>] = []
    let token = f.dataSource.observeSelection { seen.append($0) }
    f.view.isEditing = true
    f.view.simulateUserTap(at: path(0, 1))
    f.view.simulateUserTap(at: path(1, 0))
    f.view.simulateUserTap(at: path(0, 1))
    #expect(f.dataSource.selection == ["Japan"])
    #expect(seen == [["Italy"], ["Italy", "Japan"], ["Japan"]])
    #expect(f.view.selectedItemPaths == [path(1, 0)])
    token.cancel()
  }

  @Test func `outside edit mode a tap selects one row and runs didSelect`() throws {
    let opened = ValueRecorder<String>()
    let f = try base.fixture(
      behavior: multiple.with {
        $0.deselectsOnSelection = false
        $0.didSelect = { country, _ in opened.record(country.id) }
      })
    f.view.simulateUserTap(at: path(0, 0))
    f.view.simulateUserTap(at: path(0, 2))
    #expect(f.dataSource.selection == ["Spain"])
    #expect(opened.values == ["France", "Spain"])
    f.view.isEditing = true
    f.view.simulateUserTap(at: path(0, 3))
    #expect(f.dataSource.selection == ["Spain", "Greece"])
    #expect(opened.values == ["France", "Spain"])
  }

  @Test func `without multiple selection edit mode selects one row at a time`() throws {
    let f = try base.fixture(
      behavior: multiple.with {
        $0.allowsMultipleSelection = false
        $0.deselectsOnSelection = false
      })
    f.view.isEditing = true
    f.view.simulateUserTap(at: path(0, 0))
    f.view.simulateUserTap(at: path(0, 1))
    #expect(f.dataSource.selection == ["Italy"])
    #expect(f.view.selectedItemPaths == [path(0, 1)])
  }

  @Test func `a selected row that an update moves stays selected; a deleted one leaves`() throws {
    let f = try base.fixture(behavior: multiple)
    f.view.isEditing = true
    f.view.simulateUserTap(at: path(0, 0))
    f.view.simulateUserTap(at: path(0, 2))
    try f.list.perform(
      .group([.moveItem("France", to: path(1, 1)), .deleteItems(["Spain"])]), named: "Tidy")
    #expect(f.dataSource.selection == ["France"])
    #expect(f.view.selectedItemPaths == [path(1, 1)])
    // Undo brings Spain back unselected: the selection forgot it.
    try f.list.undo()
    #expect(f.dataSource.selection == ["France"])
    #expect(f.view.selectedItemPaths == [path(0, 0)])
  }

  @Test func `a reload keeps the selection on screen`() throws {
    let f = try base.fixture(behavior: multiple)
    f.view.isEditing = true
    f.view.simulateUserTap(at: path(1, 2))
    f.dataSource.apply(f.list.snapshot, animated: false)
    #expect(f.view.updateCounts.reloads >= 1)
    #expect(f.view.selectedItemPaths == [path(1, 2)])
  }

  @Test func `the app sets the selection; identifiers not in the list are left out`() throws {
    let f = try base.fixture(behavior: multiple)
    f.dataSource.selection = ["Nepal", "Atlantis", "Italy"]
    #expect(f.dataSource.selection == ["Nepal", "Italy"])
    #expect(f.view.selectedItemPaths == [path(0, 1), path(1, 2)])
    #expect(f.dataSource.selectedItems.map(\.id) == ["Italy", "Nepal"])
    f.dataSource.selection = []
    #expect(f.view.selectedItemPaths.isEmpty)
  }

  @Test func `deleting the selection is one step; undo brings every row back`() throws {
    let f = try base.fixture(behavior: multiple)
    f.dataSource.selection = ["France", "Spain", "India"]
    let batches = f.view.updateCounts.batches
    f.dataSource.deleteSelection()
    #expect(f.view.updateCounts.batches == batches + 1)
    #expect(f.shown() == [["Italy", "Greece"], ["Japan", "Nepal"]])
    #expect(f.dataSource.selection.isEmpty)
    #expect(f.list.history.undoActionName == "Delete")
    try f.list.undo()
    #expect(f.shown() == [DragAndDropTests.europe, DragAndDropTests.asia])
    #expect(f.list.history.canUndo == false)
  }

  @Test func `moving the selection to a section appends it there in list order`() throws {
    let f = try base.fixture(behavior: multiple)
    f.dataSource.selection = ["Nepal", "Italy", "Japan"]
    f.dataSource.moveSelection(toSection: 0)
    #expect(
      f.shown() == [["France", "Spain", "Greece", "Italy", "Japan", "Nepal"], ["India"]])
    #expect(f.dataSource.selection == ["Nepal", "Italy", "Japan"])
    #expect(f.list.history.undoActionName == "Move")
    try f.list.undo()
    #expect(f.shown() == [DragAndDropTests.europe, DragAndDropTests.asia])
  }

  @Test func `a custom action on the selection is one named step`() throws {
    let f = try base.fixture(behavior: multiple)
    f.dataSource.selection = ["Greece", "Japan"]
    f.dataSource.editSelection(named: "Archive") { countries in
      .group(countries.map { .moveItem($0.id, to: ItemPath(section: 1, item: 0)) })
    }
    #expect(f.list.history.undoActionName == "Archive")
    #expect(f.shown() == [["France", "Italy", "Spain"], ["Japan", "Greece", "India", "Nepal"]])
  }

  @Test func `actions on the selection that the list cannot take are reported`() throws {
    let f = try base.fixture(behavior: ListBehavior().with { $0.allowsMultipleSelection = true })
    f.dataSource.selection = ["France"]
    f.dataSource.deleteSelection()
    f.dataSource.moveSelection(toSection: 1)
    #expect(f.recorder.diagnostics.map(\.kind) == [.editRefused, .editRefused])
    #expect(f.shown() == [DragAndDropTests.europe, DragAndDropTests.asia])
  }

  @Test func `a refused move of the selection names the item and changes nothing`() throws {
    let f = try base.fixture(
      behavior: multiple.with {
        $0.moveRule = { country, _, _ in
          country.id == "Japan" ? .refused(reason: "pinned") : .allowed
        }
      })
    f.dataSource.selection = ["Japan", "India"]
    f.dataSource.moveSelection(toSection: 0)
    #expect(f.shown() == [DragAndDropTests.europe, DragAndDropTests.asia])
    #expect(f.recorder.diagnostics.last?.kind == .moveRefused)
    #expect(f.recorder.diagnostics.last?.message.contains("Japan") == true)
  }

  @Test func `a surface that dropped the rows it shows selected gets the selection back`() throws {
    let f = try base.fixture(behavior: multiple)
    f.view.isEditing = true
    f.view.simulateUserTap(at: path(0, 1))
    f.view.simulateUserTap(at: path(1, 0))
    // UIKit clears the rows it shows selected when a view enters or leaves editing mode.
    for shown in f.view.selectedItemPaths { f.view.deselectItem(at: shown) }
    f.view.isEditing = false
    f.dataSource.surfaceDidResetSelection()
    #expect(f.dataSource.selection == ["Italy", "Japan"])
    #expect(f.view.selectedItemPaths == [path(0, 1), path(1, 0)])
  }
}
