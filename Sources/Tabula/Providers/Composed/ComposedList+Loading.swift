// MARK: - ComposedList + Loading

extension ComposedList {
  /// Where the loading of the list's providers is, together:
  /// - ``LoadState/failed(_:)`` with the error of the first part, in list order, whose load
  ///   failed (its own error, so that a screen tells its errors apart);
  /// - else ``LoadState/loading`` if a part loads;
  /// - else ``LoadState/idle`` if a part has not been asked for anything yet;
  /// - else ``LoadState/loaded``, as for a list of fixed rows only.
  ///
  /// The fixed rows show in every state; a screen shows the state beside them, with a
  /// Retry button after a failure (``retry()``).
  ///
  /// - Complexity: O(1); the state is worked out when a part's state changes.
  public var loadState: LoadState { loadStates.read(through: observation) }

  /// Calls `onChange` with the new state after every change of ``loadState``, until the
  /// returned token is cancelled or released; a part's change that leaves the list's state
  /// as it was is not reported.
  ///
  /// - Parameter onChange: Called on the main actor with each new state.
  /// - Returns: The token that keeps the observation alive.
  public func observeLoadState(_ onChange: @escaping @MainActor (LoadState) -> Void)
    -> ObservationToken
  {
    loadStates.observe(onChange)
  }

  /// Whether the list loads more rows as the user scrolls: `true` when exactly one of its
  /// parts is a paged provider (``DataProvider/isPaged``).
  ///
  /// With two paged providers, neither can tell from the list's rows when its own end
  /// nears, so the list is not paged: load their pages yourself
  /// (`PagedProvider/loadNextPage()`), for example from a row at the end of each part.
  ///
  /// - Complexity: O(*p*) for *p* parts.
  public var isPaged: Bool { pagedPart != nil }

  /// The paging state of the list's paged part (see ``isPaged``); ``PagingState/endOfList``
  /// when the list is not paged.
  public var pagingState: PagingState {
    observation.access(.pagingState)
    return pagedPart.flatMap { parts[$0].provider?.pagingState() } ?? .endOfList
  }

  /// Calls `onChange` with each new paging state of the list's paged part, until the
  /// returned token is cancelled or released; never, when the list is not paged.
  ///
  /// - Parameter onChange: Called on the main actor with each new state.
  /// - Returns: The token that keeps the observation alive.
  public func observePagingState(_ onChange: @escaping @MainActor (PagingState) -> Void)
    -> ObservationToken
  {
    pagingStateObservers.add(onChange)
  }

  /// Tells the paged part, when the row at this position is one of its, that its item is
  /// about to appear, at the item's position among the part's; other rows are ignored.
  ///
  /// - Parameter path: The row's position in ``snapshot``.
  /// - Complexity: O(1).
  public func itemWillAppear(at path: ItemPath) {
    guard let paged = pagedPart, let (part, partPath) = partPosition(of: path), part == paged
    else { return }
    parts[part].provider?.itemWillAppear(partPath)
  }

  /// Loads every provider of the list again, as each refreshes.
  ///
  /// - Returns: The loading of them all, or `nil` if none loads.
  @discardableResult
  public func refresh() -> Task<Void, Never>? {
    Self.joined(parts.compactMap { $0.provider?.refresh() })
  }

  /// Loads again what failed, in every provider whose load or page failed.
  ///
  /// - Returns: The loading of them all, or `nil` if nothing had failed.
  @discardableResult
  public func retry() -> Task<Void, Never>? {
    Self.joined(parts.compactMap { $0.provider?.retry() })
  }

  // MARK: Internal

  /// The index of the only paged part, if exactly one is paged.
  var pagedPart: Int? {
    let paged = parts.indices.filter { parts[$0].provider?.isPaged() == true }
    return paged.count == 1 ? paged.first : nil
  }

  func partLoadStateDidChange() {
    loadStates.write(
      Self.combined(parts.compactMap { $0.provider?.loadState() }), through: observation)
  }

  func partPagingStateDidChange(_ part: Int, to state: PagingState) {
    guard part == pagedPart else { return }
    observation.announceChange(of: .pagingState)
    pagingStateObservers.notify(state)
  }

  /// The load state of parts in these states, in list order: see ``loadState``.
  static func combined(_ states: [LoadState]) -> LoadState {
    if let failed = states.first(where: { $0.error != nil }) { return failed }
    if states.contains(.loading) { return .loading }
    if states.contains(.idle) { return .idle }
    return .loaded
  }

  /// One task that ends when all of `tasks` have ended; `nil` for none.
  static func joined(_ tasks: [Task<Void, Never>]) -> Task<Void, Never>? {
    guard tasks.count > 1 else { return tasks.first }
    return Task {
      for task in tasks { await task.value }
    }
  }
}
