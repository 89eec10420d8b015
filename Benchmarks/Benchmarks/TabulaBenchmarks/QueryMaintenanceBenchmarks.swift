import Benchmark
import Foundation
import GRDB
import Tabula
import TabulaGRDB
import TabulaTesting

/// One-row INSERT, UPDATE and DELETE, from the commit to the published snapshot, on tables of
/// 100k and 1M rows: the query maintained from the changed row (`automatic`) side by side with
/// the same query run again (`refetch`, one of the slow baselines: ``SlowBaselines``). The
/// request is ordered by position then id, so it can be maintained.
func addMaintenanceBenchmarks() {
  let sizes = [(100_000, "100k"), (1_000_000, "1M")]
  let maintenances: [QueryMaintenance] =
    SlowBaselines.areIncluded ? [.automatic, .refetch] : [.automatic]
  for (rowCount, size) in sizes {
    for backend in QueryFixture.Backend.allCases {
      for operation in RowOperation.allCases {
        for maintenance in maintenances {
          addMaintenanceBenchmark(
            backend: backend, rowCount: rowCount, size: size, operation: operation,
            maintenance: maintenance, surface: .none)
        }
      }
    }
  }
  for (rowCount, size) in sizes {
    addMaintenanceBenchmark(
      backend: .pool, rowCount: rowCount, size: size, operation: .update,
      maintenance: .automatic, surface: .headless)
    for backend in QueryFixture.Backend.allCases {
      for operation in RowOperation.allCases {
        addMaintenanceBenchmark(
          backend: backend, rowCount: rowCount, size: size, operation: operation,
          maintenance: .automatic, surface: .idle)
      }
    }
    // NB: issue 54's bar, the table path within 10% of the UIKit path (`.idle`) above.
    for operation in RowOperation.allCases {
      addMaintenanceBenchmark(
        backend: .pool, rowCount: rowCount, size: size, operation: operation,
        maintenance: .automatic, surface: .table)
    }
    for operation in RowOperation.allCases {
      addSharedSnapshotBenchmark(rowCount: rowCount, size: size, operation: operation)
    }
  }
}

/// What a maintained query's one-row change costs in the snapshot alone: the change made with
/// Snapshot's public API on a snapshot that is also held elsewhere (as a published snapshot
/// is), so that the edit copies its storage first.
private func addSharedSnapshotBenchmark(rowCount: Int, size: String, operation: RowOperation) {
  Benchmark(
    "QueryProvider baseline: 1-row \(operation.rawValue) in a shared Snapshot of \(size)",
    configuration: .init(metrics: [.wallClock], maxDuration: .seconds(5), maxIterations: 50)
  ) { benchmark, published in
    let middle = ItemPath(section: 0, item: rowCount / 2)
    let row = QueryFixture.Row(id: -1, position: rowCount + 1, name: "inserted")
    for _ in benchmark.scaledIterations {
      var next = published
      benchmark.startMeasurement()
      switch operation {
      case .insert: try next.insertItems([row], at: middle)
      case .update:
        if let item = next.item(at: middle) {
          try next.updateItems([QueryFixture.Row(id: item.id, position: item.position, name: "x")])
        }
      case .delete: try next.removeItem(at: middle)
      }
      benchmark.stopMeasurement()
      blackHole(next)
    }
    blackHole(published)
  } setup: {
    try Snapshot<ListSection, QueryFixture.Row>(sections: [
      SnapshotSection(
        ListSection(id: "items"),
        items: (0..<rowCount).map {
          QueryFixture.Row(id: Int64($0), position: 2 * $0, name: "row \($0)")
        })
    ])
  }
}

/// The one-row write a maintenance benchmark commits.
enum RowOperation: String, CaseIterable, Sendable {
  case insert = "INSERT"
  case update = "UPDATE"
  case delete = "DELETE"
}

