import GRDB
import Tabula

// MARK: - QueryProvider + Verification

extension QueryProvider {
  /// Compares the maintained list with the whole result of the same commit; on a difference,
  /// reports it and refetches the query after every commit from then on.
  ///
  /// - Complexity: O(*n*), where *n* is the number of rows.
  func verify(against rows: [MaintainedRow<Record>], sql: String) {
    guard !isAwaitingReset, let list,
      let fetched = try? sections.snapshot(of: rows.map(\.record)),
      let divergence = QueryDivergence(sql: sql, maintained: list.snapshot, fetched: fetched)
    else { return }
    if onError == nil {
      print("TabulaGRDB: \(divergence)")
    } else {
      report(divergence)
    }
    stopObserving()
    startRefetching(because: .maintenanceDiverged)
  }
}
