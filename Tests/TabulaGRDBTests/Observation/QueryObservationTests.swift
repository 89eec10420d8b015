import GRDB
import Tabula
import TabulaGRDB
import TabulaTestSupport
import TabulaTesting
import Testing

/// Rows written to the database by any code, through the same queue or pool, reach the list
/// as the matching animated changes.
@MainActor
struct QueryObservationTests {
  /// The single batch that animates the change between two published snapshots.
  func onlyBatch(
    from old: Snapshot<ListSection, Entry>, to new: Snapshot<ListSection, Entry>
  ) throws -> BatchUpdate {
    let plan = UpdatePlan(from: old, to: new)
    #expect(plan.stages.count == 1)
    return try #require(plan.stages.first).batch
  }

  @Test(arguments: Backend.allCases)
  func `inserts, updates and deletes in the table show as inserts, reconfigures and deletes`(
    backend: Backend
  ) async throws {
    let folder = try TemporaryFolder()
    let database = try backend.open(in: folder, entries: (1...3).map { Entry($0) })
    let provider = EntryProvider(database, request: Entry.ordered)
    let list = ShownList(provider)
    try await waitUntil("the first result") { provider.snapshot.numberOfItems == 3 }
    #expect(list.shows(provider.snapshot))

    // Inserted between entries 1 and 2.
    var old = provider.snapshot
    try await database.write { db in try Entry(4, position: 1).insert(db) }
    try await waitUntil("the insert") { provider.snapshot.numberOfItems == 4 }
    var batch = try onlyBatch(from: old, to: provider.snapshot)
    #expect(batch.insertedItems == [ItemPath(section: 0, item: 1)])
    #expect(batch.deletedItems.isEmpty && batch.reconfiguredItems.isEmpty)
    #expect(provider.snapshot.names == [["entry 1", "entry 4", "entry 2", "entry 3"]])
    #expect(list.shows(provider.snapshot))

    // Entry 2 renamed: its row keeps its cell, which shows the new name.
    old = provider.snapshot
    let cell = try #require(list.view.rows[0][2].cell)
    try await database.write { db in
      _ = try Entry.filter(id: 2).updateAll(db, Column("name").set(to: "renamed"))
    }
    try await waitUntil("the update") { provider.snapshot.item(id: 2)?.name == "renamed" }
    batch = try onlyBatch(from: old, to: provider.snapshot)
    #expect(batch.reconfiguredItems == [ItemPath(section: 0, item: 2)])
    #expect(batch.insertedItems.isEmpty && batch.deletedItems.isEmpty)
    #expect(list.view.rows[0][2].cell === cell)
    #expect((cell as? EntryCell)?.shown?.name == "renamed")
    #expect(list.shows(provider.snapshot))

    // Entry 1 deleted.
    old = provider.snapshot
    try await database.write { db in _ = try Entry.deleteOne(db, id: 1) }
    try await waitUntil("the delete") { provider.snapshot.numberOfItems == 3 }
    batch = try onlyBatch(from: old, to: provider.snapshot)
    #expect(batch.deletedItems == [ItemPath(section: 0, item: 0)])
    #expect(batch.insertedItems.isEmpty && batch.reconfiguredItems.isEmpty)
    #expect(provider.snapshot.names == [["entry 4", "renamed", "entry 3"]])
    #expect(list.shows(provider.snapshot))
    #expect(list.view.problems.isEmpty, "\(list.view.problems)")
  }

