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
/// - Parameters:
///   - what: What the test waits for, for the error.
///   - timeout: How long to wait at most.
///   - condition: Whether the wait is over.
/// - Throws: ``TimedOut``, or what `condition` throws.
@available(iOS 16, macOS 13, tvOS 16, visionOS 1, *)
@MainActor
package func waitUntil(
  _ what: String, timeout: Duration = .seconds(60), _ condition: @MainActor () throws -> Bool
) async throws {
  let deadline = ContinuousClock.now + timeout
  while try !condition() {
    if ContinuousClock.now >= deadline { throw TimedOut(what: what) }
    try await Task.sleep(for: .milliseconds(2))
  }
}
