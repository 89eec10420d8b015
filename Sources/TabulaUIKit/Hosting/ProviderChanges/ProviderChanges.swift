#if canImport(UIKit)
@_spi(Hosting) public import Tabula

// MARK: - ProviderChanges

/// When a view that reads a provider (its items, whether it loads, its failure) must be drawn
/// again: the decision behind a provider observed by SwiftUI (`@StateObject`,
/// `@ObservedObject`), made without Combine so that Linux tests check it.
///
/// It observes the provider only while something listens, so a provider that a view makes but
/// never shows does no work for it; it announces each new snapshot, and each load or paging
/// state other than the last one announced.
@MainActor
@_spi(Hosting) public final class ProviderChanges {
  /// Whether the provider is observed now: while at least one listener listens.
  public var isObserving: Bool { !tokens.isEmpty }

  /// How many changes were announced: for tests.
  public private(set) var announcements = 0

  private let observe: @MainActor (ProviderChanges) -> [ObservationToken]
  private var listeners: [Int: @MainActor () -> Void] = [:]
  private var nextListener = 0
  private var tokens: [ObservationToken] = []
  private var loadState: LoadState?
  private var pagingState: PagingState?

  // MARK: Lifecycle

  /// Creates the changes of a provider, which it holds weakly; nothing is observed yet.
  ///
  /// - Parameter provider: The provider.
  public init<Provider: DataProvider>(_ provider: Provider) {
    observe = { [weak provider] changes in
      guard let provider else { return [] }
      changes.loadState = provider.loadState
      changes.pagingState = provider.pagingState
      return [
        provider.observe { [weak changes] _ in changes?.announce() },
        provider.observeLoadState { [weak changes] state in changes?.loadStateDidChange(state) },
        provider.observePagingState { [weak changes] state in
          changes?.pagingStateDidChange(state)
        },
      ]
    }
  }

  // MARK: Package

  /// Calls `onChange` after each change a view may show, until the returned listening is
  /// cancelled; the first listener starts the observation of the provider.
  ///
  /// - Parameter onChange: Called on the main actor after each change.
  /// - Returns: The listening; cancel it to stop. The last one cancelled stops the
  ///   observation of the provider.
  /// - Complexity: O(1).
  public func listen(_ onChange: @escaping @MainActor () -> Void) -> Listening {
    let id = nextListener
    nextListener += 1
    listeners[id] = onChange
    if tokens.isEmpty { tokens = observe(self) }
    return Listening { [weak self] in self?.stopListening(id) }
  }

  // MARK: Private

  private func stopListening(_ id: Int) {
    guard listeners.removeValue(forKey: id) != nil, listeners.isEmpty else { return }
    tokens.forEach { $0.cancel() }
    tokens = []
  }

  private func loadStateDidChange(_ state: LoadState) {
    guard state != loadState else { return }
    loadState = state
    announce()
  }

  private func pagingStateDidChange(_ state: PagingState) {
    guard state != pagingState else { return }
    pagingState = state
    announce()
  }

  private func announce() {
    announcements += 1
    for listener in listeners.values { listener() }
  }
}

// MARK: - ProviderChanges + Listening

extension ProviderChanges {
  /// One listener's interest in a provider's changes.
  @MainActor
  public final class Listening {
    private var onCancel: (@MainActor () -> Void)?

    init(onCancel: @escaping @MainActor () -> Void) {
      self.onCancel = onCancel
    }

    /// Stops listening; calling it again does nothing.
    public func cancel() {
      let onCancel = self.onCancel
      self.onCancel = nil
      onCancel?()
    }
  }
}
#endif
