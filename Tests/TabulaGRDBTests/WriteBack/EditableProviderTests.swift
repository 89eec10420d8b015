import GRDB
import Tabula
import TabulaGRDB
import Testing

/// Undoes the last step of any editable provider, through the protocol alone.
@MainActor
private func deleteFirstAndUndo<Provider: EditableProvider>(of provider: Provider) throws
  -> [String?]
{
  let first = try #require(provider.snapshot.items.first)
  try provider.perform(.deleteItems([first.id]), named: "Delete")
  let undoName = provider.history.undoActionName
  let undone = try provider.undo()
  return [undoName, undone, provider.history.redoActionName]
}

/// A query provider of persistable records is an `EditableProvider`: whatever edits a list
/// through the protocol edits the table.
@MainActor
struct EditableProviderTests {
  @Test(arguments: Backend.allCases)
  func `a query provider is edited and undone through EditableProvider alone`(backend: Backend)
    async throws
  {
    let folder = try TemporaryFolder()
    let database = try backend.open(in: folder, entries: (1...3).map { Entry($0, section: "A") })
    let provider = EntryProvider(
      database, request: Entry.ordered, sectionKey: \.section, orderingColumn: "position")
    let token = provider.observe { _ in }
    defer { token.cancel() }
    try await waitUntil("the first result") { provider.snapshot.numberOfItems == 3 }
    #expect(try deleteFirstAndUndo(of: provider) == ["Delete", "Delete", "Delete"])
    let count = try await database.read { db in try Entry.fetchCount(db) }
    #expect(count == 3)
  }
}
