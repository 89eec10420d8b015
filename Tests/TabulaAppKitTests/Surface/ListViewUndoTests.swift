@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import TabulaTesting
import Testing

/// ⌘Z for the user's edits of any editable provider, as `ListViewAdapter.connectUndo(to:)`
/// connects it: ``ProviderUndoSteps`` follows a table's data source, with
/// ``UndoManagerModel`` in place of the window's `UndoManager`. The provider is a search
/// filter over an editable list, which steps through its own `undo()` and `redo()`, as a
/// `QueryProvider` does.
@MainActor
struct ListViewUndoTests {
  @Test func `a user's delete through the data source is one step of the undo manager`() throws {
    let fixture = try UndoFixture()
    try fixture.userDeletes(row: 2)
    #expect(fixture.table.shownIDs == ["§0", 1, 3, "§2", 4])
    #expect(fixture.manager.undoStack.count == 1)
    #expect(fixture.manager.undoActionName == "Delete")
    #expect(fixture.manager.redoStack.isEmpty)
  }

  @Test func `undo on the manager steps the provider back and registers the redo`() throws {
    let fixture = try UndoFixture()
    try fixture.userDeletes(row: 2)
    fixture.manager.undo()
    #expect(fixture.table.shownIDs == ["§0", 1, 2, 3, "§2", 4])
    #expect(fixture.manager.undoStack.isEmpty)
    #expect(fixture.manager.redoActionName == "Delete")
    fixture.manager.redo()
    #expect(fixture.table.shownIDs == ["§0", 1, 3, "§2", 4])
    #expect(fixture.manager.undoActionName == "Delete")
    #expect(fixture.manager.redoStack.isEmpty)
    #expect(fixture.table.host.model.violations.isEmpty)
  }

  @Test func `binding another provider removes the steps of the one before`() throws {
    let fixture = try UndoFixture()
    try fixture.userDeletes(row: 2)
    let other = EditableList(
      try EntrySnapshot(sections: [SnapshotSection(Group(0), items: [Entry(7), Entry(8)])]))
    let token = fixture.table.dataSource.bind(to: other)
    #expect(fixture.manager.undoStack.isEmpty)
    try fixture.userDeletes(row: 0)
    #expect(fixture.manager.undoStack.count == 1)
    fixture.manager.undo()
    #expect(other.snapshot.itemIdentifiers == [7, 8])
    #expect(fixture.list.snapshot.itemIdentifiers == [1, 3, 4])
    token.cancel()
  }

  @Test func `disconnecting the undo manager removes the steps, and later edits register none`()
    throws
  {
    let fixture = try UndoFixture()
    try fixture.userDeletes(row: 2)
    fixture.steps.connect(to: nil)
    #expect(fixture.manager.undoStack.isEmpty)
    try fixture.userDeletes(row: 1)
    #expect(fixture.manager.undoStack.isEmpty)
    #expect(fixture.table.shownIDs == ["§0", 3, "§2", 4])
  }

  @Test func `an edit the app makes itself is no step of the user's`() throws {
    let fixture = try UndoFixture()
    try fixture.list.perform(.deleteItems([1]), named: "Delete")
    #expect(fixture.table.shownIDs == ["§0", 2, 3, "§2", 4])
    #expect(fixture.manager.undoStack.isEmpty)
  }
}

/// A table whose data source is bound to a search filter over an editable list, its user
/// edits followed by ``ProviderUndoSteps`` connected to ``UndoManagerModel``.
@MainActor
private struct UndoFixture {
  let table: TableSurfaceFixture
  let filter: SearchFilter<EditableList<Group, Entry>>
  let steps: ProviderUndoSteps<Group, Entry>
  let manager = UndoManagerModel()
  let token: ObservationToken

  init() throws {
    table = try TableSurfaceFixture.sections(behavior: ListBehavior(allowsDeleting: true))
    steps = ProviderUndoSteps(following: table.dataSource)
    steps.connect(to: manager)
    filter = SearchFilter(table.list) { entry, query in entry.name.contains(query) }
    token = table.dataSource.bind(to: filter)
  }

  /// The editable list behind the filter.
  var list: EditableList<Group, Entry> { table.list }

  /// The user deletes a row with its trailing swipe's Delete.
  func userDeletes(row: Int) throws {
    let delete = try #require(table.surface.rowActions(forRow: row, edge: .trailing).first)
    #expect(delete.perform())
  }
}
