import Tabula

/// Counts the hash and equality calls made on ``CountingID`` values in the current task.
///
/// NB: unchecked because a counter is only ever bound to one task (through `current`) and
/// read after that task's work is done, so its counts are never touched concurrently.
final class OperationCounter: @unchecked Sendable {
  var hashes = 0
  var equalities = 0

  /// The counter of the running task, if it is counting.
  @TaskLocal static var current: OperationCounter?

  /// Runs `body` and returns how many hashes and equality checks it made.
  static func count(_ body: () throws -> Void) rethrows -> (hashes: Int, equalities: Int) {
    let counter = OperationCounter()
    try $current.withValue(counter) { try body() }
    return (counter.hashes, counter.equalities)
  }
}

/// An identifier that reports every `hash(into:)` and `==` call to the task's counter.
struct CountingID: Hashable, Sendable {
  let value: Int

  static func == (lhs: CountingID, rhs: CountingID) -> Bool {
    OperationCounter.current?.equalities += 1
    return lhs.value == rhs.value
  }

  func hash(into hasher: inout Hasher) {
    OperationCounter.current?.hashes += 1
    hasher.combine(value)
  }
}

/// An item identified by a ``CountingID``.
struct CountedItem: Identifiable, Equatable, Sendable {
  let id: CountingID
}

/// A section identified by a ``CountingID``.
struct CountedSection: SectionModel, Sendable {
  let id: CountingID
}
