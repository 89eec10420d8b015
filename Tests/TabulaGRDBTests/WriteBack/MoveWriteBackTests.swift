import GRDB
import Tabula
import TabulaGRDB
import TabulaTestSupport
import Testing

/// Moves within a section write the fewest rows: the moved row alone when its new neighbours'
/// values leave room, the rows between the move's ends when they do not; equal values never
/// give a wrong order.
@MainActor
struct MoveWriteBackTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  /// A queue on a table of `entries`, whose writes are counted.
  func open(_ entries: [Entry]) throws -> (DatabaseQueue, RowWrites) {
    let queue = try #require(try Backend.queue.open(in: folder, entries: entries) as? DatabaseQueue)
    return (queue, try RowWrites(queue))
  }

  @Test func `a move between neighbours with room writes the moved row only, and so does undo`()
    async throws
  {
    let (queue, writes) = try open((1...6).map { Entry($0, position: Int($0) * 10) })
    let provider = EntryProvider(queue, request: Entry.ordered, orderingColumn: "position")

    // Entry 2 between entries 4 and 5, entry 6 to the top, entry 1 to the bottom.
    try provider.perform(.moveItem(2, to: ItemPath(section: 0, item: 3)), named: "Move")
    #expect(try writes.take() == [2])
    try provider.perform(.moveItem(6, to: ItemPath(section: 0, item: 0)), named: "Move")
    #expect(try writes.take() == [6])
    try provider.perform(.moveItem(1, to: ItemPath(section: 0, item: 5)), named: "Move")
    #expect(try writes.take() == [1])
    let moved = [["entry 6", "entry 3", "entry 4", "entry 2", "entry 5", "entry 1"]]
    #expect(try await queue.entryNames() == moved)

    for id: Int64 in [1, 6, 2] {
      try provider.undo()
      #expect(try writes.take() == [id])
    }
    #expect(try await queue.entryNames() == [(1...6).map { "entry \($0)" }])
    while provider.history.canRedo { try provider.redo() }
    #expect(try await queue.entryNames() == moved)
  }

  @Test func `a move between adjacent integers writes the rows between its ends`() async throws {
    let (queue, writes) = try open((1...6).map { Entry($0) })
    let provider = EntryProvider(queue, request: Entry.ordered, orderingColumn: "position")

    // From index 1 to index 3: |1 − 3| + 1 rows; to the end there is room: one row.
    try provider.perform(.moveItem(2, to: ItemPath(section: 0, item: 3)), named: "Move")
    #expect(try writes.take() == [2, 3, 4])
    try provider.perform(.moveItem(3, to: ItemPath(section: 0, item: 5)), named: "Move")
    #expect(try writes.take() == [3])
    #expect(
      try await queue.entryNames() == [
        ["entry 1", "entry 4", "entry 2", "entry 5", "entry 6", "entry 3"]
      ])
    try provider.undo()
    try provider.undo()
    #expect(try await queue.entryNames() == [(1...6).map { "entry \($0)" }])
  }

  @Test func `a real ordering column has room between any two rows`() async throws {
    let queue = try DatabaseQueue(path: folder.path("board.sqlite"))
    try await queue.write { db in
      try Card.createTable(db, cards: (1...4).map { Card(id: $0, list: "A", position: Double($0)) })
    }
    let writes = try RowWrites(queue)
    let provider = QueryProvider<ListSection, Card>(
      queue, request: Card.ordered, sectionKey: \.list, orderingColumn: "position")

    // The last card goes between the first two, again and again: each time one row.
    var expected: [Int64] = [1, 2, 3, 4]
    for _ in 1...30 {
      let last = try #require(expected.last)
      try provider.perform(.moveItem(last, to: ItemPath(section: 0, item: 1)), named: "Move")
      #expect(try writes.take() == [last])
      expected.insert(expected.removeLast(), at: 1)
    }
    let ids = try await queue.read { db in try Card.ordered.fetchAll(db).map(\.id) }
    #expect(ids == expected)
  }

  @Test func `reals too close to part are traded instead`() async throws {
    let queue = try DatabaseQueue(path: folder.path("board.sqlite"))
    try await queue.write { db in
      try Card.createTable(
        db,
        cards: [
          Card(id: 1, list: "A", position: 1), Card(id: 2, list: "A", position: 1.0.nextUp),
          Card(id: 3, list: "A", position: 2),
        ])
    }
    let writes = try RowWrites(queue)
    let provider = QueryProvider<ListSection, Card>(
      queue, request: Card.ordered, sectionKey: \.list, orderingColumn: "position")
    try provider.perform(.moveItem(3, to: ItemPath(section: 0, item: 1)), named: "Move")
    #expect(try writes.take() == [2, 3])
    let ids = try await queue.read { db in try Card.ordered.fetchAll(db).map(\.id) }
    #expect(ids == [1, 3, 2])
  }

  @Test func `a move between equal values is refused, and nothing is written`() async throws {
    let (queue, writes) = try open((1...4).map { Entry($0, position: 5) })
    let provider = EntryProvider(
      queue, request: Entry.query(orderedBy: "section", "position", "id"),
      orderingColumn: "position")
    let bytes = try folder.bytes("list.sqlite")

    // Between entries 1 and 2, both at 5: no value fits, and trading equal values changes
    // nothing.
    #expect(throws: QueryProviderError.editNotRepresentable) {
      try provider.perform(.moveItem(4, to: ItemPath(section: 0, item: 1)), named: "Move")
    }
    #expect(try folder.bytes("list.sqlite") == bytes)
    #expect(!provider.history.canUndo)
    #expect(try writes.take().isEmpty)

    // Before the first of them there is room: entry 4 alone is written.
    try provider.perform(.moveItem(4, to: ItemPath(section: 0, item: 0)), named: "Move")
    #expect(try writes.take() == [4])
    let request = Entry.query(orderedBy: "section", "position", "id")
    #expect(
      try await queue.entryNames(request) == [["entry 4", "entry 1", "entry 2", "entry 3"]])
  }

  @Test func `a descending ordering column gets values in its own direction`() async throws {
    let (queue, writes) = try open((1...4).map { Entry($0, position: Int($0) * 10) })
    let request = Entry.query(orderedBy: "section", .descending("position"), "id")
    let provider = EntryProvider(queue, request: request, orderingColumn: "position")

    // The list shows 4, 3, 2, 1: entry 4 goes to the bottom, entry 1 to the top.
    try provider.perform(.moveItem(4, to: ItemPath(section: 0, item: 3)), named: "Move")
    #expect(try writes.take() == [4])
    try provider.perform(.moveItem(1, to: ItemPath(section: 0, item: 0)), named: "Move")
    #expect(try writes.take() == [1])
    #expect(
      try await queue.entryNames(request) == [["entry 1", "entry 3", "entry 2", "entry 4"]])
  }
}
