@_spi(Surfaces) public import Tabula

/// A list surface without a screen that behaves like `UITableView` where it matters, for
/// tests on any platform.
///
/// - It reads counts from its data source when it first loads, caches them, and reports the
///   old counts until a batch switches the data inside the update, as UIKit does.
/// - It checks every batch with ``BatchValidator`` and records each violation as a
///   ``HeadlessProblem``, then recovers like `reloadData()`.
/// - It rebuilds its rows from the batch alone, as UIKit moves its cells, and then checks
///   that every row shows exactly the item the data source reports there: a plan that would
///   leave a stale or misplaced row on screen is caught even when its counts add up.
/// - It keeps cells only for a visible window of rows, with a reuse queue, and logs which
///   cell was configured with which item.
///
/// ```swift
/// let view = HeadlessListView()
/// let dataSource = ListDataSource(surface: view, registration: bookCells)
/// dataSource.apply(before)
/// dataSource.apply(after)
/// #expect(view.problems.isEmpty)
/// #expect(view.shownTokens == after.items.map(ItemToken.init))
/// ```
@MainActor
public final class HeadlessListView: ListSurface {
  /// Which UIKit view to mimic, for the wording of violations.
  public let surfaceKind: BatchValidator.SurfaceKind

  /// How many rows, counted from ``firstVisibleRow``, have cells.
  public var visibleRowLimit: Int

  /// The row at the top of the viewport, counted across sections from the first row; rows
  /// above it and rows past ``visibleRowLimit`` have no cells. Set it with
  /// ``scroll(toRow:)``.
  public internal(set) var firstVisibleRow = 0

  /// Whether the view is on screen; when `false`, a data source reloads instead of animating.
  public var isDisplayingList: Bool

  /// Whether batch completions run at once; when `false` they wait for
  /// ``finishAnimations()``, as UIKit's run after the animation.
  public var completesUpdatesImmediately: Bool

  /// The object the view asks for counts and cells.
  @_spi(Surfaces) public weak var client: (any ListSurfaceClient)?

  /// The rows the view shows, per section; empty before the first load.
  public internal(set) var rows: [[HeadlessRow]] = []

  /// Everything the view caught, in order.
  public internal(set) var problems: [HeadlessProblem] = []

  /// Each configuration of a cell: the position, the item, and the cell's identity.
  public internal(set) var configurations:
    [(path: ItemPath, token: ItemToken?, cell: ObjectIdentifier)] =
      []

  /// How many cells the view has created; reuse keeps this near the visible window's size.
  public var cellsCreated: Int { reuse.cellsCreated }

  /// How many batches and reloads the view has performed.
  public internal(set) var updateCounts = (batches: 0, reloads: 0)

  var isLoaded = false
  var isInBatch = false
  var pendingCompletions: [@MainActor () -> Void] = []
  let reuse: CellReuse

  /// Creates a headless view.
  ///
  /// - Parameters:
  ///   - surfaceKind: Which UIKit view to mimic, for the wording of violations.
  ///   - visibleRowLimit: How many rows, from the top, have cells.
  ///   - isDisplayingList: Whether the view is on screen.
  ///   - completesUpdatesImmediately: Whether batch completions run at once.
  ///   - makeCell: Makes a cell for a registration; by default, classes conforming to
  ///     ``HeadlessConstructibleCell`` are created with `init()`.
  public init(
    surfaceKind: BatchValidator.SurfaceKind = .table,
    visibleRowLimit: Int = 20,
    isDisplayingList: Bool = true,
    completesUpdatesImmediately: Bool = true,
    makeCell: @escaping @MainActor (AnyCellRegistration) -> AnyObject? = { registration in
      (registration.cellClass as? any HeadlessConstructibleCell.Type)?.init()
    }
  ) {
    self.surfaceKind = surfaceKind
    self.visibleRowLimit = visibleRowLimit
    self.isDisplayingList = isDisplayingList
    self.completesUpdatesImmediately = completesUpdatesImmediately
    reuse = CellReuse(makeCell: makeCell) { cell in
      (cell as? any HeadlessReusableCell)?.prepareForReuse()
    }
  }

  /// The items the rows show, section after section.
  public var shownTokens: [ItemToken?] { rows.flatMap { $0.map(\.token) } }

  /// The number of rows in each section, as the view knows them.
  public var counts: [Int] { rows.map(\.count) }

  /// Loads the view if it has not loaded yet: reads counts and configures the visible rows,
  /// as a table view does before it first appears.
  public func layoutIfNeeded() {
    guard !isLoaded else { return }
    loadFromDataSource()
  }

  /// Scrolls so that a row is at the top of the viewport: rows that leave the viewport give
  /// their cells back for reuse, rows that come into it get cells, and the data source hears
  /// of each row about to show, as a table view's `willDisplay` tells.
  ///
  /// - Parameter row: The row, counted across sections from the first; clamped to the rows
  ///   there are.
  public func scroll(toRow row: Int) {
    layoutIfNeeded()
    firstVisibleRow = min(max(0, row), max(0, rows.joined().count - 1))
    refreshRows()
  }

  /// Runs the completions of finished batch updates, when ``completesUpdatesImmediately`` is
  /// `false`; a completion may start further updates, whose completions run too.
  public func finishAnimations() {
    while !pendingCompletions.isEmpty {
      let completion = pendingCompletions.removeFirst()
      completion()
    }
  }

  func record(_ kind: HeadlessProblem.Kind, _ message: String) {
    problems.append(HeadlessProblem(kind: kind, message: message))
  }
}
