import GRDB
import Synchronization
import Tabula
import TabulaGRDB
import TabulaTestSupport
import TabulaTesting
import Testing

/// A provider does nothing until it is observed: SwiftUI makes a `@State` property's default
/// value again each time it makes the view, and keeps only the first (Apple, "State": a state
/// property "always instantiates its default value when SwiftUI instantiates the view. For
/// this reason, avoid side effects and performance-intensive work when initializing the
/// default value"; quoted in forums.swift.org/t/observations-state-init-multiple-times/77739).
@MainActor
struct QueryProviderLazinessTests {
  let folder: TemporaryFolder
  let statements = StatementCounter()

  init() throws {
    folder = try TemporaryFolder()
  }

  /// A queue on a database of two entries that counts the queries of the `entry` table once
  /// it is set up.
  func countedQueue() throws -> DatabaseQueue {
    let path = folder.path("list.sqlite")
    _ = try Backend.queue.open(in: folder, entries: [Entry(1), Entry(2)])
    var configuration = Configuration()
    let statements = statements
    configuration.prepareDatabase { db in
      db.trace { event in
        if case .statement(let statement) = event, statement.sql.hasPrefix("SELECT"),
          statement.sql.contains("entry")
        {
          statements.increment()
        }
      }
    }
    return try DatabaseQueue(path: path, configuration: configuration)
  }

  @Test(arguments: [QueryMaintenance.automatic, .refetch])
  func `providers made and never observed run no query and watch no commit`(
    maintenance: QueryMaintenance
  ) async throws {
    let queue = try countedQueue()
    let providers = (0..<5).map { _ in
      EntryProvider(queue, request: Entry.ordered, maintenance: maintenance)
    }
    // NB: a queue runs its work in order: an observation started in `init` would have queued
    // its first fetch before this write.
    try await queue.write { db in try Entry(3).insert(db) }
    try await queue.read { _ in }
    #expect(statements.count == 0)
    #expect(providers.allSatisfy { !$0.isObserving && $0.observerCount == 0 })
  }

  @Test(arguments: [QueryMaintenance.automatic, .refetch])
  func `the first observer starts the query and receives its result`(
    maintenance: QueryMaintenance
  ) async throws {
    let queue = try countedQueue()
    let provider = EntryProvider(queue, request: Entry.ordered, maintenance: maintenance)
    var received: [Int] = []
    let token = provider.observe { snapshot in received.append(snapshot.numberOfItems) }
    #expect(provider.isObserving)
    try await waitUntil("the first result") { received == [2] }
    #expect(statements.count > 0)
    try await queue.write { db in try Entry(3).insert(db) }
    try await waitUntil("the commit") { received == [2, 3] }
    token.cancel()
  }

  @Test func `a data source binding the provider shows its rows`() async throws {
    let queue = try countedQueue()
    let provider = EntryProvider(queue, request: Entry.ordered)
    let dataSource = ListDataSource(
      surface: HeadlessListView(), registration: CellRegistration<EntryCell, Entry>())
    #expect(statements.count == 0)
    let token = dataSource.bind(to: provider)
    try await waitUntil("two rows") { dataSource.snapshot.numberOfItems == 2 }
    token.cancel()
  }
}

/// Counts statements from any thread.
final class StatementCounter: Sendable {
  private let value = Mutex(0)

  var count: Int { value.withLock { $0 } }

  func increment() {
    value.withLock { $0 += 1 }
  }
}
