import Benchmark
import Foundation
import GRDB
import Tabula
import TabulaGRDB
import TabulaTesting

/// The time from a single-row commit to the new snapshot, on a 100,000-row table: the commit,
/// GRDB's observation running the whole query again, the snapshot built from 100,000 records,
/// its delivery on the main actor, and (in the last benchmark) the data source's diff and the
/// headless view's update.
///
/// These run the query again on every commit (``QueryMaintenance/refetch``), as every query did
/// before queries were maintained: they are slow baselines (``SlowBaselines``).
///
/// Then one-row INSERT, UPDATE and DELETE on tables of 100k and 1M rows, side by side: the
/// query maintained from the changed row, and the same query refetched
/// (``QueryMaintenance/refetch``); see `addMaintenanceBenchmarks()`.
func addQueryProviderBenchmarks() {
  if SlowBaselines.areIncluded {
    for backend in QueryFixture.Backend.allCases {
      addQueryProviderBenchmark("commit 1 row of 100k to snapshot published", backend) { nil }
    }
  }
  addMaintenanceBenchmarks()
  guard SlowBaselines.areIncluded else { return }
  addQueryProviderBenchmark("commit 1 row of 100k to snapshot applied to HeadlessListView", .pool) {
    let view = HeadlessListView(visibleRowLimit: 20)
    let dataSource = ListDataSource<ListSection, QueryFixture.Row>(
      surface: view, registration: CellRegistration<QueryRowCell, QueryFixture.Row>(),
      diagnostics: .ignore)
    return (view, dataSource)
  }
}

private func addQueryProviderBenchmark(
  _ name: String,
  _ backend: QueryFixture.Backend,
  surface:
    @escaping @MainActor () -> (
      HeadlessListView, ListDataSource<ListSection, QueryFixture.Row>
    )?
) {
  Benchmark(
    "QueryProvider \(backend.rawValue): \(name)",
    // NB: one closure, each commit a sample, as in `addMaintenanceBenchmark`.
    configuration: .init(
      metrics: [.wallClock, .cpuTotal], warmupIterations: 0, maxDuration: .seconds(20),
      maxIterations: 1)
  ) { @MainActor benchmark, fixture async throws in
    let provider = QueryProvider(
      fixture.database, request: QueryFixture.request, maintenance: .refetch)
    let shown = surface()
    let waiter = SnapshotWaiter()
    let token = provider.observe { snapshot in
      if let dataSource = shown?.1 {
        dataSource.apply(snapshot) { waiter.received(dataSource.snapshot) }
      } else {
        waiter.received(snapshot)
      }
    }
    shown?.0.layoutIfNeeded()
    await waiter.wait { $0.numberOfItems == fixture.rowCount }
    precondition(shown?.0.problems.isEmpty ?? true, "the headless view caught a problem")

    // NB: names unique to this run, as the closure may run more than once on one table.
    let run = UUID().uuidString
    let deadline = ContinuousClock.now + .seconds(20)
    for iteration in 0..<QueryFixture.commitsPerRun where ContinuousClock.now < deadline {
      let name = "edited \(run) \(iteration)"
      waiter.expect { $0.item(id: QueryFixture.middleID)?.name == name }
      benchmark.startMeasurement()
      // NB: a synchronous write keeps the main actor busy until the commit, so the new
      // snapshot cannot arrive before the waiter looks for it.
      try fixture.rename(QueryFixture.middleID, to: name)
      await waiter.wait()
      benchmark.stopMeasurement()
    }
    precondition(shown?.0.problems.isEmpty ?? true, "the headless view caught a problem")
    token.cancel()
    blackHole(provider)
  } setup: {
    try QueryFixture(backend, rowCount: 100_000)
  }
}

/// A table of rows in a temporary SQLite file; row *i* has position 2*i*, so that a row can be
/// inserted between any two.
struct QueryFixture: Sendable {
  enum Backend: String, CaseIterable, Sendable {
    case queue = "DatabaseQueue"
    case pool = "DatabasePool"
  }

  struct Row: Codable, FetchableRecord, PersistableRecord, Identifiable, Equatable, Sendable {
    static let databaseTableName = "row"
    var id: Int64
    var position: Int
    var name: String
  }

  static let middleID: Int64 = 50_000
  /// The commits a benchmark measures, each a sample, on one provider.
  static let commitsPerRun = 50
  static let request = Row.order(Column("position"))
  /// The same order, made total by the primary key, so that it can be maintained.
  static let totalRequest = Row.query(orderedBy: "position", "id")

  let database: any DatabaseWriter
  let rowCount: Int

  /// Commits a new name for one row, blocking the caller until the commit.
  func rename(_ id: Int64, to name: String) throws {
    _ = try database.write { db in
      try Row.filter(id: id).updateAll(db, Column("name").set(to: name))
    }
  }

  /// Commits a write, blocking the caller until the commit.
  func commit(_ write: (Database) throws -> Void) throws {
    try database.write(write)
  }

  init(_ backend: Backend, rowCount: Int) throws {
    self.rowCount = rowCount
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("QueryProviderBenchmark-\(UUID().uuidString).sqlite").path
    database =
      switch backend {
      case .queue: try DatabaseQueue(path: path)
      case .pool: try DatabasePool(path: path)
      }
    try database.write { db in
      try db.create(table: Row.databaseTableName) { table in
        table.primaryKey("id", .integer)
        table.column("position", .integer).notNull()
        table.column("name", .text).notNull()
      }
      // NB: one statement that SQLite runs by itself, where a record inserted at a time took
      // seconds of each 1M-row benchmark's setup. The rows are those of
      // `Row(id: id, position: 2 * id, name: "row \(id)")`.
      try db.execute(
        sql: """
          WITH RECURSIVE ids(id) AS (SELECT 0 UNION ALL SELECT id + 1 FROM ids WHERE id + 1 < ?)
          INSERT INTO row (id, position, name) SELECT id, 2 * id, 'row ' || id FROM ids
          """, arguments: [rowCount])
    }
  }
}

/// Resumes a waiting benchmark when a snapshot that satisfies its condition arrives, even if
/// it arrived before the benchmark started waiting.
@MainActor
final class SnapshotWaiter {
  private var condition: (Snapshot<ListSection, QueryFixture.Row>) -> Bool = { _ in false }
  private var isSatisfied = false
  private var continuation: CheckedContinuation<Void, Never>?

  func expect(_ condition: @escaping (Snapshot<ListSection, QueryFixture.Row>) -> Bool) {
    self.condition = condition
    isSatisfied = false
  }

  func wait(until condition: @escaping (Snapshot<ListSection, QueryFixture.Row>) -> Bool) async {
    expect(condition)
    await wait()
  }

  func wait() async {
    if isSatisfied { return }
    await withCheckedContinuation { continuation = $0 }
  }

  func received(_ snapshot: Snapshot<ListSection, QueryFixture.Row>) {
    guard !isSatisfied, condition(snapshot) else { return }
    isSatisfied = true
    continuation?.resume()
    continuation = nil
  }
}

/// The cell the headless view makes for each visible row.
final class QueryRowCell: ConfigurableCell, HeadlessConstructibleCell {
  private(set) var shown: QueryFixture.Row?

  init() {}

  func configure(with row: QueryFixture.Row, at path: ItemPath) {
    shown = row
  }
}
