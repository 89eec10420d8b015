@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import Testing

/// What TabulaAppKit's table adapter answers `NSTableViewDataSource` and `NSTableViewDelegate`
/// with, decided by ``TableSurface`` on a model of the table.
@MainActor
struct TableSurfaceTests {
  @Test func `a titled section shows a group row above its items and an untitled one none`()
    throws
  {
    let table = try TableSurfaceFixture.sections()
    #expect(table.shownIDs == ["§0", 1, 2, 3, "§2", 4])
    #expect(table.surface.numberOfRows == 6)
    #expect((0..<6).map(table.surface.isGroupRow) == [true, false, false, false, true, false])
    #expect(table.surface.headerTitle(ofRow: 0) == "A")
    #expect(table.surface.headerTitle(ofRow: 4) == "C")
    #expect(table.surface.headerTitle(ofRow: 1) == nil)
    #expect(table.surface.itemPath(atRow: 3) == ItemPath(section: 1, item: 0))
    #expect(table.surface.itemPath(atRow: 0) == nil)
    #expect(table.surface.itemPath(atRow: 6) == nil)
    #expect(table.surface.row(of: ItemPath(section: 2, item: 0)) == 5)
    #expect(table.surface.row(of: ItemPath(section: 2, item: 1)) == nil)
  }

  @Test func `group rows cannot be selected and have no item cell`() throws {
    let table = try TableSurfaceFixture.sections()
    #expect((0..<6).map(table.surface.canSelectRow) == [false, true, true, true, false, true])
    #expect(table.surface.cellView(forRow: 0) == nil)
    let cell = try #require(table.surface.cellView(forRow: 5) as? EntryCell)
    #expect(cell.entry == Entry(4))
  }

  @Test func `type-to-select matches an item's text and never a group row`() throws {
    let table = try TableSurfaceFixture.sections()
    #expect(table.surface.typeSelectString(forRow: 0) == nil)
    #expect(table.surface.typeSelectString(forRow: 2) == "entry 2")
    #expect(table.surface.typeSelectString(forRow: 9) == nil)
  }

  @Test func `rows the user selects join the data source's selection by identity`() throws {
    var behavior = ListBehavior<Entry>()
    behavior.allowsMultipleSelection = true
    let table = try TableSurfaceFixture.sections(behavior: behavior)
    table.host.userSelects(rows: [1, 5])
    table.surface.viewSelectionDidChange()
    #expect(table.dataSource.selection == [1, 4])
    table.host.userSelects(rows: [5])
    table.surface.viewSelectionDidChange()
    #expect(table.dataSource.selection == [4])
  }

  @Test func `a selected row that a batch moves stays selected where it lands`() throws {
    var behavior = ListBehavior<Entry>()
    behavior.allowsMultipleSelection = true
    let table = try TableSurfaceFixture.sections(behavior: behavior)
    table.host.userSelects(rows: [1])
    table.surface.viewSelectionDidChange()
    table.list.replace(
      with: try EntrySnapshot(sections: [
        SnapshotSection(Group(0, header: "A"), items: [Entry(9), Entry(2)]),
        SnapshotSection(Group(1), items: [Entry(3), Entry(1)]),
        SnapshotSection(Group(2, header: "C"), items: [Entry(4)]),
      ]))
    #expect(table.host.model.violations.isEmpty)
    #expect(table.shownIDs == ["§0", 9, 2, 3, 1, "§2", 4])
    #expect(table.selectedIDs == [1])
    #expect(table.dataSource.selection == [1])
    // Then the user adds a row: the moved row is still known by identity.
    table.host.userSelects(rows: [4, 6])
    table.surface.viewSelectionDidChange()
    #expect(table.dataSource.selection == [1, 4])
  }

  @Test func `a selection the app sets shows in the table and is not taken for a click`() throws {
    let selected = Counter()
    let table = try TableSurfaceFixture.sections(
      behavior: ListBehavior(didSelect: { _, _ in selected.count += 1 }))
    table.dataSource.behavior.deselectsOnSelection = false
    table.dataSource.selection = [3]
    #expect(table.selectedIDs == [3])
    table.surface.viewSelectionDidChange()
    #expect(selected.count == 0)
    #expect(table.dataSource.selection == [3])
    // A click is the user's: the behaviour hears of it.
    table.host.userSelects(rows: [1])
    table.surface.viewSelectionDidChange()
    #expect(selected.count == 1)
    #expect(table.dataSource.selection == [1])
  }

  @Test func `a click on a row of a list that deselects on selection runs it and clears the row`()
    throws
  {
    let selected = Counter()
    let table = try TableSurfaceFixture.sections(
      behavior: ListBehavior(didSelect: { _, _ in selected.count += 1 }))
    table.host.userSelects(rows: [2])
    table.surface.viewSelectionDidChange()
    #expect(selected.count == 1)
    #expect(table.selectedIDs.isEmpty)
    #expect(table.dataSource.selection.isEmpty)
  }
}

/// Counts calls from a `@Sendable` closure on the main actor.
@MainActor
final class Counter: Sendable {
  var count = 0
}
