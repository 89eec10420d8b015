import GRDB
import Tabula
import TabulaGRDB
import TabulaTestSupport
import TabulaTesting
import Testing

/// A row moved to another section is written with that section's key, then placed where it
/// was dropped; undo and redo take the same path, and a drop of several rows is one step.
@MainActor
struct MovesAcrossSectionsTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  /// Entries 1 to 4 in section A and 5 to 7 in section B, at positions ten apart, or at
  /// positions 0, 1, 2… within each section when `tight`.
  func entries(tight: Bool = false) -> [Entry] {
    (1...4).map { Entry($0, section: "A", position: tight ? Int($0) - 1 : Int($0) * 10) }
      + (5...7).map { Entry($0, section: "B", position: tight ? Int($0) - 5 : Int($0) * 10) }
  }

  /// A provider of entries in sections, that moves them across sections.
  func provider(_ database: any DatabaseWriter, onError: EntryProvider.ErrorHandler? = nil)
    -> EntryProvider
  {
    EntryProvider(
      database, request: Entry.ordered, sectionKey: \.section, orderingColumn: "position",
      onError: onError, movesAcrossSections: { entry, section in entry.section = section })
  }

  let start = [["entry 1", "entry 2", "entry 3", "entry 4"], ["entry 5", "entry 6", "entry 7"]]

  @Test(arguments: Backend.allCases)
  func `a row dragged to another section lands where it was dropped, and undo and redo follow`(
    backend: Backend
  ) async throws {
    let database = try backend.open(in: folder, entries: entries())
    let provider = provider(database)
    let list = ShownList(provider)
    try await waitUntil("the first result") { provider.snapshot.numberOfItems == 7 }

    // Drag entry 2 between entries 5 and 6.
    #expect(
      list.view.simulateUserMove(
        from: ItemPath(section: 0, item: 1), to: ItemPath(section: 1, item: 1)))
    let moved = [["entry 1", "entry 3", "entry 4"], ["entry 5", "entry 2", "entry 6", "entry 7"]]
    #expect(try await database.entryNames() == moved)
    let section = try await database.read { db in try Entry.find(db, id: 2).section }
    #expect(section == "B")
    try await waitUntil("the move") { provider.snapshot.names == moved }

    #expect(try provider.undo() == "Move")
    #expect(try await database.entryNames() == start)
    try await waitUntil("the undo") { provider.snapshot.names == start }
    #expect(try provider.redo() == "Move")
    #expect(try await database.entryNames() == moved)
    try await waitUntil("the redo") { provider.snapshot.names == moved }
    #expect(list.shows(provider.snapshot))
    #expect(list.view.problems.isEmpty, "\(list.view.problems)")
  }

  @Test func `a move to another section writes the moved row only where its neighbours leave room`()
    async throws
  {
    let queue = try #require(
      try Backend.queue.open(in: folder, entries: entries()) as? DatabaseQueue)
    let writes = try RowWrites(queue)
    let provider = provider(queue)

    // Its section key, then its position: two statements, one row.
    try provider.perform(.moveItem(2, to: ItemPath(section: 1, item: 1)), named: "Move")
    #expect(try writes.take() == [2, 2])
    try provider.perform(.moveItem(7, to: ItemPath(section: 0, item: 0)), named: "Move")
    #expect(try writes.take() == [7, 7])
    try provider.perform(.moveItem(1, to: ItemPath(section: 1, item: 3)), named: "Move")
    #expect(try writes.take() == [1, 1])
    #expect(
      try await queue.entryNames() == [
        ["entry 7", "entry 3", "entry 4"], ["entry 5", "entry 2", "entry 6", "entry 1"],
      ])
    while provider.history.canUndo {
      try provider.undo()
      #expect(try writes.take().count == 2)
    }
    #expect(try await queue.entryNames() == start)
  }

  @Test func `without room, the shorter end of the section shifts to make some`() async throws {
    let queue = try #require(
      try Backend.queue.open(in: folder, entries: entries(tight: true)) as? DatabaseQueue)
    let writes = try RowWrites(queue)
    let provider = provider(queue)

    // Entry 3 (position 2 in A) goes between entries 5 and 6 (positions 0 and 1 in B): entry 5
    // shifts down to make room, rather than entries 6 and 7 up.
    try provider.perform(.moveItem(3, to: ItemPath(section: 1, item: 1)), named: "Move")
    #expect(try writes.take() == [3, 3, 5])
    // Entry 4 goes between entries 6 and 7, nearer the end: entry 7 shifts up.
    try provider.perform(.moveItem(4, to: ItemPath(section: 1, item: 3)), named: "Move")
    #expect(try writes.take() == [4, 4, 7])
    #expect(
      try await queue.entryNames() == [
        ["entry 1", "entry 2"], ["entry 5", "entry 3", "entry 6", "entry 4", "entry 7"],
      ])
    try provider.undo()
    try provider.undo()
    #expect(try await queue.entryNames() == start)
  }

  @Test func `a drop of rows from both sections is one transaction and one step`() async throws {
    let database = try Backend.pool.open(in: folder, entries: entries(tight: true))
    let provider = provider(database)
    try provider.perform(
      .group([
        .moveItem(1, to: ItemPath(section: 1, item: 0)),
        .moveItem(6, to: ItemPath(section: 0, item: 1)),
        .moveItem(4, to: ItemPath(section: 1, item: 3)),
        .moveItem(2, to: ItemPath(section: 0, item: 2)),
      ]), named: "Drop")
    let dropped = [
      ["entry 6", "entry 3", "entry 2"], ["entry 1", "entry 5", "entry 7", "entry 4"],
    ]
    #expect(try await database.entryNames() == dropped)
    #expect(provider.history.undoSteps.map(\.name) == ["Drop"])
    #expect(try provider.undo() == "Drop")
    #expect(try await database.entryNames() == start)
    #expect(try provider.redo() == "Drop")
    #expect(try await database.entryNames() == dropped)
  }

  @Test func `the grouped initializer moves records across sections too`() async throws {
    let database = try Backend.queue.open(in: folder, entries: entries())
    let provider = EntryProvider(
      database, request: Entry.ordered, sectionKey: \.section,
      section: { key, members in ListSection(key, footer: "\(members.count)") },
      orderingColumn: "position", movesAcrossSections: { entry, key in entry.section = key })
    try provider.perform(.moveItem(4, to: ItemPath(section: 1, item: 3)), named: "Move")
    #expect(
      try await database.entryNames() == [
        ["entry 1", "entry 2", "entry 3"], ["entry 5", "entry 6", "entry 7", "entry 4"],
      ])
    try provider.undo()
    #expect(try await database.entryNames() == start)
  }

  // MARK: Refusals

  @Test func `without movesAcrossSections a move across sections is refused as such`()
    async throws
  {
    let database = try Backend.queue.open(in: folder, entries: entries())
    let provider = EntryProvider(
      database, request: Entry.ordered, sectionKey: \.section, orderingColumn: "position")
    let bytes = try folder.bytes("list.sqlite")
    #expect(throws: QueryProviderError.moveAcrossSectionsNotWritable) {
      try provider.perform(
        .group([
          .moveItem(1, to: ItemPath(section: 0, item: 2)),
          .moveItem(2, to: ItemPath(section: 1, item: 0)),
        ]), named: "Drop")
    }
    #expect(try folder.bytes("list.sqlite") == bytes)
    #expect(!provider.history.canUndo)
  }

  @Test func `without an ordering column a move across sections is refused as such`()
    async throws
  {
    let database = try Backend.queue.open(in: folder, entries: entries())
    let provider = EntryProvider(
      database, request: Entry.ordered, sectionKey: \.section,
      movesAcrossSections: { entry, section in entry.section = section })
    let bytes = try folder.bytes("list.sqlite")
    // Entry 7 would land after entry 6, by its position: not where it was dropped.
    #expect(throws: QueryProviderError.moveNeedsOrderingColumn) {
      try provider.perform(.moveItem(7, to: ItemPath(section: 0, item: 0)), named: "Move")
    }
    #expect(try folder.bytes("list.sqlite") == bytes)
    #expect(!provider.history.canUndo)
  }

  @Test func `a move that empties a section is refused, and nothing is written`() async throws {
    let database = try Backend.queue.open(
      in: folder, entries: [Entry(1, section: "A"), Entry(2, section: "B")])
    let errors = ErrorRecorder()
    let provider = provider(database, onError: errors.handler)
    let list = ShownList(provider)
    try await waitUntil("the first result") { provider.snapshot.numberOfItems == 2 }
    let bytes = try folder.bytes("list.sqlite")

    #expect(
      list.view.simulateUserMove(
        from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 0)))
    #expect(errors.errors.map { $0 as? QueryProviderError } == [.editNotRepresentable])
    #expect(try folder.bytes("list.sqlite") == bytes)
    #expect(!provider.history.canUndo)
    #expect(list.shows(provider.snapshot))
    #expect(list.view.problems.isEmpty, "\(list.view.problems)")
  }

  @Test func `a section key that lists the row elsewhere is refused`() async throws {
    let database = try Backend.queue.open(in: folder, entries: entries())
    let provider = EntryProvider(
      database, request: Entry.ordered, sectionKey: \.section, orderingColumn: "position",
      movesAcrossSections: { entry, _ in entry.section = "Z" })
    let bytes = try folder.bytes("list.sqlite")
    #expect(throws: QueryProviderError.editNotRepresentable) {
      try provider.perform(.moveItem(1, to: ItemPath(section: 1, item: 0)), named: "Move")
    }
    #expect(try folder.bytes("list.sqlite") == bytes)
  }
}
