#if canImport(UIKit)
@_spi(Hosting) @_spi(Surfaces) public import Tabula
public import UIKit

// MARK: - ListHost

/// A collection view in list layout that a declarative view updates: what each of SwiftUI's
/// calls to `updateUIView` means for the list, decided without SwiftUI, so that Linux tests
/// can check it against the UIKit stand-in.
///
/// Each ``update(_:)`` compares what it is handed with what it had and does only what
/// changed: the same provider is not bound again and no row is planned; a selection, an
/// expansion or an edit mode equal to the last one is left alone. After new closures
/// (``replaceContent(row:header:footer:)``, which SwiftUI hands over on every update), the rows
/// on screen, and only those, are configured again with them, since their views may read the
/// state and environment of the view that hosts the list; a row's controls are set again only
/// where the behaviour and the actions now give others. The list writes its own
/// changes (the user selects, expands, deletes; an update removes a selected item) back to
/// the bindings, never while an update runs: those writes wait for the scheduler, and one that
/// a newer value set from outside overtakes while it waits is dropped.
@MainActor
@_spi(Hosting) public final class ListHost<Section: SectionModel, Item: Identifiable & Equatable>
where Item.ID: Sendable {
  /// Makes the content configuration of a row: a `UIHostingConfiguration` in SwiftUI.
  public typealias RowContent = @MainActor (Item) -> any UIContentConfiguration

  /// Makes the content configuration of a section's header or footer.
  public typealias SectionContent = @MainActor (Section) -> (any UIContentConfiguration)?

  /// The view that shows the list.
  public let collectionView: UICollectionView

  /// The data source that drives the view.
  public let dataSource: ListDataSource<Section, Item>

  /// Where writes to the bindings wait while an update runs.
  public let writes: HostWriteQueue

  /// How much work the updates did.
  public internal(set) var counts = ListHostCounts()

  /// What the bound provider says of its loading, its pages and its rows.
  public internal(set) var status = ListHostStatus()

  /// Called with each new ``status``, never during an update.
  public var statusDidChange: (@MainActor (ListHostStatus) -> Void)?

  /// Speaks a text to VoiceOver users (`UIAccessibility.post(notification: .announcement,
  /// argument:)` in an app): a load that failed, never during an update.
  public var announce: (@MainActor (String) -> Void)?

  /// The cell contents, which each update may replace (a SwiftUI view's closures are new on
  /// every update) without reconfiguring a row.
  let content: HostedContent<Section, Item>
  /// The generation of ``content`` the rows on screen were last configured with.
  var configuredGeneration = 0
  /// Where the list reports what it recovered from: to the handler of the latest update.
  public let diagnostics: ListDiagnostic.Handler
  let diagnosticsRelay: DiagnosticsRelay
  var layout: HostedLayout
  var provider: (any DataProvider<Section, Item>)?
  var providerTokens: [ObservationToken] = []
  let selection = HostedBinding<Set<Item.ID>>()
  let expansion = HostedBinding<Set<Item.ID>>()
  let editing = HostedBinding<Bool>()
  /// The user's edits of the bound provider, as steps of the environment's undo manager.
  let undoSteps: ProviderUndoSteps<Section, Item>
  var refreshAction: (@MainActor () async -> Void)?
  var refreshTask: Task<Void, Never>?
  /// The view's actions, and the item it waits to scroll to.
  let interaction = HostedInteraction<Section, Item>()

  /// The search field's text of the latest update, as the bound provider was handed it.
  var appliedSearch = HostedSearch()
  private var listTokens: [ObservationToken] = []

  // MARK: Lifecycle

  /// Creates the list's view and data source.
  ///
  /// - Parameters:
  ///   - appearance: The list layout's look, until an update brings another.
  ///   - diagnostics: Where to report what the list recovered from, until an update brings
  ///     another handler.
  ///   - schedule: Runs the writes to bindings that wait for an update to end.
  ///   - header: Makes a section's header, or `nil` for lists without headers.
  ///   - footer: Makes a section's footer, or `nil` for lists without footers.
  ///   - row: Makes a row's content.
  public init(
    appearance: UICollectionLayoutListConfiguration.Appearance,
    diagnostics: ListDiagnostic.Handler = .print,
    schedule: @escaping HostWriteQueue.Scheduler,
    header: SectionContent? = nil,
    footer: SectionContent? = nil,
    row: @escaping RowContent
  ) {
    let content = HostedContent<Section, Item>(row: row, header: header, footer: footer)
    self.content = content
    layout = HostedLayout(
      appearance: appearance, hasHeaders: header != nil, hasFooters: footer != nil)
    let relay = DiagnosticsRelay(diagnostics)
    diagnosticsRelay = relay
    self.diagnostics = relay.handler
    writes = HostWriteQueue(schedule: schedule)
    let view = HostedCollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collectionView = view
    dataSource = ListDataSource(
      surface: collectionView,
      registration: CellRegistration<UICollectionViewListCell, Item> { cell, path, item in
        cell.contentConfiguration = content.row(item)
        cell.accessories = content.accessories(item, path)
      },
      diagnostics: relay.handler)
    undoSteps = ProviderUndoSteps(following: dataSource)
    // NB: both kinds are registered, so that a later update may add headers or footers.
    for kind in [SupplementaryKind.header, .footer] {
      dataSource.register(
        SupplementaryRegistration<UICollectionViewListCell, Section>(kind: kind) {
          view, _, section in
          view.contentConfiguration = content.configuration(of: kind, for: section)
        })
    }
    collectionView.collectionViewLayout = Self.makeLayout(layout, showing: dataSource)
    view.anchor = { [weak dataSource] in dataSource?.placementAcrossResize() }
    observeList()
    content.accessories = { [weak self] item, path in
      self?.editingAccessories(for: item, at: path) ?? []
    }
    registerEdges()
  }

  // MARK: Package

  /// Takes what the view hands over on one update, and changes only what differs from the
  /// last one; what changes animates.
  ///
  /// - Parameter update: The provider, the behaviour, the bindings and the environment.
  /// - Complexity: O(*v*) for *v* rows on screen when nothing else changed, whatever the
  ///   length of the list; binding a new provider shows its snapshot with a reload, O(*n*); a
  ///   new selection or expansion of *k* items costs O(*k* log *n*).
  public func update(_ update: ListHostUpdate<Section, Item>) {
    self.update(animated: true) { update }
  }

  /// Takes the update `make` returns, as ``update(_:)`` does, with `make` run inside the
  /// update: the changes the update brings (an array `make` hands its model, an expansion)
  /// animate only if `animated`, and are otherwise shown at once, by a reload. A SwiftUI view
  /// decides `animated` from its transaction (``HostAnimation``).
  ///
  /// - Parameters:
  ///   - animated: Whether the changes the update brings animate.
  ///   - make: Makes the update; it may change the data the list shows.
  /// - Complexity: As ``update(_:)``, plus O(*n*) for a reload in place of an animation.
  public func update(animated: Bool, _ make: () -> ListHostUpdate<Section, Item>) {
    writes.update {
      withAnimation(animated) { apply(make()) }
    }
  }

  /// Replaces the closures that make rows, headers and footers; the next ``update(_:)``
  /// configures the rows on screen with them, and adds or removes the section views whose
  /// closure came or went. An update without new closures leaves the rows' content alone.
  ///
  /// - Parameters:
  ///   - row: Makes a row's content.
  ///   - header: Makes a section's header; `nil` for a list without headers.
  ///   - footer: Makes a section's footer; `nil` for a list without footers.
  public func replaceContent(
    row: @escaping RowContent, header: SectionContent? = nil, footer: SectionContent? = nil
  ) {
    content.replace(row: row, header: header, footer: footer)
  }

  /// Whether the bound provider takes the text of a search field (`.searchable` in SwiftUI).
  public var isSearchable: Bool { provider?.isSearchable ?? false }

  /// Hands the search field's text to the bound provider, which filters or searches by it.
  ///
  /// - Parameter text: The search field's text.
  public func search(_ text: String) {
    provider?.search(text)
  }

  /// Loads again what the provider failed to load: its failed page, or its failed load (the
  /// Retry button of a failed first load in place of the rows, or of a page at an end). A
  /// provider that cannot load again by itself (a `LoadingProvider`, whose loads the app
  /// starts) runs the view's refresh action instead (`.refreshable`), as a pull would.
  public func retry() {
    counts.retries += 1
    guard provider?.retry() == nil else { return }
    runRefreshAction()
  }

  /// Lets go of the view: no binding is written any more, the providers are no longer
  /// observed, and the undo steps the list registered are removed.
  public func dismantle() {
    writes.close()
    selection.disconnect()
    expansion.disconnect()
    editing.disconnect()
    providerTokens.forEach { $0.cancel() }
    listTokens.forEach { $0.cancel() }
    providerTokens = []
    listTokens = []
    refreshTask?.cancel()
    undoSteps.connect(to: nil)
    statusDidChange = nil
    announce = nil
  }

  // MARK: Internal

  /// Reports something the list recovered from.
  func report(_ kind: ListDiagnostic.Kind, _ message: String, line: Int = #line) {
    diagnostics(ListDiagnostic(kind: kind, message: message, fileID: #fileID, line: line))
  }

  // MARK: Private

  /// Writes back what the list changes on its own.
  private func observeList() {
    listTokens = [
      dataSource.observeSelection { [weak self] ids in
        guard let self else { return }
        selection.send(ids, through: writes)
      },
      dataSource.observeExpansion { [weak self] ids in
        guard let self else { return }
        expansion.send(ids, through: writes)
      },
    ]
    collectionView.installedBridge?.multipleSelectionDidBegin = { [weak self] in
      self?.userDidBeginMultipleSelection()
    }
    collectionView.installedBridge?.didScroll = { [weak self] in
      self?.reportTopItem()
    }
    #if !os(tvOS)
    collectionView.installedBridge?.contextMenuForItems = { [weak self] indexPaths in
      self?.contextMenu(forItemsAt: indexPaths)
    }
    #endif
  }

  /// Changes what differs between `update` and the last one.
  private func apply(_ update: ListHostUpdate<Section, Item>) {
    counts.updates += 1
    if let handler = update.diagnostics { diagnosticsRelay.current = handler }
    applyLayout(appearance: update.appearance)
    interaction.actions = update.actions
    dataSource.behavior = behavior(for: update)
    dataSource.scrollAnchoring = update.scrollAnchoring
    connectEdits(isNewProvider: false)
    // NB: a new provider is shown with a reload, which configures every row anew; its rows
    // ask again whether they may be deleted once the view's `onDelete` is connected to it.
    let isNewProvider = bindIfNew(update.provider)
    if !isNewProvider {
      counts.rowsReconfigured += reconfigureVisibleRows()
    } else if connectEdits(isNewProvider: true) {
      counts.rowsReconfigured += reconfigureVisibleRows()
    }
    applySearch(update.searchText, toNewProvider: isNewProvider)
    collectionView.installedBridge?.updateSelectionSettings(of: collectionView)
    applyEditing(update.editing)
    undoSteps.connect(to: update.undoRegistrar)
    applyRefresh(update.refresh)
    applyExpansion(update.expansion)
    applySelection(update.selection)
    applyScrollTarget(update.actions.scrollTarget, position: update.actions.scrollPosition)
    applyTopItem(update.actions.topItem)
    if update.actions.topItem != nil {
      dataSource.whenShown { [weak self] in self?.reportTopItem() }
    }
  }

  /// The behaviour to give the data source: the view's, with what its bindings imply.
  private func behavior(for update: ListHostUpdate<Section, Item>) -> ListBehavior<Item> {
    var behavior = self.behavior(update.behavior, with: update.actions)
    if update.selection != nil {
      behavior.deselectsOnSelection = false
      behavior.allowsMultipleSelection = !update.selectsOneItem
    }
    return behavior
  }
}
#endif
