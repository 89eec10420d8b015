import Tabula

/// A page loader whose pages the test hands out: each load waits until the test answers it,
/// so the test decides when every page arrives, in which order, and with what.
///
/// It counts the loads running at once, remembers every cursor asked for, and whether each
/// load was cancelled by the time it returned.
@MainActor
final class TestPager {
  typealias Page = (items: [Fruit], nextCursor: Int?)

  /// A load waiting for its answer.
  struct Request {
    /// The cursor asked for; `nil` for the first page.
    let cursor: Int?
    let continuation: CheckedContinuation<Page, any Error>
  }

  /// The loads waiting for an answer, oldest first.
  private(set) var pending: [Request] = []
  /// Every cursor asked for, in order.
  private(set) var cursors: [Int?] = []
  /// The loads running now, and the most that ever ran at once.
  private(set) var running = 0
  private(set) var mostRunning = 0
  /// Whether each load, in order of return, saw its task cancelled.
  private(set) var cancellations: [Bool] = []
  private var requestWaiters: [CheckedContinuation<Void, Never>] = []
  private var returnWaiter: CheckedContinuation<Void, Never>?

  /// The closure to give a ``PagedProvider``.
  var loader: PagedProvider<Fruit, Int>.PageLoader {
    { [self] cursor in try await load(cursor) }
  }

  func load(_ cursor: Int?) async throws -> Page {
    running += 1
    mostRunning = max(mostRunning, running)
    defer {
      running -= 1
      cancellations.append(Task.isCancelled)
      returnWaiter?.resume()
      returnWaiter = nil
    }
    return try await withCheckedThrowingContinuation { continuation in
      pending.append(Request(cursor: cursor, continuation: continuation))
      cursors.append(cursor)
      let waiters = requestWaiters
      requestWaiters = []
      for waiter in waiters { waiter.resume() }
    }
  }

  /// Waits until a load is waiting for its answer, and returns the oldest.
  func nextRequest() async -> Request {
    while pending.isEmpty {
      await withCheckedContinuation { requestWaiters.append($0) }
    }
    return pending[0]
  }

  /// Answers the oldest waiting load, then waits until the provider has handled the answer.
  ///
  /// The provider handles a page synchronously once the loader returns, and the loader
  /// resumes the test as it returns: the test runs again once the provider is done.
  func answer(_ result: Result<Page, any Error>) async {
    let request = pending.removeFirst()
    await withCheckedContinuation { done in
      returnWaiter = done
      request.continuation.resume(with: result)
    }
  }

  /// Answers the oldest waiting load with a page.
  func answer(_ ids: [Int], next: Int?) async {
    await answer(.success((ids.map { Fruit($0) }, next)))
  }
}

/// The error a test pager's page fails with.
struct PageFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String = "The network is offline") { self.description = description }
}
