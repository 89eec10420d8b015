/// The network between the demo and its simulated server: a page takes a while to arrive,
/// and some pages fail, so that a person sees a paged list load, fail and retry.
///
/// In a terminal, each answer comes after a delay (`Timing.delay`). In a scripted run
/// (`Timing.betweenSteps`), requests wait until the script's next step, when the runner calls
/// ``answerWaitingRequests()``: every frame shows the same thing on every run, "Loading
/// more…" included, and nothing sleeps.
///
/// ```swift
/// let network = SimulatedNetwork(timing: .betweenSteps, failingPages: [2])
/// let page = try await network.request(page: 2) { users[30..<60] }  // throws, the first time
/// ```
@MainActor
final class SimulatedNetwork {
  /// When the network answers.
  enum Timing: Hashable, Sendable {
    /// After this long: in a terminal.
    case delay(Duration)
    /// When the runner of a script answers the requests waiting: in a scripted run.
    case betweenSteps
  }

  /// The delay in a terminal when the command line gives none.
  static let defaultDelay = Duration.milliseconds(600)

  /// When the network answers.
  let timing: Timing

  /// The pages that fail the next time they are asked for; each fails once, so a retry
  /// gets it.
  private(set) var failingPages: Set<Int>

  /// Every page asked for, in order, cancelled requests included.
  private(set) var requestedPages: [Int] = []

  /// The requests waiting for the script's next step, oldest first.
  private var waiting: [PendingRequest] = []

  /// Who waits for each request's caller to have handled its answer.
  private var handledWaiters: [ObjectIdentifier: CheckedContinuation<Void, Never>] = [:]

  // MARK: Lifecycle

  /// Creates a network.
  ///
  /// - Parameters:
  ///   - timing: When the network answers.
  ///   - failingPages: The pages, from 1, that fail the first time they are asked for.
  init(timing: Timing, failingPages: Set<Int> = []) {
    self.timing = timing
    self.failingPages = failingPages
  }

  // MARK: Internal

  /// Asks for a page: waits as ``timing`` says, then fails if the page is one of
  /// ``failingPages`` (which forgets it), or returns what `answer` makes.
  ///
  /// - Parameters:
  ///   - page: The page's number, from 1.
  ///   - answer: Makes the server's answer, once the request arrives.
  /// - Returns: The answer.
  /// - Throws: ``PageLoadError`` for a failing page; `CancellationError` if the task is
  ///   cancelled while the request waits.
  func request<Answer>(page: Int, _ answer: () -> Answer) async throws -> Answer {
    let request = PendingRequest()
    requestedPages.append(page)
    defer { didReturn(request) }
    switch timing {
    case .delay(let delay):
      try await Task.sleep(for: delay)
    case .betweenSteps:
      waiting.append(request)
      try await withTaskCancellationHandler {
        try await request.wait()
      } onCancel: {
        request.settle(.failure(CancellationError()))
      }
    }
    // NB: a cancelled load is dropped by whoever asked; it must not use up a page's failure.
    try Task.checkCancellation()
    if failingPages.remove(page) != nil { throw PageLoadError(page: page) }
    return answer()
  }

  /// Whether a request waits for the script's next step: one the network has neither
  /// answered nor seen cancelled.
  var isHoldingRequest: Bool {
    waiting.contains { !$0.isSettled }
  }

  /// Answers every request waiting now, oldest first, and returns once each caller has
  /// handled its answer; requests made meanwhile wait for the next call.
  ///
  /// A caller handles its answer on the main actor as soon as its request returns, with no
  /// suspension in between (a `PagedProvider` shows the page at once): so once the request
  /// has returned and this method runs again, the page is on screen.
  func answerWaitingRequests() async {
    let answering = waiting.filter { !$0.isSettled }
    for request in answering where !request.isSettled {
      await withCheckedContinuation { handled in
        handledWaiters[ObjectIdentifier(request)] = handled
        request.settle(.success(()))
      }
    }
  }

  // MARK: Private

  private func didReturn(_ request: PendingRequest) {
    waiting.removeAll { $0 === request }
    handledWaiters.removeValue(forKey: ObjectIdentifier(request))?.resume()
  }
}
