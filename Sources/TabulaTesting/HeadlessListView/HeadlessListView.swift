@_spi(Surfaces) public import Tabula

/// A list surface without a screen that behaves like `UITableView` where it matters, for
/// tests on any platform.
///
/// - It reads counts from its data source when it first loads, caches them, and reports the
///   old counts until a batch switches the data inside the update, as UIKit does.
/// - It checks every batch with `BatchValidator` and records each violation as a
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

  /// The viewport's height: as many rows as fit in it have cells. Rows are 1 high unless
  /// ``rowHeight`` says otherwise, so by default it is the number of rows with cells.
  public var visibleRowLimit: Int

  /// The height of the row showing an item; 1 by default. Asked when a row gets its item
  /// (inserted, reloaded or reconfigured), as a self-sizing cell is measured.
  public var rowHeight: @MainActor (any Identifiable & Equatable) -> Double = { _ in 1 }

  /// How far the viewport's top is below the top of the first row. It stays across batches,
  /// as a table view's content offset does, unless the data source places the viewport to
  /// keep the user's place (`ListDataSource.scrollAnchoring`). Set it with
  /// ``scroll(toRow:)`` or ``scroll(toOffset:)``.
  public internal(set) var contentOffset: Double = 0

  /// Whether the user is scrolling: between ``beginScrolling()`` and ``endScrolling()``.
  public internal(set) var isUserScrolling = false

  /// Whether the view is in edit mode: a tap then adds its row to the selection when the data
  /// source allows multiple selection. Leaving edit mode keeps the selection; a data source's
  /// `selection` empties it.
  public var isEditing = false

  /// The positions of the rows a simulated drag carries, from the lift to the drop or the
  /// cancellation; `nil` when no drag runs.
  public internal(set) var draggedRows: [ItemPath]?

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

  /// Where the data source placed the viewport after its batches and reloads, in order.
  @_spi(Surfaces) public internal(set) var placements: [ScrollAnchoring.Placement] = []

  /// How many batches and reloads the view has performed.
  public internal(set) var updateCounts = (batches: 0, reloads: 0)

  var isLoaded = false
  var isInBatch = false
  /// The positions whose last dequeue got a placeholder, the view having said why.
  var unmadeCells: Set<ItemPath> = []
  /// The identifiers whose class the view could not create, reported once each.
  var unmakeableIdentifiers: Set<String> = []
  var pendingCompletions: [@MainActor () -> Void] = []
  let reuse: CellReuse

  /// Creates a headless view.
  ///
  /// - Parameters:
  ///   - surfaceKind: Which UIKit view to mimic, for the wording of violations.
  ///   - visibleRowLimit: How many rows, from the top, have cells.
  ///   - isDisplayingList: Whether the view is on screen.
  ///   - completesUpdatesImmediately: Whether batch completions run at once.
  ///   - makeCell: Makes a cell for a registration, or returns `nil` if it cannot; by
  ///     default ``makeRegisteredCell(_:)``: a ``HeadlessConstructibleCell`` is created with
  ///     `init()`, and on Apple platforms a UIKit cell as UIKit creates it.
  public init(
    surfaceKind: BatchValidator.SurfaceKind = .table,
    visibleRowLimit: Int = 20,
    isDisplayingList: Bool = true,
    completesUpdatesImmediately: Bool = true,
    makeCell: @escaping @MainActor (AnyCellRegistration) -> AnyObject? =
      HeadlessListView.makeRegisteredCell
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
    let heights = rows.joined().map(\.height)
    contentOffset = heights.prefix(min(max(0, row), max(0, heights.count - 1))).reduce(0, +)
    refreshRows()
  }

  /// Scrolls so that the viewport's top is `offset` below the top of the first row, within
  /// the content; rows come and go as with ``scroll(toRow:)``.
  ///
  /// - Parameter offset: The new ``contentOffset``, clamped so that the viewport stays
  ///   within the rows.
  public func scroll(toOffset offset: Double) {
    layoutIfNeeded()
    contentOffset = clampedOffset(offset)
    refreshRows()
  }

  /// The user puts a finger on the list: until ``endScrolling()``, a data source that keeps
  /// the user's place holds its updates back.
  public func beginScrolling() {
    isUserScrolling = true
  }

  /// The user's scroll ends (the finger lifts and the list stops): the data source runs the
  /// updates it held back.
  public func endScrolling() {
    isUserScrolling = false
    client?.userDidEndScrolling()
  }

  /// The row at the top of the viewport, counted across sections from the first row.
  public var firstVisibleRow: Int {
    var top = 0.0
    for (index, row) in rows.joined().enumerated() {
      top += row.height
      if top > contentOffset { return index }
    }
    return max(0, rows.joined().count - 1)
  }

  /// The height of every row together.
  public var contentHeight: Double { rows.joined().reduce(0) { $0 + $1.height } }

  func clampedOffset(_ offset: Double) -> Double {
    min(max(0, offset), max(0, contentHeight - Double(visibleRowLimit)))
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
