/// Keeps an observation of a provider alive; cancel it, or let it go, to stop observing.
///
/// ```swift
/// let token = dataSource.bind(to: provider)   // or provider.observe { … } for your own use
/// // ...
/// token.cancel()  // or drop the last reference to `token`
/// ```
///
/// A provider holds its observers weakly through their tokens: once a token is cancelled or
/// released, its closure is never called again and is freed at once, with whatever it
/// captured.
@MainActor
public final class ObservationToken {
  private var onCancel: (@MainActor () -> Void)?
  /// What lives exactly as long as the observation: the observer's closure.
  private var observer: AnyObject?

  /// Whether ``cancel()`` was called.
  public private(set) var isCancelled = false

  init(keeping observer: AnyObject? = nil, onCancel: @escaping @MainActor () -> Void) {
    self.observer = observer
    self.onCancel = onCancel
  }

  /// Stops the observation at once. Calling it again does nothing.
  public func cancel() {
    guard !isCancelled else { return }
    isCancelled = true
    observer = nil
    let onCancel = self.onCancel
    self.onCancel = nil
    onCancel?()
  }
}
