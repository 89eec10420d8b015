import PropertyBased
@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import TabulaTestSupport
import Testing

/// Double-clicks and context menus on a table and an outline, decided by their surfaces.
///
/// A double-click runs the primary action (`NSTableView.doubleAction`, read with
/// `clickedRow`, which is `-1` "if the user clicked in an area of the table view not occupied
/// by table rows"; SwiftUI's `contextMenu(forSelectionType:menu:primaryAction:)` names the
/// action). A menu on a row of a multiple selection acts on every selected row, on another row
/// on that row only (`NSTableView.clickedRow`: "check to see if `clickedRow` is one of the
/// rows the user selected and if it is, perform the contextual menu operation on all of the
/// selected rows").
@MainActor
struct ListViewClickTests {
  @Test func `a double-click on an item's row runs the primary action for that item`() throws {
    let table = try TableSurfaceFixture.sections()
    let log = ClickLog()
    table.surface.primaryAction = { log.paths.append($0) }
    #expect(table.surface.userDidDoubleClick(row: 3))
    #expect(log.paths == [ItemPath(section: 1, item: 0)])
  }

  @Test func `a double-click on a group row, a header or below the rows runs nothing`() throws {
    let table = try TableSurfaceFixture.sections()
    let log = ClickLog()
    table.surface.primaryAction = { log.paths.append($0) }
    #expect(!table.surface.userDidDoubleClick(row: 0))
    #expect(!table.surface.userDidDoubleClick(row: 4))
    #expect(!table.surface.userDidDoubleClick(row: -1))
    #expect(!table.surface.userDidDoubleClick(row: 6))
    #expect(log.paths.isEmpty)
  }

