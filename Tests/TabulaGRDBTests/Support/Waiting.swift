import Foundation
import Testing

/// Thrown when a condition a test waits for does not come true in time.
struct TimedOut: Error, CustomStringConvertible {
  let what: String
  var description: String { "timed out waiting for \(what)" }
}

/// Waits, yielding the main actor so that observations are delivered, until `condition`
/// holds; throws after `timeout`, which only bounds a test that would otherwise hang.
@MainActor
func waitUntil(
  _ what: String, timeout: Duration = .seconds(60), _ condition: @MainActor () throws -> Bool
) async throws {
  let deadline = ContinuousClock.now + timeout
  while try !condition() {
    if ContinuousClock.now >= deadline { throw TimedOut(what: what) }
    try await Task.sleep(for: .milliseconds(2))
  }
}

/// Collects what a provider's error handler receives.
@MainActor
final class ErrorRecorder {
  private(set) var errors: [any Error] = []

  var handler: @MainActor (any Error) -> Void {
    { [weak self] error in self?.errors.append(error) }
  }
}
