import Foundation

/// A request held by a ``SimulatedNetwork`` in a scripted run: it waits until the network
/// answers it or the task that made it is cancelled, whichever comes first, and resumes its
/// caller once.
///
/// A task is cancelled from any thread, so the state is behind a lock.
final class PendingRequest: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Void, any Error>?
  private var outcome: Result<Void, any Error>?

  // MARK: Lifecycle

  /// Creates a request that waits.
  init() {}

  // MARK: Internal

  /// Whether the request was answered or cancelled.
  var isSettled: Bool {
    lock.lock()
    defer { lock.unlock() }
    return outcome != nil
  }

  /// Waits until the request is settled: returns once answered, throws once cancelled.
  ///
  /// - Throws: `CancellationError` if the task was cancelled first.
  func wait() async throws {
    try await withCheckedThrowingContinuation { continuation in
      lock.lock()
      guard let outcome else {
        self.continuation = continuation
        lock.unlock()
        return
      }
      lock.unlock()
      continuation.resume(with: outcome)
    }
  }

  /// Settles the request, unless it is settled already, and resumes its caller.
  ///
  /// - Parameter outcome: Success to answer it, a failure to cancel it.
  func settle(_ outcome: Result<Void, any Error>) {
    lock.lock()
    guard self.outcome == nil else {
      lock.unlock()
      return
    }
    self.outcome = outcome
    let waiting = continuation
    continuation = nil
    lock.unlock()
    waiting?.resume(with: outcome)
  }
}
