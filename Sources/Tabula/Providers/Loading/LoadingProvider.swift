/// A provider of one section of items loaded asynchronously (a search, a page of an API),
/// with the state of its loading.
///
/// Each ``load(_:)`` supersedes the ones still running: only the newest result is shown, so
/// a fast typist never sees an older search's results replace a newer one's. A failed load
/// keeps the items shown and says why in ``loadState``.
///
/// ```swift
/// let users = LoadingProvider<GitHubUser>()
/// await users.load { try await api.searchUsers("ada") }
/// users.loadState  // .loaded, or .failed(error) with the error the search threw
/// ```
@MainActor
public final class LoadingProvider<Item: Identifiable & Equatable>: DataProvider
where Item.ID: Sendable {
  /// The section model: one ``ListSection``.
  public typealias Section = ListSection

  /// Where the loading is.
  public private(set) var loadState: LoadState {
    get { loadStates.read(through: observation) }
    set { loadStates.write(newValue, through: observation) }
  }

  /// Every state set reaches the observers, a repeated ``LoadState/loading`` too.
  private let loadStates = ObservedValue(LoadState.idle, as: .loadState, notifiesEqualValues: true)
  private let observation = ObservationRelay()
  private let storage: SnapshotProvider<ListSection, Item>
  private var generation = 0

  // MARK: Lifecycle

  /// Creates a provider with no items, idle.
  ///
  /// - Parameter section: The one section; by default it has the identifier `"items"`.
  public init(section: ListSection = ListSection(id: "items")) {
    storage = SnapshotProvider(
      Snapshot(_uncheckedSections: [section], items: [[]]), announcingTo: observation)
  }

  // MARK: Public

  /// The items shown: one section.
  public var snapshot: Snapshot<ListSection, Item> {
    observation.access(.snapshot)
    return storage.snapshot
  }

  /// Runs `fetch` and shows its items, unless a newer load started meanwhile.
  ///
  /// ``loadState`` is ``LoadState/loading`` while `fetch` runs, then ``LoadState/loaded``, or
  /// ``LoadState/failed(_:)`` with the error if `fetch` throws, or with a
  /// ``SnapshotError`` if it returns repeated identifiers (the items shown stay as they
  /// were).
  ///
  /// - Parameter fetch: Fetches the items.
  public func load(_ fetch: @MainActor () async throws -> [Item]) async {
    generation += 1
    let mine = generation
    loadState = .loading
    do {
      let items = try await fetch()
      guard mine == generation else { return }
      let section = storage.snapshot.section(at: 0) ?? ListSection(id: "items")
      storage.update(try Snapshot(sections: [SnapshotSection(section, items: items)]))
      loadState = .loaded
    } catch {
      guard mine == generation else { return }
      loadState = .failed(error)
    }
  }

  /// Shows no items and goes back to ``LoadState/idle``, dropping the result of a load still
  /// running: a search field emptied is not a search that found nothing.
  public func clear() {
    generation += 1
    let section = storage.snapshot.section(at: 0) ?? ListSection(id: "items")
    storage.update(Snapshot(_uncheckedSections: [section], items: [[]]))
    loadState = .idle
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
}
