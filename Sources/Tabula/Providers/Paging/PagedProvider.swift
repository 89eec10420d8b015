/// A provider of one section of items loaded a page at a time, which asks for the next page by
/// itself as the user scrolls near the end.
///
/// The provider loads each page with a closure you give it: the closure receives the cursor
/// of the page to load, `nil` for the first page, and returns the page's items with the cursor
/// of the page after it, `nil` after the last page. Call ``refresh()`` to load the first
/// page; then, whoever shows the list calls ``itemWillAppear(at:)`` as rows come on screen,
/// and the provider loads the next page once a row within ``prefetchDistance`` of the end
/// appears.
///
/// ```swift
/// let users = PagedProvider<User, Int> { cursor in
///   let response = try await api.users(page: cursor ?? 1)
///   return (items: response.users, nextCursor: response.nextPage)
/// }
/// let token = dataSource.bind(to: users)
/// users.refresh()                          // loads the first page
/// users.itemWillAppear(at: ItemPath(section: 0, item: 25))  // near the end: loads the next
/// ```
///
/// **One load at a time.** While a page loads, asking for the next one does nothing.
/// ``refresh()`` cancels the load in flight and starts again from the first page once that
/// load has returned, so the closure never runs twice at once; the rows stay until the first
/// page arrives, then the data source animates the difference. A page that arrives after a
/// refresh started is dropped: it never shows.
///
/// **Failures keep the rows.** A load that throws leaves every row shown, and sets
/// ``pagingState`` to ``PagingState/failedFirstPage(_:)`` or ``PagingState/failedNextPage(_:)``
/// and ``error`` to the error; ``retry()`` loads the same page again. Scrolling does not
/// retry by itself. After the last page, the state is ``PagingState/endOfList``.
///
/// **Repeated items.** A page that repeats an item already shown, or repeats one within
/// itself (a feed that moved while the user scrolled), shows only the first occurrence. The
/// provider reports a ``ListDiagnostic/Kind/duplicateIdentifiers`` diagnostic naming the
/// repeated identifiers; it never traps.
///
/// **Cost.** A page of *k* items is checked and appended in O(*k*) on average, plus one copy
/// of the list when an observer, such as a data source, still holds the previous snapshot.
///
/// The provider reports its loading too: its ``loadState`` is ``LoadState/loading``
/// while any page loads, ``LoadState/failed(_:)`` after a failure, and ``LoadState/loaded``
/// once a page is shown, so a screen that shows a ``LoadingProvider`` shows this one too.
@MainActor
public final class PagedProvider<Item: Identifiable & Equatable, Cursor>: DataProvider
where Item.ID: Sendable {
  /// The section model: one ``ListSection``.
  public typealias Section = ListSection

  /// Loads one page: given the cursor of the page (`nil` for the first), returns its items
  /// and the cursor of the page after it (`nil` after the last page).
  public typealias PageLoader =
    @MainActor (_ cursor: Cursor?) async throws -> (items: [Item], nextCursor: Cursor?)

  /// Loads one page of a list that pages in both directions: given which page, returns its
  /// items in the order they show, and the cursors of the pages before and after it (`nil`
  /// where there is none). An earlier page's `laterCursor` and a later page's
  /// `earlierCursor` are not read: the pages already shown hold those.
  public typealias BidirectionalPageLoader =
    @MainActor (_ request: PageRequest) async throws -> (
      items: [Item], earlierCursor: Cursor?, laterCursor: Cursor?
    )

  /// Which page a ``BidirectionalPageLoader`` loads.
  public enum PageRequest {
    /// The first page: the one the list opens at (a chat's newest messages).
    case first
    /// The page after the last one shown, at this cursor.
    case after(Cursor)
    /// The page before the first one shown, at this cursor.
    case before(Cursor)
  }

  /// Where the loading of pages is: what a footer row shows.
  public internal(set) var pagingState: PagingState {
    get { pagingStates.read(through: observation) }
    set { pagingStates.write(newValue, through: observation) }
  }

  /// Where the loading is, in the terms every loading provider shares.
  public internal(set) var loadState: LoadState {
    get { loadStates.read(through: observation) }
    set { loadStates.write(newValue, through: observation) }
  }

  /// The error of the last load, if it failed; `nil` once another load starts: the error of
  /// ``pagingState`` (and of ``loadState``).
  public var error: (any Error)? { pagingState.error }

  /// How close to the end, in rows, an appearing row makes the provider load the next page,
  /// and how close to the start it makes a provider that pages in both directions load the
  /// earlier page: 0 loads it when the last (first) row appears. 5 by default.
  public var prefetchDistance: Int

  /// Whether pages remain before the first one shown: only a provider made with a
  /// ``BidirectionalPageLoader`` has any.
  public var hasEarlierPages: Bool { earlierCursor != nil }

  let pagingStates = ObservedValue(PagingState.idle, as: .pagingState)
  let loadStates = ObservedValue(LoadState.idle, as: .loadState)
  let observation = ObservationRelay()
  let storage: SnapshotProvider<ListSection, Item>
  let loadPage: BidirectionalPageLoader
  let diagnostics: ListDiagnostic.Handler
  /// The cursor of the page after the last one shown.
  var nextCursor: Cursor?
  /// The cursor of the page before the first one shown.
  var earlierCursor: Cursor?
  /// Whether a first page has been shown since the provider was made.
  var hasLoadedFirstPage = false
  /// The number of pages shown since the last first page.
  var pageCount = 0
  /// The row that appeared last, to load again if a page added too few rows to reach it.
  var lastAppearedIndex: Int?
  /// Counts the loads started; a load whose number is not the newest is stale.
  var generation = 0
  var loadInFlight: Task<Void, Never>?

  // MARK: Lifecycle

  /// Creates a provider with no items, idle: call ``refresh()`` to load the first page.
  ///
  /// - Parameters:
  ///   - section: The one section; by default it has the identifier `"items"`.
  ///   - prefetchDistance: How close to the end, in rows, an appearing row makes the provider
  ///     load the next page.
  ///   - diagnostics: Where to report the items that pages repeat.
  ///   - loadPage: Loads the page at a cursor, `nil` for the first page; returns its items
  ///     and the next page's cursor, `nil` after the last page.
  public convenience init(
    section: ListSection = ListSection(id: "items"),
    prefetchDistance: Int = 5,
    diagnostics: ListDiagnostic.Handler = .print,
    loadPage: @escaping PageLoader
  ) {
    self.init(
      section: section, prefetchDistance: prefetchDistance, diagnostics: diagnostics
    ) { request in
      let cursor: Cursor? =
        switch request {
        case .first, .before: nil
        case .after(let cursor): cursor
        }
      let page = try await loadPage(cursor)
      return (page.items, nil, page.nextCursor)
    }
  }

  /// Creates a provider that pages in both directions, idle: call ``refresh()`` to load the
  /// first page, the one the list opens at.
  ///
  /// As rows near the start appear, the provider loads the page before the first one shown
  /// and inserts it at the top, with the same rules as at the end: one load at a time, a
  /// failure keeps the rows and waits for ``retry()``, repeated items show once, and a page
  /// of a load that a refresh replaced never shows. A data source keeps the user's place
  /// while a page is inserted above them (``ListDataSource/scrollAnchoring``).
  ///
  /// ```swift
  /// let messages = PagedProvider<Message, Int> { request in
  ///   switch request {
  ///   case .first: try await chat.latest()
  ///   case .before(let oldest): try await chat.messages(before: oldest)
  ///   case .after(let newest): try await chat.messages(after: newest)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - section: The one section; by default it has the identifier `"items"`.
  ///   - prefetchDistance: How close to either end, in rows, an appearing row makes the
  ///     provider load the page beyond it.
  ///   - diagnostics: Where to report the items that pages repeat.
  ///   - loadPages: Loads the first page, or the page before or after a cursor; returns its
  ///     items and the cursors around it.
  public init(
    section: ListSection = ListSection(id: "items"),
    prefetchDistance: Int = 5,
    diagnostics: ListDiagnostic.Handler = .print,
    loadPages: @escaping BidirectionalPageLoader
  ) {
    storage = SnapshotProvider(
      Snapshot(_uncheckedSections: [section], items: [[]]), announcingTo: observation)
    self.prefetchDistance = prefetchDistance
    self.diagnostics = diagnostics
    self.loadPage = loadPages
  }

  deinit {
    loadInFlight?.cancel()
  }

  // MARK: Public

  /// `true`: the provider loads more items as the user scrolls.
  public var isPaged: Bool { true }

  /// The items of the pages shown, in order: one section.
  public var snapshot: Snapshot<ListSection, Item> {
    observation.access(.snapshot)
    return storage.snapshot
  }

  /// Calls `onChange` with the new snapshot after every change, until the returned token is
  /// cancelled or released.
  ///
  /// - Parameter onChange: Called on the main actor with each new snapshot.
  /// - Returns: The token that keeps the observation alive.
  public func observe(_ onChange: @escaping @MainActor (Snapshot<ListSection, Item>) -> Void)
    -> ObservationToken
  {
    storage.observe(onChange)
  }

  /// Calls `onChange` with the new state after every change of ``loadState``, until the returned
  /// token is cancelled or released.
  ///
  /// - Parameter onChange: Called on the main actor with each new state.
  /// - Returns: The token that keeps the observation alive.
  public func observeLoadState(_ onChange: @escaping @MainActor (LoadState) -> Void)
    -> ObservationToken
  {
    loadStates.observe(onChange)
  }

  /// Calls `onChange` with the new paging state after every change of ``pagingState``, until
  /// the returned token is cancelled or released: to show a footer row that follows it.
  ///
  /// ```swift
  /// let footerToken = users.observePagingState { state in
  ///   footer.isLoading = state.isLoading
  ///   footer.error = state.failureMessage
  /// }
  /// ```
  ///
  /// - Parameter onChange: Called on the main actor with each new paging state.
  /// - Returns: The token that keeps the observation alive.
  public func observePagingState(_ onChange: @escaping @MainActor (PagingState) -> Void)
    -> ObservationToken
  {
    pagingStates.observe(onChange)
  }
}

extension PagedProvider.PageRequest: Sendable where Cursor: Sendable {}
