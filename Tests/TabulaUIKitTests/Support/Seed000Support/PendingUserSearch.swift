import TabulaExampleModels
import TabulaExamples

/// A user search that answers only when the test says so, to look at a screen while its
/// search runs, or to answer two searches in any order.
@MainActor
final class PendingUserSearch {
  private var requests: [(term: String, answer: CheckedContinuation<[GitHubUser], any Error>)] =
    []
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// The terms searched and not answered yet, oldest first.
  var pendingTerms: [String] { requests.map(\.term) }

  /// Searches: waits until the test answers.
  ///
  /// - Parameter term: The term searched.
  /// - Returns: What the test answers.
  /// - Throws: What the test answers.
  func search(_ term: String) async throws -> [GitHubUser] {
    try await withCheckedThrowingContinuation { continuation in
      requests.append((term, continuation))
      let waiting = waiters
      waiters = []
      for waiter in waiting { waiter.resume() }
    }
  }

  /// Waits until this many searches wait for an answer.
  ///
  /// - Parameter count: The number of searches.
  func waitForSearches(_ count: Int = 1) async {
    while requests.count < count {
      await withCheckedContinuation { waiters.append($0) }
    }
  }

  /// Answers the oldest search of a term.
  ///
  /// - Parameters:
  ///   - term: The term searched.
  ///   - result: The users found, or the error.
  /// - Returns: Whether a search of that term was waiting.
  @discardableResult
  func answer(_ term: String, with result: Result<[GitHubUser], any Error>) -> Bool {
    guard let index = requests.firstIndex(where: { $0.term == term }) else { return false }
    requests.remove(at: index).answer.resume(with: result)
    return true
  }
}

/// The error of a search made without a connection.
struct OfflineError: Error, CustomStringConvertible {
  /// What the screen shows.
  var description: String { "The Internet connection appears to be offline." }
}
