@_spi(Surfaces) @_spi(Hosting) public import Tabula

// MARK: - DeclarativeListHost

/// A table or outline that a declarative view updates: what each of SwiftUI's calls to
/// `updateNSView` means for the list, decided without SwiftUI or AppKit, so that Linux tests
/// check it through TabulaAppKit's surfaces.
///
/// Each ``update(_:)`` does only what differs from the last one: the same provider is not
/// bound again, a selection or an expansion equal to the last one is left alone. What the list
/// changes on its own (the user selects, expands, deletes; an update removes a selected item)
/// is written back to the bindings, never while an update runs: those writes wait for the
/// scheduler, and one that a newer value set from outside overtakes while it waits is dropped.
@MainActor
@_spi(Hosting)
public final class DeclarativeListHost<
  Section: SectionModel, Item: Identifiable & Equatable
>
where Item.ID: Sendable {
  /// The data source that drives the view.
  public let dataSource: ListDataSource<Section, Item>

  /// Where writes to the bindings wait while an update runs.
  public let writes: HostWriteQueue

  /// How much work the updates did.
  public internal(set) var counts = DeclarativeListCounts()

  /// Called when an update binds a provider other than the last one's, after it is bound:
  /// where its load states show.
  public var didBind: (@MainActor (any DataProvider<Section, Item>) -> Void)?

  var provider: (any DataProvider<Section, Item>)?
  /// What the bound provider does with the user's edits, when the view takes none of them.
  var providerEdits: (@MainActor (EditOperation<Section, Item>, String) -> Void)?
  /// The latest update's closures.
  var actions: DeclarativeListUpdate<Section, Item>?
  let selection = HostedBinding<Set<Item.ID>>()
  let expansion = HostedBinding<Set<Item.ID>>()
  let scrollTarget = HostedBinding<Item.ID?>()
  let scrollPosition = HostedBinding<Item.ID?>()
  /// The scroll to the item a scroll target named, while the updates that bring it are under
  /// way.
  let pendingScroll = PendingScroll<Item.ID>()
  private let diagnosticsRelay: DiagnosticsRelay
  private let undoSteps: ProviderUndoSteps<Section, Item>
  private var isSelectionWritePending = false
  /// The search field's text of the latest update, as the bound provider was handed it.
  private var appliedSearch = HostedSearch()
  private var providerToken: ObservationToken?
  private var listTokens: [ObservationToken] = []

  // MARK: Lifecycle

  /// Creates the host of the data source `makeDataSource` makes.
  ///
  /// - Parameters:
  ///   - diagnostics: Where to report what the list recovered from, until an update brings
  ///     another handler.
  ///   - schedule: Runs the writes to bindings that wait for an update to end.
  ///   - makeDataSource: Makes the data source, with the handler it reports to (an adapter's
  ///     `dataSource`).
  public init(
    diagnostics: ListDiagnostic.Handler = .print,
    schedule: @escaping HostWriteQueue.Scheduler,
    makeDataSource: (ListDiagnostic.Handler) -> ListDataSource<Section, Item>
  ) {
    let relay = DiagnosticsRelay(diagnostics)
    diagnosticsRelay = relay
    writes = HostWriteQueue(schedule: schedule)
    dataSource = makeDataSource(relay.handler)
    undoSteps = ProviderUndoSteps(following: dataSource)
    observeList()
    (dataSource.surface as? ListViewSurface)?.didEndUserScrolling = { [weak self] in
      self?.userDidEndScrolling()
    }
  }

  // MARK: Public

  /// Takes what the view hands over on one update, and changes only what differs from the
  /// last one.
  ///
  /// - Parameter update: The provider, the behaviour, the bindings and the environment.
  /// - Complexity: O(1) when nothing changed, whatever the length of the list; binding a new
  ///   provider shows its snapshot with a reload, O(*n*); a new selection or expansion of *k*
  ///   items costs O(*k* log *n*).
  public func update(_ update: DeclarativeListUpdate<Section, Item>) {
    writes.update { apply(update) }
  }

  /// Lets go of the view: no binding is written any more, the data source no longer observes
  /// the provider, and the undo steps the list registered are removed.
  public func dismantle() {
    writes.close()
    selection.disconnect()
    expansion.disconnect()
    scrollTarget.disconnect()
    scrollPosition.disconnect()
    listTokens.forEach { $0.cancel() }
    listTokens = []
    providerToken?.cancel()
    providerToken = nil
    undoSteps.connect(to: nil)
    didBind = nil
  }

  // MARK: Internal

  /// Reports something the list recovered from.
  func report(_ kind: ListDiagnostic.Kind, _ message: String, line: Int = #line) {
    diagnosticsRelay.current(
      ListDiagnostic(kind: kind, message: message, fileID: #fileID, line: line))
  }

  // MARK: Private

  /// Writes back what the list changes on its own.
  private func observeList() {
    listTokens = [
      dataSource.observeSelection { [weak self] _ in self?.selectionDidChange() },
      dataSource.observeExpansion { [weak self] ids in
        guard let self else { return }
        expansion.send(ids, through: writes)
      },
    ]
  }

  /// Writes the selection back on the next turn of the main actor, once: a ⇧-click or ⌘A
  /// selects its rows one by one, and the binding hears the whole selection.
  private func selectionDidChange() {
    guard !isSelectionWritePending else { return }
    isSelectionWritePending = true
    writes.later { [weak self] in
      guard let self else { return }
      isSelectionWritePending = false
      selection.send(dataSource.selection, through: writes)
    }
  }

  /// Changes what differs between `update` and the last one.
  private func apply(_ update: DeclarativeListUpdate<Section, Item>) {
    counts.updates += 1
    if let handler = update.diagnostics { diagnosticsRelay.current = handler }
    // NB: header and footer rows come and go with a section's titles, which the behaviour
    // now gives every section or takes back: only a new reading of the rows shows that.
    let changesSectionRows =
      actions.map {
        $0.showsSectionHeaders != update.showsSectionHeaders
          || $0.showsSectionFooters != update.showsSectionFooters
      } ?? false
    actions = update
    dataSource.behavior = behavior(for: update)
    if changesSectionRows { dataSource.showShownRowsAgain() }
    dataSource.scrollAnchoring = update.scrollAnchoring
    let isNewProvider = bindIfNew(update.provider)
    applySearch(update.searchText, toNewProvider: isNewProvider)
    connectEdits()
    undoSteps.connect(to: update.undoRegistrar)
    applyExpansion(update.expansion)
    applySelection(update.selection)
    applyScrollTarget(update.scrollTarget, placing: update.scrollTargetPlacement)
    applyScrollPosition(update.scrollPosition)
  }

  /// Binds `provider` unless it is the one bound already.
  ///
  /// - Returns: Whether it was bound.
  @discardableResult
  private func bindIfNew(_ provider: any DataProvider<Section, Item>) -> Bool {
    guard self.provider !== provider else { return false }
    self.provider = provider
    counts.binds += 1
    providerToken?.cancel()
    providerToken = dataSource.bind(to: provider)
    providerEdits = dataSource.userEdits
    didBind?(provider)
    return true
  }

  /// Hands a searchable provider the search field's text when it changed, and a new provider
  /// the text it finds (`HostedSearch.apply`), and counts it.
  private func applySearch(_ text: String?, toNewProvider isNewProvider: Bool) {
    if appliedSearch.apply(text, to: provider, isNewProvider: isNewProvider) {
      counts.searchesApplied += 1
    }
  }
}

// MARK: - DeclarativeListCounts

/// How much work a ``DeclarativeListHost``'s updates did: what tests count.
@_spi(Hosting) public struct DeclarativeListCounts: Equatable, Sendable {
  /// The updates taken.
  public var updates = 0
  /// The providers bound.
  public var binds = 0
  /// The selections taken from the binding.
  public var selectionsApplied = 0
  /// The expansions taken from the binding.
  public var expansionsApplied = 0
  /// The edits handed to the view's `onDelete` or `onMove` in place of the provider.
  public var viewEdits = 0
  /// The search texts handed to a searchable provider.
  public var searchesApplied = 0
  /// The rows scrolled to for a scroll target or a scroll position.
  public var scrolls = 0
  /// The clicks on rows that pushed their value (`.navigationRows`).
  public var navigations = 0
}
