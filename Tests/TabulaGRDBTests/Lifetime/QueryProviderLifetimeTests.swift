import GRDB
import Tabula
import TabulaGRDB
import TabulaTestSupport
import Testing

/// The observation lives exactly as long as the provider.
@MainActor
struct QueryProviderLifetimeTests {
  @Test(arguments: Backend.allCases)
  func `releasing the provider frees it and ends its observation`(backend: Backend) async throws {
    let folder = try TemporaryFolder()
    let database = try backend.open(in: folder, entries: [Entry(1)])
    weak var released: EntryProvider?
    var published = 0
    var token: ObservationToken?
    do {
      let provider = EntryProvider(database, request: Entry.ordered)
      released = provider
      token = provider.observe { _ in published += 1 }
      try await waitUntil("the first result") { published == 1 }
    }
    #expect(released == nil)

    // A second provider tells when the next commit has been observed.
    let witness = EntryProvider(database, request: Entry.ordered)
    try await database.write { db in try Entry(2).insert(db) }
    try await waitUntil("the witness sees entry 2") { witness.snapshot.numberOfItems == 2 }
    #expect(published == 1)
    #expect(token?.isCancelled == false)
  }

  @Test func `a cancelled token is not called again, and the provider keeps observing`()
    async throws
  {
    let folder = try TemporaryFolder()
    let database = try Backend.queue.open(in: folder, entries: [Entry(1)])
    let provider = EntryProvider(database, request: Entry.ordered)
    var first = 0
    var second = 0
    let cancelled = provider.observe { _ in first += 1 }
    let kept = provider.observe { _ in second += 1 }
    try await waitUntil("the first result") { first == 1 && second == 1 }
    cancelled.cancel()
    #expect(provider.observerCount == 1)
    try await database.write { db in try Entry(2).insert(db) }
    try await waitUntil("entry 2") { second == 2 }
    #expect(first == 1)
    #expect(provider.isObserving)
    kept.cancel()
  }

  @Test func `a provider starts empty, and its first result arrives without a commit`()
    async throws
  {
    let folder = try TemporaryFolder()
    let database = try Backend.pool.open(in: folder, entries: [Entry(1), Entry(2)])
    let provider = EntryProvider(database, request: Entry.ordered)
    #expect(provider.snapshot.numberOfItems == 0)
    try await waitUntil("the first result") { provider.snapshot.numberOfItems == 2 }
    #expect(provider.numberOfSections == 1)
    #expect(provider.item(at: ItemPath(section: 0, item: 1))?.name == "entry 2")
  }
}
