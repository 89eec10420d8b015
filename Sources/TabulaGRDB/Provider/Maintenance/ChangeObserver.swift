import Foundation
import GRDB

/// Collects the rowids each transaction inserts, updates or deletes in a maintained query's
/// table, and after each commit fetches those rows, with the query's own filter, on the
/// writer's connection.
///
/// GRDB calls a transaction observer on the writer's serial queue, so commits are handled one
/// at a time, in commit order; `deliver` hands each result on in that order.
final class ChangeObserver<Record: FetchableRecord & Sendable>: @unchecked Sendable {
  // NB: @unchecked: the state is only touched on the writer's queue, except `cancel()`; the
  // lock orders both (and keeps the thread sanitizer informed).
  let lock = NSLock()
  let source: MaintenanceSource<Record>
  let changeLimit: Int
  let verificationInterval: Int?
  /// The pool the verification reads from concurrently; `nil` for a queue, which reads on the
  /// writer.
  let concurrentReader: DatabasePool?
  let send: @Sendable (QueryDelivery<Record>) -> Void

  /// The query's shape while it is maintained; `nil` before start, once cancelled or once the
  /// query cannot be maintained.
  var shape: QueryShape?
  var schemaVersion: Int32 = 0
  var changedRowIDs: Set<Int64> = []
  var pendingRefetch: QueryRefetchReason?
  /// How many results and changes were delivered: a verification is compared only with the
  /// list that received them all, and no more.
  var deliveryCount = 0
  var commitsSinceVerification = 0

  // MARK: Lifecycle

  init(
    source: MaintenanceSource<Record>, changeLimit: Int, verificationInterval: Int?,
    concurrentReader: DatabasePool?, deliver: @escaping @Sendable (QueryDelivery<Record>) -> Void
  ) {
    self.source = source
    self.changeLimit = max(changeLimit, 0)
    self.verificationInterval = verificationInterval
    self.concurrentReader = concurrentReader
    self.send = deliver
  }

  // MARK: Internal

  /// Decides whether the query can be maintained; if so, starts observing transactions and
  /// delivers the whole result. Runs on the writer, outside any transaction, so that no
  /// commit falls between the fetch and the observation.
  func start(_ db: Database) {
    do {
      switch try source.analyze(db) {
      case .refused(let reason):
        deliver(.unmaintainable(reason))
      case .accepted(let shape):
        let version = try db.schemaVersion()
        let rows = try source.fetch(db, shape: shape, rowIDs: nil)
        lock.withLock {
          self.shape = shape
          schemaVersion = version
        }
        db.add(transactionObserver: self, extent: .observerLifetime)
        deliver(.reset(rows, order: shape.order, reason: nil))
      }
    } catch {
      deliver(.failure(error))
    }
  }

  /// Fetches and delivers the whole result again, on the writer.
  func refetch(_ db: Database, reason: QueryRefetchReason) {
    guard let shape = lock.withLock({ shape }) else { return }
    do {
      let rows = try source.fetch(db, shape: shape, rowIDs: nil)
      deliver(.reset(rows, order: shape.order, reason: reason))
    } catch {
      retire()
      deliver(.failure(error))
    }
  }

  /// Hands a delivery on, counting results and changes.
  func deliver(_ delivery: QueryDelivery<Record>) {
    switch delivery {
    case .reset, .changes: deliveryCount += 1
    case .unmaintainable, .failure, .verification: break
    }
    send(delivery)
  }

  /// Stops delivering; the provider removes the observer from the database.
  func cancel() {
    retire()
  }

  /// Forgets the query's shape, so that no event or commit is handled any more.
  func retire() {
    lock.withLock {
      shape = nil
      changedRowIDs = []
      pendingRefetch = nil
    }
  }
}