  /// A single click is the view's `action`, with `clickedRow` (`-1` "if the user clicked in an
  /// area of the table view not occupied by table rows").
  @Test func `a click runs the row action for an item's row, and nothing elsewhere`() throws {
    let table = try TableSurfaceFixture.sections()
    let log = ClickLog()
    #expect(!table.surface.userDidClick(row: 3), "without a row action, clicks only select")
    table.surface.rowAction = { log.paths.append($0) }
    #expect(table.surface.userDidClick(row: 3))
    for row in [0, 4, -1, 6] { #expect(!table.surface.userDidClick(row: row), "\(row)") }
    #expect(log.paths == [ItemPath(section: 1, item: 0)])
    let outline = OutlineSurfaceFixture(
      try OutlineViewUpdateTests.outline([(1, [10, 11]), (2, [20])]), expanded: [1, 2])
    outline.surface.rowAction = { log.paths.append($0) }
    #expect(outline.surface.userDidClick(outline.object(20)))
    #expect(!outline.surface.userDidClick(nil))
    #expect(outline.dataSource.snapshot.item(at: try #require(log.paths.last))?.id == 20)
  }

  @Test func `without a primary action a double-click is left to the view`() throws {
    let table = try TableSurfaceFixture.sections()
    #expect(!table.surface.userDidDoubleClick(row: 3))
  }

  @Test func `a double-click on an outline's item runs the primary action for that item`() throws {
    let outline = OutlineSurfaceFixture(
      try OutlineViewUpdateTests.outline([(1, [10, 11]), (2, [20])]), expanded: [1, 2])
    let log = ClickLog()
    outline.surface.primaryAction = { log.paths.append($0) }
    #expect(outline.surface.userDidDoubleClick(outline.object(11)))
    #expect(!outline.surface.userDidDoubleClick(nil))
    let path = try #require(log.paths.first)
    #expect(log.paths.count == 1)
    #expect(outline.dataSource.snapshot.item(at: path)?.id == 11)
  }

  @Test func `a menu on a row of a multiple selection acts on every selected row`() throws {
    let log = ClickLog()
    let table = try TableSurfaceFixture.sections(behavior: .opening(into: log))
    table.host.userSelects(rows: [1, 3])
    table.surface.viewSelectionDidChange()
    let actions = table.surface.menuActions(forRow: 3)
    #expect(actions.map(\.title) == ["Open"])
    #expect(try #require(actions.first).perform())
    #expect(log.ids.sorted() == [1, 3])
  }

  @Test func `a menu on a row outside the selection acts on that row only`() throws {
    let log = ClickLog()
    let table = try TableSurfaceFixture.sections(behavior: .opening(into: log))
    table.host.userSelects(rows: [1, 3])
    table.surface.viewSelectionDidChange()
    #expect(try #require(table.surface.menuActions(forRow: 2).first).perform())
    #expect(log.ids == [2])
  }

  @Test func `a menu on the selection offers only what every selected row offers`() throws {
    var behavior = ListBehavior<Entry>.opening(into: ClickLog())
    behavior.contextMenuActions = { entry, _ in
      let open = ItemAction<Entry>(title: "Open") { _, _ in }
      return entry.id == 1 ? [ItemAction(title: "Pin") { _, _ in }, open] : [open]
    }
    let table = try TableSurfaceFixture.sections(behavior: behavior)
    #expect(table.surface.menuActions(forRow: 1).map(\.title) == ["Pin", "Open"])
    table.host.userSelects(rows: [1, 3])
    table.surface.viewSelectionDidChange()
    #expect(table.surface.menuActions(forRow: 1).map(\.title) == ["Open"])
  }

  @Test func `Delete from a menu on the selection deletes every selected row as one step`() throws {
    var behavior = ListBehavior<Entry>(allowsDeleting: true)
    behavior.allowsMultipleSelection = true
    behavior.contextMenuActions = { _, _ in [.delete()] }
    let table = try TableSurfaceFixture.sections(behavior: behavior)
    table.host.userSelects(rows: [1, 3])
    table.surface.viewSelectionDidChange()
    let delete = try #require(table.surface.menuActions(forRow: 1).first)
    #expect(delete.isDestructive)
    #expect(delete.perform())
    #expect(table.shownIDs == ["§0", 2, "§2", 4])
    #expect(table.list.history.undoSteps.count == 1)
    #expect(table.host.model.violations.isEmpty)
  }

  @Test
  func `a menu acts on the selection exactly when the clicked row is one of several selected`()
    async
  {
    await propertyCheck(count: 2_000, input: Gen.int(in: 0...Int(Int32.max))) { seed in
      var random = SeededRandom(seed: seed)
      let table = try TableSurfaceFixture.sections(behavior: .opening(into: ClickLog()))
      let itemRows = [1, 2, 3, 5]
      let selected = itemRows.filter { _ in Bool.random(using: &random) }
      table.host.userSelects(rows: selected)
      table.surface.viewSelectionDidChange()
      let clicked = Int.random(in: -1...6, using: &random)
      let targets = table.surface.menuTargets(
        clickedItemAt: table.surface.itemPath(atRow: clicked))
      let expected =
        !itemRows.contains(clicked)
        ? []
        : selected.count > 1 && selected.contains(clicked) ? selected : [clicked]
      #expect(
        targets == expected.compactMap { table.surface.itemPath(atRow: $0) },
        "seed \(seed): clicked \(clicked), selected \(selected)")
    }
  }
}

/// What the clicks ran.
@MainActor
final class ClickLog {
  var paths: [ItemPath] = []
  var ids: [Int] = []
}

extension ListBehavior where Item == Entry {
  /// A list of several selected rows whose menu offers Open, which logs the item it opens.
  @MainActor
  static func opening(into log: ClickLog) -> Self {
    var behavior = ListBehavior()
    behavior.allowsMultipleSelection = true
    behavior.deselectsOnSelection = false
    behavior.contextMenuActions = { _, _ in
      [ItemAction(title: "Open") { entry, _ in log.ids.append(entry.id) }]
    }
    return behavior
  }
}
