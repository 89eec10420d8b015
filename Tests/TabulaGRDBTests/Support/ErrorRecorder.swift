import Foundation

/// Collects what a provider's error handler receives.
@MainActor
final class ErrorRecorder {
  private(set) var errors: [any Error] = []

  var handler: @MainActor (any Error) -> Void {
    { [weak self] error in self?.errors.append(error) }
  }
}
