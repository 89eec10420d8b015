public import Tabula

/// Keeps a ``ListStatus`` up to date with a provider: its load state, its paging state and
/// whether it has rows, each observed; and retries what failed.
///
/// ```swift
/// let status = ListStatusSource(following: users, emptyText: "No users")
/// status.onChange = { statusView.show($0) }
/// statusView.retry = { status.retry() }
/// ```
@MainActor
public final class ListStatusSource {
  /// The status now; `nil` when nothing shows besides the rows.
  public private(set) var status: ListStatus?
  /// Called with the status each time it changes.
  public var onChange: (@MainActor (ListStatus?) -> Void)?
  /// The text over a loaded list without rows; `nil` shows nothing there.
  public var emptyText: String? {
    didSet { update() }
  }
  /// Whether the app shows a view of its own over a loaded list without rows: the empty
  /// state is then a status even without ``emptyText``.
  public var hasEmptyStateView = false {
    didSet { update() }
  }
  /// The text of a failure; the error's `description` by default.
  public var failureText: (any Error) -> String = { String(describing: $0) } {
    didSet { update() }
  }
  private let states: @MainActor () -> (load: LoadState, paging: PagingState, isEmpty: Bool)
  private let retryLoad: @MainActor () -> Void
  private var tokens: [ObservationToken] = []

  /// Follows a provider's states.
  ///
  /// - Parameters:
  ///   - provider: The provider; one that neither loads nor pages shows only the empty text.
  ///   - emptyText: The text over a loaded list without rows.
  public init<Provider: DataProvider>(following provider: Provider, emptyText: String? = nil) {
    self.emptyText = emptyText
    states = { (provider.loadState, provider.pagingState, provider.snapshot.numberOfItems == 0) }
    retryLoad = { _ = provider.retry() }
    tokens = [
      provider.observe { [weak self] _ in self?.update() },
      provider.observeLoadState { [weak self] _ in self?.update() },
      provider.observePagingState { [weak self] _ in self?.update() },
    ]
    update()
  }

  /// Loads what failed again (the provider's `retry()`): the Retry button's action.
  public func retry() {
    retryLoad()
  }

  private func update() {
    let now = states()
    let status = ListStatus(
      loadState: now.load, pagingState: now.paging, isEmpty: now.isEmpty, emptyText: emptyText,
      hasEmptyStateView: hasEmptyStateView, failureText: failureText)
    guard status != self.status else { return }
    self.status = status
    onChange?(status)
  }
}
