import GRDB
import Tabula
import TabulaGRDB
import TabulaTestSupport
import TabulaTesting
import Testing

/// Edits made on the list are written to the table, one transaction each, and undo and redo
/// take the same path; the table is read back after each.
@MainActor
struct WriteBackTests {
  /// The table's entries as the list orders them, read with a fresh query.
  func table(_ database: any DatabaseWriter) async throws -> [[String]] {
    let entries = try await database.read { db in try Entry.ordered.fetchAll(db) }
    var sections: [String] = []
    var names: [String: [String]] = [:]
    for entry in entries {
      if names[entry.section] == nil { sections.append(entry.section) }
      names[entry.section, default: []].append(entry.name)
    }
    return sections.map { names[$0] ?? [] }
  }

  @Test(arguments: Backend.allCases)
  func `delete, move, undo and redo from the list change the table accordingly`(
    backend: Backend
  ) async throws {
    let folder = try TemporaryFolder()
    let database = try backend.open(
      in: folder,
      entries: (1...4).map { Entry($0, section: "A") } + (5...6).map { Entry($0, section: "B") })
    let provider = EntryProvider(
      database, request: Entry.ordered, sectionKey: \.section, orderingColumn: "position")
    let list = ShownList(provider)
    try await waitUntil("the first result") { provider.snapshot.numberOfItems == 6 }
    let start = [["entry 1", "entry 2", "entry 3", "entry 4"], ["entry 5", "entry 6"]]
    #expect(try await table(database) == start)

    // Swipe to delete entry 2.
    #expect(list.view.simulateUserDelete(at: ItemPath(section: 0, item: 1)))
    let deleted = [["entry 1", "entry 3", "entry 4"], ["entry 5", "entry 6"]]
    #expect(try await table(database) == deleted)
    try await waitUntil("the delete") { provider.snapshot.names == deleted }

    // Drag entry 4 to the top of its section.
    #expect(
      list.view.simulateUserMove(
        from: ItemPath(section: 0, item: 2), to: ItemPath(section: 0, item: 0)))
    let moved = [["entry 4", "entry 1", "entry 3"], ["entry 5", "entry 6"]]
    #expect(try await table(database) == moved)
    try await waitUntil("the move") { provider.snapshot.names == moved }
    #expect(provider.history.undoSteps.map(\.name) == ["Delete", "Move"])

    // Undo the move, then the delete: entry 2 is back in its row, with its name and position.
    #expect(try provider.undo() == "Move")
    #expect(try await table(database) == deleted)
    #expect(try provider.undo() == "Delete")
    #expect(try await table(database) == start)
    try await waitUntil("both undone") { provider.snapshot.names == start }