  @Test(arguments: Backend.allCases)
  func `a section appears with its first row and disappears with its last`(backend: Backend)
    async throws
  {
    let folder = try TemporaryFolder()
    let database = try backend.open(
      in: folder, entries: [Entry(1, section: "A"), Entry(2, section: "C")])
    let provider = EntryProvider(database, request: Entry.ordered, sectionKey: \.section)
    let list = ShownList(provider)
    try await waitUntil("the first result") { provider.snapshot.numberOfSections == 2 }

    var old = provider.snapshot
    try await database.write { db in try Entry(3, section: "B").insert(db) }
    try await waitUntil("section B") { provider.snapshot.numberOfSections == 3 }
    #expect(provider.snapshot.sectionIdentifiers == ["A", "B", "C"])
    #expect(try onlyBatch(from: old, to: provider.snapshot).insertedSections == [1])

    old = provider.snapshot
    try await database.write { db in _ = try Entry.deleteOne(db, id: 3) }
    try await waitUntil("section B gone") { provider.snapshot.numberOfSections == 2 }
    #expect(provider.snapshot.sectionIdentifiers == ["A", "C"])
    #expect(try onlyBatch(from: old, to: provider.snapshot).deletedSections == [1])
    #expect(list.shows(provider.snapshot))
    #expect(list.view.problems.isEmpty, "\(list.view.problems)")
  }

  @Test func `sections come from a key path or a closure, with models you make`() async throws {
    let folder = try TemporaryFolder()
    let database = try Backend.queue.open(
      in: folder,
      entries: [Entry(1, section: "b"), Entry(2, section: "a"), Entry(3, section: "b")])
    // Sorted by position only: sections follow their keys' first occurrence.
    let provider = QueryProvider(
      database, request: Entry.query(orderedBy: "position"),
      sectionKey: { $0.section.uppercased() },
      section: { key, members in ListSection(key, footer: "\(members.count)") })
    try await waitUntil("the first result") { provider.snapshot.numberOfItems == 3 }
    #expect(provider.snapshot.sectionIdentifiers == ["B", "A"])
    #expect(provider.snapshot.sections.map(\.footer) == ["2", "1"])
    #expect(provider.snapshot.names == [["entry 1", "entry 3"], ["entry 2"]])
  }

  @Test func `a request written in SQL is observed like a query interface request`()
    async throws
  {
    let folder = try TemporaryFolder()
    let database = try Backend.pool.open(in: folder, entries: (1...4).map { Entry($0) })
    let request = SQLRequest<Entry>(
      sql: "SELECT * FROM entry WHERE id % 2 = ? ORDER BY position DESC", arguments: [0])
    let provider = EntryProvider(database, request: request)
    try await waitUntil("the first result") { provider.snapshot.numberOfItems == 2 }
    #expect(provider.snapshot.names == [["entry 4", "entry 2"]])
    try await database.write { db in try Entry(6).insert(db) }
    try await waitUntil("entry 6") { provider.snapshot.numberOfItems == 3 }
    #expect(provider.snapshot.names == [["entry 6", "entry 4", "entry 2"]])
  }

  @Test(arguments: Backend.allCases)
  func `snapshots arrive in the order the database committed them`(backend: Backend)
    async throws
  {
    let folder = try TemporaryFolder()
    let database = try backend.open(in: folder)
    let provider = EntryProvider(database, request: Entry.ordered)
    var published: [Int] = []
    let token = provider.observe { published.append($0.numberOfItems) }
    for id in 1...100 {
      try await database.write { db in try Entry(Int64(id)).insert(db) }
    }
    try await waitUntil("the last commit") { provider.snapshot.numberOfItems == 100 }
    // Commits in quick succession may arrive together, but never out of order.
    #expect(published == published.sorted())
    #expect(Set(published).count == published.count)
    #expect(published.last == 100)
    token.cancel()
  }

  @Test func `a commit that does not change the result publishes nothing`() async throws {
    let folder = try TemporaryFolder()
    let database = try Backend.queue.open(in: folder, entries: [Entry(1)])
    let provider = EntryProvider(database, request: Entry.filter(Column("section") == "A"))
    var count = 0
    let token = provider.observe { _ in count += 1 }
    try await waitUntil("the first result") { count == 1 }
    try await database.write { db in try Entry(2, section: "Z").insert(db) }
    try await database.write { db in try Entry(3, section: "A").insert(db) }
    try await waitUntil("entry 3") { provider.snapshot.numberOfItems == 2 }
    #expect(count == 2)
    token.cancel()
  }
}
