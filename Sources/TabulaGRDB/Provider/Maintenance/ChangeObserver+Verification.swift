import GRDB

// MARK: - ChangeObserver + Verification

extension ChangeObserver {
  /// After a commit delivered as changes: when the verification is due, fetches the whole
  /// result as this commit left it and delivers it to be compared with the maintained list.
  ///
  /// On a pool the fetch is a concurrent read, which sees this commit and no later one while
  /// the writer goes on; on a queue it runs here, on the writer.
  func verifyIfDue(_ db: Database, shape: QueryShape) throws {
    guard let interval = verificationInterval else { return }
    commitsSinceVerification += 1
    guard commitsSinceVerification >= interval else { return }
    commitsSinceVerification = 0
    let delivered = deliveryCount
    let source = source
    let send = send
    guard let pool = concurrentReader else {
      let rows = try source.fetch(db, shape: shape, rowIDs: nil)
      return send(.verification(rows, sql: shape.sql, afterDeliveries: delivered))
    }
    pool.asyncConcurrentRead { result in
      // NB: a failed read skips this check; the next commit's observation reports errors.
      guard let db = try? result.get(),
        let rows = try? source.fetch(db, shape: shape, rowIDs: nil)
      else { return }
      send(.verification(rows, sql: shape.sql, afterDeliveries: delivered))
    }
  }
}
