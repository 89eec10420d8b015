import Foundation
import GRDB
import Tabula
import TabulaGRDB

/// Arbitrary bytes as a SQLite file and an arbitrary query through `QueryProvider`: the
/// provider publishes a snapshot or calls its error handler, never traps, and the file is
/// left exactly as it was.
enum SQLiteTarget {
  /// How long a provider may take to publish or report, under the sanitizers.
  static let deadline: TimeInterval = 20

  @MainActor
  static func run(_ input: inout FuzzInput) throws(FuzzFailure) {
    let query = FuzzQuery(&input)
    let contents = Data(input.remainingBytes())
    let file = WorkFile.shared
    file.reset(to: contents)
    do {
      let queue = try DatabaseQueue(path: file.path)
      try observe(query, in: queue)
      try queue.close()
    } catch let failure as FuzzFailure {
      throw failure
    } catch {
      // Opening or closing refused the file: a thrown error is the promise kept.
    }
    try require(file.contents == contents, "\(query): the file changed")
  }

  /// Starts a provider on the query and waits for its first snapshot or error.
  @MainActor
  private static func observe(_ query: FuzzQuery, in queue: DatabaseQueue) throws(FuzzFailure) {
    var outcome: String?
    let request = SQLRequest<FuzzRecord>(sql: query.sql)
    let onError: QueryProvider<ListSection, FuzzRecord>.ErrorHandler = { outcome = "error \($0)" }
    let provider =
      query.isGrouped
      ? QueryProvider(
        queue, request: request, sectionKey: { $0.name ?? "" },
        orderingColumn: query.orderingColumn,
        onError: onError)
      : QueryProvider(
        queue, request: request, orderingColumn: query.orderingColumn, onError: onError)
    let token = provider.observe { outcome = "\($0.numberOfItems) items" }
    let end = Date(timeIntervalSinceNow: deadline)
    while outcome == nil, Date() < end {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
    }
    try require(outcome != nil, "\(query): no snapshot and no error after \(deadline) s")
    token.cancel()
    withExtendedLifetime(provider) {}
  }
}
