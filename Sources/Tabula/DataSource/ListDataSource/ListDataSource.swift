/// The owner of what a surface shows: it answers the surface's questions, and turns each new
/// snapshot into animated updates that UIKit accepts.
///
/// ```swift
/// let dataSource = ListDataSource(surface: tableView, registration: bookCells)
/// dataSource.apply(try Snapshot { SnapshotSection("Books") { books } })
/// ```
///
/// **One update at a time.** Updates run one after another. A snapshot applied while an
/// update is animating waits; if several arrive, only the newest is diffed against what is
/// shown when the running update ends, so a burst of changes costs at most one more plan.
/// Each completion handler runs once, and each `await apply` returns, when the surface shows
/// the snapshot it asked for or a newer one.
///
/// **Never a crash.** The surface is reloaded instead of animated when it is not on screen,
/// when `animated` is `false`, or when the change count passes ``reloadThreshold``. Every
/// batch is checked by ``BatchValidator`` before the surface sees it; a batch that fails, a
/// list with repeated identifiers, or a cell of the wrong class becomes a reload or an empty
/// cell and a ``ListDiagnostic``, never an exception.
@MainActor
public final class ListDataSource<Section: SectionModel, Item: Identifiable & Equatable>
where Item.ID: Sendable {
  /// Makes the cell for an item: dequeues it from the surface and configures it.
  public typealias CellProvider =
    @MainActor (_ surface: any ListSurface, _ path: ItemPath, _ item: Item) -> AnyObject?

  /// Compares the shown snapshot with a new one away from the main actor.
  typealias BackgroundComparison =
    @MainActor (_ shown: Snapshot<Section, Item>, _ new: Snapshot<Section, Item>) async ->
    UpdatePlan<Section, Item>._Comparison

  /// What the surface shows, or is animating to while an update runs.
  public internal(set) var snapshot = Snapshot<Section, Item>()

  /// The number of changes above which the data source reloads the surface instead of
  /// animating; 1,000 by default.
  public var reloadThreshold = 1_000

  /// The number of items above which ``plansLongUpdatesInBackground`` compares a snapshot
  /// with the shown one off the main actor; 10,000 by default.
  public var backgroundPlanningThreshold = 10_000

  /// How the list keeps the user's place when an update changes rows above what they read;
  /// ``ScrollAnchoring/stickToTop`` by default.
  ///
  /// See ``ScrollAnchoring`` for why that default, and for a chat's choice.
  public var scrollAnchoring = ScrollAnchoring.stickToTop

  /// What the user may do with the rows, and the titles shown around sections: the one place
  /// that holds these options, shared with the screens that show the list.
  ///
  /// By default the user may neither delete nor move rows (set ``ListBehavior/allowsDeleting``
  /// and ``ListBehavior/allowsMoving`` for an editable provider, ``DataProvider/isEditable``);
  /// selection does nothing; each section shows its model's own titles
  /// (``SectionModel/header`` and ``SectionModel/footer``). The behaviour's
  /// ``ListBehavior/headerTitle`` and ``ListBehavior/footerTitle`` come first where they
  /// answer.
  public var behavior = ListBehavior<Item>()

  /// Receives the edits the user makes on the surface (deletions and moves), with a name for
  /// the undo step; `nil` makes rows not editable. `bind(to:)` sets it.
  public var userEdits: (@MainActor (EditOperation<Section, Item>, _ name: String) -> Void)?

  /// Called with the step's name and the provider after the bound provider accepted an edit
  /// the user made, so that a host can register the step with a system undo manager
  /// (``ProviderUndoSteps``).
  package var userEditPerformed:
    (@MainActor (_ name: String, _ provider: any DataProvider<Section, Item>) -> Void)?

  /// Called with each provider `bind(to:)` binds, before it shows its data.
  package var providerBound: (@MainActor (any DataProvider<Section, Item>) -> Void)?

  /// The surface the data source drives.
  public private(set) weak var surface: (any ListSurface)?

  /// How many plans, batches and reloads the data source has run: for tests and diagnostics.
  package internal(set) var updateCounts = ListUpdateCounts()

  /// Runs a row's own selection handler, in lists of ``ListRow``s.
  @usableFromInline var rowSelection: (@MainActor (Item) -> Void)?
  /// Whether the bound provider lets the user edit the item with an identifier
  /// (``DataProvider/canEditItem(withID:)``); `nil` lets every item be edited.
  var itemEditability: (@MainActor (Item.ID) -> Bool)?
  /// Tells the bound provider which item is about to show, for providers that load as the
  /// user scrolls.
  var itemAppearance: (@MainActor (Item) -> Void)?
  let cellProvider: CellProvider
  let reuseIdentifier: ((Item) -> String)?
  let registrations:
    (Snapshot<Section, Item>) throws(AnyCellRegistration.Conflict) ->
      [AnyCellRegistration]
  let diagnostics: ListDiagnostic.Handler
  /// The per-row work, compiled for the data source's types where they were known.
  let work: _SpecializedListWork<Section, Item>
  /// Compares two snapshots away from the main actor; set by ``plansLongUpdatesInBackground``.
  var backgroundComparison: BackgroundComparison?
  var registered: [String: AnyCellRegistration] = [:]
  /// Whether every snapshot needs the same cells, so that once they are registered, later
  /// snapshots need no check.
  @usableFromInline var needsSameCellsAlways = false
  /// Whether the cells every snapshot needs are registered; see ``needsSameCellsAlways``.
  var hasRegisteredSameCells = false
  /// The supplementary views the list makes, by kind: each registration, and how to make and
  /// configure its view for a section.
  var supplementaryRegistrations:
    [SupplementaryKind: (
      registration: AnySupplementaryRegistration,
      make: @MainActor (any ListSurface, Int, Section) -> AnyObject?
    )] = [:]
  var connection: AnyObject?
  var isUpdating = false
  /// The snapshot the running update ends at.
  var updateTarget: Snapshot<Section, Item>?
  /// Whether the user moved a row while an update ran, so its remaining stages no longer fit
  /// what the surface shows.
  var needsReplan = false
  var pending: (snapshot: Snapshot<Section, Item>, animated: Bool)?
  /// The rows the surface showed between a batch or reload and the placement of its
  /// viewport, while that placement is pending; `nil` otherwise.
  var heldAppearances: [ItemPath]?
  var waitingCompletions: [@MainActor () -> Void] = []
  /// The identifiers of the selected items; see ``selection``.
  var selectedIDs: Set<Item.ID> = []
  let selectionObservers = ObserverList<Set<Item.ID>>()
  /// The identifiers of the items the user drags, in list order, from the lift to the end of
  /// the drag; `nil` when no drag runs.
  var draggedIDs: [Item.ID]?
  /// The outline last applied, collapsed rows included; `nil` while the list is flat.
  var outlineModel: Snapshot<Section, Item>?
  var expandedIDs: Set<Item.ID> = []
  /// Whether the list was ever an outline: its rows are drawn as outline rows from then on.
  var hasShownOutline = false
  /// Whether the rows shown are those of ``outlineModel`` with ``expandedIDs`` expanded, as
  /// they are but for a moment after the user moved a row of an outline.
  var shownRowsFollowOutline = false
  let expansionObservers = ObserverList<Set<Item.ID>>()

  // MARK: Lifecycle

  /// Creates a data source that makes cells with a closure, and sets itself as the surface's
  /// data source.
  ///
  /// - Parameters:
  ///   - surface: The surface to drive.
  ///   - registrations: The cells to register, for every snapshot; the surface can dequeue
  ///     only registered cells.
  ///   - reuseIdentifier: The reuse identifier of the cell that shows an item, which tells a
  ///     reconfigure from a reload; `nil` treats every content change as a reconfigure.
  ///   - diagnostics: Where to report what the data source recovered from.
  ///   - cellProvider: Dequeues and configures the cell for an item.
  @inlinable
  public convenience init(
    surface: any ListSurface,
    registrations:
      @escaping (Snapshot<Section, Item>) throws(AnyCellRegistration.Conflict) ->
      [AnyCellRegistration],
    reuseIdentifier: ((Item) -> String)? = nil,
    diagnostics: ListDiagnostic.Handler = .print,
    cellProvider: @escaping CellProvider
  ) {
    self.init(
      surface: surface, registrations: registrations, reuseIdentifier: reuseIdentifier,
      diagnostics: diagnostics, work: _SpecializedListWork(), cellProvider: cellProvider)
  }

  /// Creates a data source that does its per-row work with `work`, compiled for its types
  /// by the caller's `@inlinable` initializer.
  @usableFromInline
  init(
    surface: any ListSurface,
    registrations:
      @escaping (Snapshot<Section, Item>) throws(AnyCellRegistration.Conflict) ->
      [AnyCellRegistration],
    reuseIdentifier: ((Item) -> String)?,
    diagnostics: ListDiagnostic.Handler,
    work: _SpecializedListWork<Section, Item>,
    cellProvider: @escaping CellProvider
  ) {
    self.surface = surface
    self.registrations = registrations
    self.reuseIdentifier = reuseIdentifier
    self.diagnostics = diagnostics
    self.work = work
    self.cellProvider = cellProvider
    connection = surface.connect(self)
  }

  /// Creates a data source whose items all show in one kind of cell.
  ///
  /// - Parameters:
  ///   - surface: The surface to drive.
  ///   - registration: The cell, and how it shows an item.
  ///   - diagnostics: Where to report what the data source recovered from.
  @inlinable
  public convenience init<Cell>(
    surface: any ListSurface,
    registration: CellRegistration<Cell, Item>,
    diagnostics: ListDiagnostic.Handler = .print
  ) {
    let erased = registration.erased
    self.init(
      surface: surface, registrations: { _ in [erased] }, reuseIdentifier: nil,
      diagnostics: diagnostics, work: _SpecializedListWork(),
      cellProvider: Self.cellProvider(for: registration))
    needsSameCellsAlways = true
  }

  /// Creates a data source for rows of mixed cell types: each row brings its cell.
  ///
  /// Every cell type the rows of a snapshot need is registered before the snapshot is shown.
  /// A row whose cell type changes is reloaded; one whose item changes is reconfigured.
  ///
  /// - Parameters:
  ///   - surface: The surface to drive.
  ///   - diagnostics: Where to report what the data source recovered from.
  @inlinable
  public convenience init<RowID>(
    surface: any ListSurface,
    diagnostics: ListDiagnostic.Handler = .print
  ) where Item == ListRow<RowID> {
    self.init(
      surface: surface,
      registrations: { snapshot throws(AnyCellRegistration.Conflict) in
        try snapshot.cellRegistrations()
      },
      reuseIdentifier: { $0.registration.reuseIdentifier },
      diagnostics: diagnostics,
      work: _SpecializedListWork()
    ) { surface, path, row in
      let cell = surface.dequeueCell(
        withReuseIdentifier: row.registration.reuseIdentifier, for: path)
      return row.configure(cell, at: path) ? cell : nil
    }
    rowSelection = { row in row.select() }
  }

  // MARK: Internal

  /// Dequeues the registration's cell and configures it; `nil` if the surface made a cell of
  /// another class.
  @usableFromInline
  static func cellProvider<Cell>(for registration: CellRegistration<Cell, Item>) -> CellProvider {
    let reuseIdentifier = registration.erased.reuseIdentifier
    return { surface, path, item in
      let cell = surface.dequeueCell(withReuseIdentifier: reuseIdentifier, for: path)
      guard let typed = cell as? Cell else { return nil }
      registration.configure(typed, at: path, with: item)
      return typed
    }
  }
}
