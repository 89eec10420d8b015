/// Runs a closure when it is released: held by an observation token's cancel step, it tells
/// a provider that the token was cancelled or let go.
final class ReleaseSignal: Sendable {
  private let onRelease: @Sendable () -> Void

  init(_ onRelease: @escaping @Sendable () -> Void) {
    self.onRelease = onRelease
  }

  deinit {
    onRelease()
  }
}
