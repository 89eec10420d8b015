/// A provider whose items a search loads for the text of the list's search field: the newest
/// search wins, after a pause in the typing that the app sets.
///
/// ```swift
/// let users = SearchLoader<GitHubUser>(debounceMilliseconds: 300) { text in
///   try await api.searchUsers(matching: text)
/// }
/// controller = TableViewController(provider: users)   // shows a search field
/// ```
///
/// Each keystroke starts the pause again; once it passes, the search runs through a
/// ``LoadingProvider``, so a search that returns after a newer one started is dropped, and
/// the list shows the loading, empty and failed states. An empty text shows no rows and no
/// state (``LoadState/idle``) unless ``searchesEmptyText`` is set.
@MainActor
public final class SearchLoader<Item: Identifiable & Equatable>: DataProvider
where Item.ID: Sendable {
  /// One section of results.
  public typealias Section = ListSection

  /// How long the typing must pause before a search runs, in milliseconds.
  ///
  /// NB: milliseconds rather than a `Duration`, which needs iOS 16; the core supports iOS 15.
  public let debounceMilliseconds: Int

  /// Whether an empty text is searched too (a list of everything), rather than cleared.
  public var searchesEmptyText = false

  /// The text searched for last.
  public private(set) var query = ""

  /// The results, and their loading state.
  public let results: LoadingProvider<Item>

  private let fetch: @MainActor (String) async throws -> [Item]
  private let sleep: @MainActor (_ milliseconds: Int) async throws -> Void
  private var pending: Task<Void, Never>?

  // MARK: Lifecycle

  /// Creates a search.
  ///
  /// - Parameters:
  ///   - debounceMilliseconds: How long the typing must pause before a search runs; 300 ms
  ///     by default.
  ///   - fetch: Loads the items that match a text.
  public convenience init(
    debounceMilliseconds: Int = 300,
    fetch: @escaping @MainActor (String) async throws -> [Item]
  ) {
    self.init(
      debounceMilliseconds: debounceMilliseconds,
      sleep: { milliseconds in
        try await Task.sleep(nanoseconds: UInt64(max(milliseconds, 0)) * 1_000_000)
      },
      fetch: fetch)
  }

  /// Creates a search that pauses with `sleep`: tests pass a clock they control.
  package init(
    debounceMilliseconds: Int,
    sleep: @escaping @MainActor (_ milliseconds: Int) async throws -> Void,
    fetch: @escaping @MainActor (String) async throws -> [Item]
  ) {
    self.debounceMilliseconds = debounceMilliseconds
    self.sleep = sleep
    self.fetch = fetch
    results = LoadingProvider(section: ListSection(id: "results"))
  }

  // MARK: Public

  /// The results shown.
  public var snapshot: Snapshot<ListSection, Item> { results.snapshot }

  /// `true`: a list shows a search field whose text goes to ``search(_:)``.
  public var isSearchable: Bool { true }

  /// Searches for `text` once the typing pauses for ``debounceMilliseconds``; a newer text
  /// cancels the wait.
  ///
  /// - Parameter text: The search field's text.
  public func search(_ text: String) {
    guard text != query else { return }
    query = text
    pending?.cancel()
    let debounce = debounceMilliseconds
    pending = Task { [weak self] in
      guard let self else { return }
      do { try await sleep(debounce) } catch { return }
      guard !Task.isCancelled, query == text else { return }
      await run(text)
    }
  }

  /// The task of the search waiting or running, if any: tests await it.
  package var pendingSearch: Task<Void, Never>? { pending }

  /// Follows the results.
  ///
  /// - Parameter onChange: Called with each new snapshot.
  /// - Returns: The token that keeps the observation alive.
  public func observe(_ onChange: @escaping @MainActor (Snapshot<ListSection, Item>) -> Void)
    -> ObservationToken
  {
    results.observe(onChange)
  }

  /// The results' load state: `.idle` before a search, `.loading`, `.loaded` or `.failed`.
  public var loadState: LoadState { results.loadState }

  /// Follows the results' load state.
  ///
  /// - Parameter onChange: Called with each new state.
  /// - Returns: The token that keeps the observation alive.
  public func observeLoadState(_ onChange: @escaping @MainActor (LoadState) -> Void)
    -> ObservationToken
  {
    results.observeLoadState(onChange)
  }

  /// Runs the last search again at once: after a failure, or to refresh.
  ///
  /// - Returns: The search.
  @discardableResult
  public func retry() -> Task<Void, Never>? {
    pending?.cancel()
    let text = query
    pending = Task { [weak self] in await self?.run(text) }
    return pending
  }

  /// Runs the last search again at once.
  ///
  /// - Returns: The search.
  @discardableResult
  public func refresh() -> Task<Void, Never>? { retry() }

  // MARK: Private

  /// Loads the results for `text`; an empty text clears them unless ``searchesEmptyText``.
  private func run(_ text: String) async {
    guard !text.isEmpty || searchesEmptyText else { return results.clear() }
    await results.load { [fetch] in try await fetch(text) }
  }
}
