/// The blocks a host queued for a later turn of the main actor, run when the test says.
@MainActor
package final class ManualScheduler {
  /// The blocks waiting, in the order they came.
  package private(set) var queued: [@MainActor () -> Void] = []

  /// Queues a block, as `HostWriteQueue.Scheduler`.
  package var schedule: @MainActor (@escaping @MainActor () -> Void) -> Void {
    { [weak self] block in self?.queued.append(block) }
  }

  /// Creates a scheduler that runs nothing until ``drain()``.
  package init() {}

  /// Runs the queued blocks, and those they queue, until none is left.
  package func drain() {
    while !queued.isEmpty {
      let blocks = queued
      queued = []
      for block in blocks { block() }
    }
  }
}
