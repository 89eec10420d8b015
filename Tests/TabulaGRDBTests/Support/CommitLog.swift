import Foundation
import GRDB
import Tabula
import TabulaGRDB

/// The result a full refetch gives after every commit, recorded inside each transaction, just
/// before it commits: writes are serialized, so the log is in commit order even with
/// concurrent writers, and a transaction rolled back records nothing.
final class CommitLog: @unchecked Sendable {
  // NB: @unchecked: every access holds the lock.
  private let lock = NSLock()
  private var states: [Snapshot<ListSection, Entry>] = []
  let request: TableQuery<Entry>
  let isKeyed: Bool

  init(request: TableQuery<Entry>, isKeyed: Bool) {
    self.request = request
    self.isKeyed = isKeyed
  }

  /// What a provider of the request shows for the database as `db` reads it.
  func refetch(_ db: Database) throws -> Snapshot<ListSection, Entry> {
    try Snapshot(providerOf: request.fetchAll(db), sectionKey: isKeyed ? \.section : nil)
  }

  /// Records the result as the transaction leaves it; call last in a write.
  func record(_ db: Database) throws {
    let state = try refetch(db)
    lock.withLock { states.append(state) }
  }

  /// The results in commit order, each once in a row: what a provider that publishes every
  /// change, and nothing else, publishes.
  var distinctStates: [Snapshot<ListSection, Entry>] {
    lock.withLock {
      var result: [Snapshot<ListSection, Entry>] = []
      for state in states where result.last != state { result.append(state) }
      return result
    }
  }
}
