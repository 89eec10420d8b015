@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import Testing

/// Swipe actions, menus and keys on a table, decided by ``TableSurface``.
@MainActor
struct TableSurfaceActionTests {
  @Test func `a trailing swipe offers Delete on a deletable row, and Delete removes it`() throws {
    let table = try TableSurfaceFixture.sections(behavior: ListBehavior(allowsDeleting: true))
    let actions = table.surface.rowActions(forRow: 2, edge: .trailing)
    #expect(actions.map(\.title) == ["Delete"])
    #expect(actions.first?.isDestructive == true)
    #expect(table.surface.rowActions(forRow: 2, edge: .leading).isEmpty)
    #expect(table.surface.rowActions(forRow: 0, edge: .trailing).isEmpty)
    #expect(try #require(actions.first).perform())
    #expect(table.shownIDs == ["§0", 1, 3, "§2", 4])
    #expect(table.host.model.violations.isEmpty)
    #expect(table.list.history.undoActionName == "Delete")
  }

  @Test func `a row that cannot be deleted offers no swipe action`() throws {
    let table = try TableSurfaceFixture.sections()
    #expect(table.surface.rowActions(forRow: 2, edge: .trailing).isEmpty)
  }

  @Test func `a Delete revealed before a batch moved its row deletes that item where it is now`()
    throws
  {
    let table = try TableSurfaceFixture.sections(behavior: ListBehavior(allowsDeleting: true))
    let delete = try #require(table.surface.rowActions(forRow: 1, edge: .trailing).first)
    table.list.replace(
      with: try EntrySnapshot(sections: [
        SnapshotSection(Group(0, header: "A"), items: [Entry(2), Entry(1)]),
        SnapshotSection(Group(1), items: [Entry(3)]),
        SnapshotSection(Group(2, header: "C"), items: [Entry(4)]),
      ]))
    #expect(delete.perform())
    #expect(table.shownIDs == ["§0", 2, 3, "§2", 4])
    #expect(table.host.model.violations.isEmpty)
  }

  @Test func `the data source's swipe and menu actions come before the standard Delete`() throws {
    var behavior = ListBehavior<Entry>(allowsDeleting: true)
    behavior.trailingSwipeActions = { _, _ in [ItemAction(title: "Archive") { _, _ in }] }
    behavior.contextMenuActions = { _, _ in
      [ItemAction(title: "Open") { _, _ in }, ItemAction(title: "Share") { _, _ in }]
    }
    let table = try TableSurfaceFixture.sections(behavior: behavior)
    #expect(table.surface.rowActions(forRow: 3, edge: .trailing).map(\.title) == ["Archive"])
    #expect(table.surface.menuActions(forRow: 3).map(\.title) == ["Open", "Share"])
    #expect(table.surface.menuActions(forRow: 0).isEmpty)
    #expect(table.surface.menuActions(forRow: -1).isEmpty)
  }

  @Test func `the delete key deletes the selected rows as one undoable step`() throws {
    var behavior = ListBehavior<Entry>(allowsDeleting: true)
    behavior.allowsMultipleSelection = true
    let table = try TableSurfaceFixture.sections(behavior: behavior)
    #expect(table.surface.perform(.deleteSelection) == false)
    table.host.userSelects(rows: [1, 3])
    table.surface.viewSelectionDidChange()
    #expect(table.surface.perform(.deleteSelection))
    #expect(table.shownIDs == ["§0", 2, "§2", 4])
    #expect(table.host.model.violations.isEmpty)
    #expect(table.list.history.undoSteps.count == 1)
    #expect(table.dataSource.selection.isEmpty)
  }
}

/// The keys a list's table or outline view acts on (`NSText.h`, `NSEvent.h`).
struct ListKeyCommandTests {
  @Test func `Delete, Backspace and Forward Delete delete the selection, with or without ⌘`() {
    for key in ["\u{7F}", "\u{08}", "\u{F728}"] {
      #expect(ListKeyCommand(characters: key) == .deleteSelection)
    }
  }

  @Test func `other keys, and Delete with ⌥ or ⌃, are left to the view`() {
    #expect(ListKeyCommand(characters: "a") == nil)
    #expect(ListKeyCommand(characters: "") == nil)
    #expect(ListKeyCommand(characters: "\u{7F}\u{7F}") == nil)
    #expect(ListKeyCommand(characters: "\u{7F}", option: true) == nil)
    #expect(ListKeyCommand(characters: "\u{7F}", control: true) == nil)
  }
}