private func addMaintenanceBenchmark(
  backend: QueryFixture.Backend, rowCount: Int, size: String, operation: RowOperation,
  maintenance: QueryMaintenance, surface: MaintenanceSurface
) {
  let path = maintenance == .refetch ? "refetch" : "incremental"
  let target =
    switch surface {
    case .none: "snapshot published"
    case .headless: "snapshot applied to HeadlessListView"
    case .idle: "batch handed to a surface that does nothing"
    case .table: "batch translated to an NSTableView that does nothing"
    }
  // NB: time enough for the 50 commits, except where a commit takes most of a second (a
  // refetch of 1M rows, the headless view checking 1M rows), which stop at the budget.
  let budget: Duration =
    maintenance == .refetch ? .seconds(rowCount > 100_000 ? 30 : 15) : .seconds(10)
  Benchmark(
    "QueryProvider \(backend.rawValue): commit 1-row \(operation.rawValue) of \(size) to "
      + "\(target) (\(path))",
    // NB: the closure runs once and measures every commit between `startMeasurement()` and
    // `stopMeasurement()`, each pair a sample. A closure per sample opened a provider per
    // sample, which fetches the whole table first: 0.3 s of 100k rows, 3 s of 1M, and these
    // benchmarks took most of the suite's time for a millisecond of measurement each.
    configuration: .init(
      metrics: [.wallClock, .cpuTotal], warmupIterations: 0, maxDuration: budget,
      maxIterations: 1)
  ) { @MainActor benchmark, fixture async throws in
    let provider = QueryProvider(
      fixture.database, request: QueryFixture.totalRequest, maintenance: maintenance)
    let view = HeadlessListView(visibleRowLimit: 20)
    let idle = IdleSurface()
    let table = TranslatingSurface(.table)
    let shownSurface: any ListSurface =
      switch surface {
      case .idle: idle
      case .table: table
      case .none, .headless: view
      }
    let dataSource = ListDataSource<ListSection, QueryFixture.Row>(
      surface: shownSurface,
      registration: CellRegistration<QueryRowCell, QueryFixture.Row>(),
      diagnostics: .ignore)
    let waiter = SnapshotWaiter()
    let token = provider.observe { snapshot in
      if surface != .none {
        dataSource.apply(snapshot) { waiter.received(dataSource.snapshot) }
      } else {
        waiter.received(snapshot)
      }
    }
    if surface == .headless { view.layoutIfNeeded() }
    await waiter.wait { $0.numberOfItems >= rowCount - 1_000 }
    precondition((provider.refetchReason == nil) == (maintenance != .refetch))

    // NB: identifiers and names unique to this run, as the closure may run more than once on
    // one table.
    var nextID = try await fixture.database.read { db in
      try Int64.fetchOne(db, sql: "SELECT max(id) + 1 FROM row") ?? 0
    }
    let run = UUID().uuidString
    let deadline = ContinuousClock.now + budget
    for iteration in 0..<QueryFixture.commitsPerRun where ContinuousClock.now < deadline {
      let middle = provider.snapshot.item(
        at: ItemPath(section: 0, item: provider.snapshot.numberOfItems / 2))
      guard let middle else { break }
      let write: @Sendable (Database) throws -> Void
      switch operation {
      case .insert:
        let row = QueryFixture.Row(
          id: nextID, position: middle.position + 1, name: "inserted \(run) \(iteration)")
        nextID += 1
        waiter.expect { $0.item(id: row.id) != nil }
        write = { db in try row.insert(db) }
      case .update:
        let name = "edited \(run) \(iteration)"
        waiter.expect { $0.item(id: middle.id)?.name == name }
        write = { db in
          _ = try QueryFixture.Row.filter(id: middle.id).updateAll(db, Column("name").set(to: name))
        }
      case .delete:
        waiter.expect { $0.item(id: middle.id) == nil }
        write = { db in _ = try QueryFixture.Row.deleteOne(db, id: middle.id) }
      }
      benchmark.startMeasurement()
      // NB: a synchronous write keeps the main actor busy until the commit, so the new
      // snapshot cannot arrive before the waiter looks for it.
      try fixture.commit(write)
      await waiter.wait()
      benchmark.stopMeasurement()
    }
    precondition(view.problems.isEmpty, "the headless view caught a problem")
    token.cancel()
    blackHole(provider)
  } setup: {
    try QueryFixture(backend, rowCount: rowCount)
  }
}

/// Where a maintenance benchmark's snapshot goes: nowhere, through `ListDataSource` to the
/// headless view (which checks every row), to a surface that does nothing with the batch (the
/// UIKit path), or to one that translates it into `NSTableView`'s calls on a table that does
/// nothing (TabulaAppKit's path).
enum MaintenanceSurface {
  case none, headless, idle, table
}
