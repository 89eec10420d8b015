import GRDB
import Tabula
import TabulaGRDB
import TabulaTestSupport
import Testing

/// Deletes the first item of any provider and undoes it, through the protocol alone, in
/// generic code.
@MainActor
private func deleteFirstAndUndo<Provider: DataProvider>(of provider: Provider) throws
  -> [String?]
{
  let first = try #require(provider.snapshot.items.first)
  try provider.perform(.deleteItems([first.id]), named: "Delete")
  let undoName = provider.history.undoActionName
  let undone = try provider.undo()
  return [undoName, undone, provider.history.redoActionName]
}

/// A query provider of persistable records is editable through `DataProvider`: whatever edits
/// a list through the protocol edits the table.
@MainActor
struct EditableProviderTests {
  @Test(arguments: Backend.allCases)
  func `a query provider is edited and undone through DataProvider alone`(backend: Backend)
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
