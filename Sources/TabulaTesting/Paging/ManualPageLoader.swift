public import Tabula

/// A page loader for tests of paged lists, whose pages the test hands out: each load waits
/// until the test answers it, so the test decides when every page arrives, in which order,
/// and with what, and never waits on a clock.
///
/// ```swift
/// let pages = ManualPageLoader<User, Int>()
/// let users = PagedProvider(loadPage: pages.loader)
/// users.refresh()
/// #expect(await pages.nextRequest().cursor == nil)   // the first page is asked for
/// await pages.answer([ada, grace], next: 2)          // and arrives now
/// ```
///
/// It counts the loads running at once, remembers every cursor asked for, and whether each
/// load was cancelled by the time it returned. A load still waiting when the loader is
/// released fails with `CancellationError`, so that no load outlives its test.
@MainActor
public final class ManualPageLoader<Item: Identifiable & Equatable & Sendable, Cursor: Sendable>
where Item.ID: Sendable {
  /// A page: its items and the cursor of the next page.
  public typealias Page = (items: [Item], nextCursor: Cursor?)

  /// A page of a list that pages in both directions: its items, and the cursors of the pages
  /// before and after it.
  public typealias BidirectionalPage = (items: [Item], earlierCursor: Cursor?, laterCursor: Cursor?)

  /// A load waiting for its answer.
  public struct Request: Sendable {
    /// Which page is asked for.
    public let page: PagedProvider<Item, Cursor>.PageRequest

    /// The cursor asked for; `nil` for the first page.
    public var cursor: Cursor? {
      switch page {
      case .first: nil
      case .after(let cursor), .before(let cursor): cursor
      }
    }

    let continuation: CheckedContinuation<BidirectionalPage, any Error>?
  }

  /// The loads waiting for an answer, oldest first.
  public private(set) var pending: [Request] = []

  /// Every cursor asked for, in order.
  public private(set) var cursors: [Cursor?] = []

  /// The loads running now.
  public private(set) var running = 0

  /// The most loads that ever ran at once.
  public private(set) var mostRunning = 0

  /// Whether each load, in order of return, saw its task cancelled.
  public private(set) var cancellations: [Bool] = []

  private var requestWaiters: [CheckedContinuation<Void, Never>] = []
  private var returnWaiter: CheckedContinuation<Void, Never>?

  /// Creates a loader with no load waiting.
  public init() {}

  deinit {
    for request in pending { request.continuation?.resume(throwing: CancellationError()) }
  }

  /// The closure to give a `PagedProvider`.
  ///
  /// It holds the loader weakly, and so does each load while it waits: a load waiting for an
  /// answer that never comes must not keep the loader alive, whose release ends the load.
  public var loader: PagedProvider<Item, Cursor>.PageLoader {
    let load = bidirectionalLoader
    return { cursor in
      let page = try await load(cursor.map { .after($0) } ?? .first)
      return (page.items, page.laterCursor)
    }
  }

  /// The closure to give a `PagedProvider` that pages in both directions.
  ///
  /// It holds the loader weakly, as ``loader`` does.
  public var bidirectionalLoader: PagedProvider<Item, Cursor>.BidirectionalPageLoader {
    { [weak self] page in
      let request = Request(page: page, continuation: nil)
      self?.loadDidStart(request.cursor)
      defer { self?.loadDidReturn() }
      return try await withCheckedThrowingContinuation { continuation in
        guard let self else { return continuation.resume(throwing: CancellationError()) }
        self.waitForAnswer(Request(page: page, continuation: continuation))
      }
    }
  }

  /// Waits until a load is waiting for its answer, and returns the oldest.
  ///
  /// - Returns: The oldest waiting load.
  public func nextRequest() async -> Request {
    while pending.isEmpty {
      await withCheckedContinuation { requestWaiters.append($0) }
    }
    return pending[0]
  }

  /// Answers the oldest waiting load, then waits until the provider has handled the answer; for
  /// a load of an earlier page, the page's cursor is the one before it.
  ///
  /// A `PagedProvider` handles a page synchronously once the loader returns, and the
  /// loader resumes the test as it returns: the test runs again once the provider is done.
  ///
  /// - Parameter result: The page, or the error the load throws.
  public func answer(_ result: Result<Page, any Error>) async {
    let page = pending.first?.page
    await answerBothWays(
      result.map { items, next in
        if case .before = page { (items, next, nil) } else { (items, nil, next) }
      })
  }

  /// Answers the oldest waiting load of a list that pages in both directions, then waits until
  /// the provider has handled the answer.
  ///
  /// - Parameter result: The page, or the error the load throws.
  public func answerBothWays(_ result: Result<BidirectionalPage, any Error>) async {
    let request = pending.removeFirst()
    await withCheckedContinuation { done in
      returnWaiter = done
      request.continuation?.resume(with: result)
    }
  }

  /// Answers the oldest waiting load of a list that pages in both directions with a page.
  ///
  /// - Parameters:
  ///   - items: The page's items, in the order they show.
  ///   - earlier: The cursor of the page before it; `nil` if there is none.
  ///   - later: The cursor of the page after it; `nil` if there is none.
  public func answer(_ items: [Item], earlier: Cursor?, later: Cursor?) async {
    await answerBothWays(.success((items, earlier, later)))
  }

  /// Answers the oldest waiting load with a page.
  ///
  /// - Parameters:
  ///   - items: The page's items.
  ///   - next: The cursor of the next page in the direction of the load (the page before, for
  ///     a load of an earlier page); `nil` after the last page.
  public func answer(_ items: [Item], next: Cursor?) async {
    await answer(.success((items, next)))
  }

  private func loadDidStart(_ cursor: Cursor?) {
    running += 1
    mostRunning = max(mostRunning, running)
    cursors.append(cursor)
  }

  private func waitForAnswer(_ request: Request) {
    pending.append(request)
    let waiters = requestWaiters
    requestWaiters = []
    for waiter in waiters { waiter.resume() }
  }

  private func loadDidReturn() {
    running -= 1
    cancellations.append(Task.isCancelled)
    returnWaiter?.resume()
    returnWaiter = nil
  }
}