    // Redo the delete.
    #expect(try provider.redo() == "Delete")
    #expect(try await table(database) == deleted)
    try await waitUntil("the redo") { provider.snapshot.names == deleted }
    #expect(provider.history.redoSteps.map(\.name) == ["Move"])
    #expect(list.shows(provider.snapshot))
    #expect(list.view.problems.isEmpty, "\(list.view.problems)")
  }

  @Test func `a move writes the ordering column of the rows between its ends only`()
    async throws
  {
    let folder = try TemporaryFolder()
    let database = try Backend.queue.open(in: folder, entries: (1...6).map { Entry($0) })
    let provider = EntryProvider(database, request: Entry.ordered, orderingColumn: "position")
    try await waitUntil("the first result") { provider.snapshot.numberOfItems == 6 }
    try provider.perform(.moveItem(2, to: ItemPath(section: 0, item: 3)), named: "Move")
    let positions = try await database.read { db in
      try Entry.ordered.fetchAll(db).map { [$0.id, Int64($0.position)] }
    }
    // Entry 2 goes to index 3 of the list without it: between entries 4 and 5. Entries 3 and 4
    // take the positions before it, entries 1, 5 and 6 keep theirs.
    #expect(positions == [[1, 1], [3, 2], [4, 3], [2, 4], [5, 5], [6, 6]])
  }

  @Test func `inserting and replacing rows writes them, in one undoable step`() async throws {
    let folder = try TemporaryFolder()
    let database = try Backend.pool.open(in: folder, entries: (1...3).map { Entry($0) })
    let provider = EntryProvider(database, request: Entry.ordered, orderingColumn: "position")
    try await waitUntil("the first result") { provider.snapshot.numberOfItems == 3 }
    try provider.perform(
      .group([
        .insertItems([PositionedItem(Entry(9, position: 100), at: ItemPath(section: 0, item: 1))]),
        .replaceItem(Entry(3, name: "three")),
      ]), named: "Edit")
    let edited = [["entry 1", "entry 9", "entry 2", "three"]]
    #expect(try await table(database) == edited)
    try await waitUntil("the edit") { provider.snapshot.names == edited }
    try provider.undo()
    #expect(try await table(database) == [["entry 1", "entry 2", "entry 3"]])
  }

  @Test func `an undo the database refuses keeps its step, and the table stays as it was`()
    async throws
  {
    let folder = try TemporaryFolder()
    let database = try Backend.queue.open(in: folder, entries: (1...3).map { Entry($0) })
    let provider = EntryProvider(database, request: Entry.ordered, orderingColumn: "position")
    try await waitUntil("the first result") { provider.snapshot.numberOfItems == 3 }
    try provider.perform(.deleteItems([2]), named: "Delete")
    // Another writer takes the deleted entry's unique name.
    try await database.write { db in try Entry(7, name: "entry 2").insert(db) }
    let bytes = try folder.bytes("list.sqlite")

    #expect {
      try provider.undo()
    } throws: { error in
      (error as? DatabaseError)?.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE
    }
    #expect(provider.history.undoSteps.map(\.name) == ["Delete"])
    #expect(!provider.history.canRedo)
    #expect(try folder.bytes("list.sqlite") == bytes)
  }

  @Test
  func `a move across sections without a section writer is refused, and nothing changes`()
    async throws
  {
    let folder = try TemporaryFolder()
    let database = try Backend.queue.open(
      in: folder, entries: [Entry(1, section: "A"), Entry(2, section: "B")])
    let errors = ErrorRecorder()
    let provider = EntryProvider(
      database, request: Entry.ordered, sectionKey: \.section, orderingColumn: "position",
      onError: errors.handler)
    let list = ShownList(provider)
    try await waitUntil("the first result") { provider.snapshot.numberOfItems == 2 }
    let bytes = try folder.bytes("list.sqlite")

    #expect(
      list.view.simulateUserMove(
        from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 0)))
    #expect(errors.errors.map { $0 as? QueryProviderError } == [.moveAcrossSectionsNotWritable])
    #expect(try folder.bytes("list.sqlite") == bytes)
    #expect(!provider.history.canUndo)
    // The row the user dragged goes back where the database has it.
    #expect(list.shows(provider.snapshot))
    #expect(list.view.problems.isEmpty, "\(list.view.problems)")
  }

  @Test func `a move without an ordering column is refused`() async throws {
    let folder = try TemporaryFolder()
    let database = try Backend.queue.open(in: folder, entries: [Entry(1), Entry(2)])
    let provider = EntryProvider(database, request: Entry.ordered)
    try await waitUntil("the first result") { provider.snapshot.numberOfItems == 2 }
    #expect(throws: QueryProviderError.moveNeedsOrderingColumn) {
      try provider.perform(.moveItem(2, to: ItemPath(section: 0, item: 0)), named: "Move")
    }
    #expect(try await table(database) == [["entry 1", "entry 2"]])
    #expect(!provider.history.canUndo)
  }

  @Test func `an edit of a row that is gone throws the snapshot's error and writes nothing`()
    async throws
  {
    let folder = try TemporaryFolder()
    let database = try Backend.queue.open(in: folder, entries: [Entry(1), Entry(2)])
    let provider = EntryProvider(database, request: Entry.ordered)
    try await waitUntil("the first result") { provider.snapshot.numberOfItems == 2 }
    // Another writer deletes entry 2 before the list has heard of it.
    try await database.write { db in _ = try Entry.deleteOne(db, id: 2) }
    #expect(throws: SnapshotError<String, Int64>.unknownItems([2])) {
      try provider.perform(.deleteItems([1, 2]), named: "Delete")
    }
    #expect(try await table(database) == [["entry 1"]])
    #expect(!provider.history.canUndo)
  }

  @Test func `a provider on a reader that cannot write refuses edits`() async throws {
    let folder = try TemporaryFolder()
    let pool = try Backend.pool.open(in: folder, entries: [Entry(1)])
    let reader = try #require(pool as? DatabasePool)
    let snapshot = try reader.makeSnapshot()
    let provider = EntryProvider(snapshot, request: Entry.ordered)
    try await waitUntil("the first result") { provider.snapshot.numberOfItems == 1 }
    #expect(throws: QueryProviderError.readOnlyDatabase) {
      try provider.perform(.deleteItems([1]), named: "Delete")
    }
    #expect(try await table(pool) == [["entry 1"]])
  }
}
