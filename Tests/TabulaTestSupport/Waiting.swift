/// Thrown when a condition a test waits for does not come true in time.
package struct TimedOut: Error, CustomStringConvertible {
  /// What the test waited for.
  package let what: String

  /// A sentence naming it.
  package var description: String { "timed out waiting for \(what)" }
}

/// Waits, yielding the main actor so that observations are delivered, until `condition`
/// holds; throws after `timeout`, which only bounds a test that would otherwise hang.
///
/// The timeout counts the waiter's own polls, not the clock: a property test holds the main
/// actor for minutes without suspending, and the time it holds it must not fail a test that
/// waits behind it.
///
/// - Parameters:
///   - what: What the test waits for, for the error.
///   - timeout: How long to poll at most, in 2 ms polls.
///   - condition: Whether the wait is over.
/// - Throws: ``TimedOut``, or what `condition` throws.
@available(iOS 16, macOS 13, tvOS 16, visionOS 1, *)
@MainActor
package func waitUntil(
  _ what: String, timeout: Duration = .seconds(60), _ condition: @MainActor () throws -> Bool
) async throws {
  let poll = Duration.milliseconds(2)
  var polled = Duration.zero
  while try !condition() {
    if polled >= timeout { throw TimedOut(what: what) }
    try await Task.sleep(for: poll)
    polled += poll
  }
}
