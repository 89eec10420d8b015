@_spi(Surfaces) import Tabula
@_spi(Surfaces) import TabulaTesting

/// A list surface for the terminal: sections with headers, a window of rows with a cursor,
/// and marks for what the last update changed.
///
/// It behaves like `UITableView` where it matters, and like `HeadlessListView` in checking
/// itself:
///
/// - It reads counts from its data source when it first loads, caches them, and applies each
///   batch from the batch alone, moving rows as UIKit moves cells (see ``TerminalLayout``).
/// - It checks every batch with `BatchValidator` and records each violation in
///   ``violations``, then recovers like `reloadData()`; after each batch it checks that every
///   row shows the item the data source reports there, and records any mismatch in
///   ``problems``.
/// - Only rows in the visible window have cells, dequeued from a reuse queue and configured
///   by the data source; rows that scroll away give their cells back.
///
/// Rows that come into the window are reported to the client with `willDisplayItem(at:)`, as
/// `UITableView` calls `willDisplay`: a paged provider bound to the data source loads its next
/// page as the cursor moves down.
///
/// Rows just past the window, in the direction it scrolls, are announced with
/// `prefetchItems(at:)` before they show (see ``prefetchDistance``), as a table view's
/// prefetching data source hears. ``showActions(_:at:)`` does what a swipe or a long press
/// does: it draws the actions the data source offers for a row, on the row or in a menu,
/// until one is chosen with ``chooseShownAction(_:)``.
///
/// ``liftRows(at:)`` does what lifting a row to drag it does: the lifted rows are marked `^`
/// and a drop marker stands between the other rows, saying where the data source would have
/// them land, or that it refuses the place; ``moveDropMarker(by:)`` moves it and
/// ``dropRows()`` hands the drop to the data source, which animates the provider's result.
/// ``toggleSelection(at:)`` does what a tap does in edit mode: the list enters selection
/// mode, where each row shows `[ ]` or `[x]`, and the data source keeps the selection shown
/// through batches and reloads.
///
/// What an update did stays marked until ``settle()``: inserted rows `+`, moved rows `>`,
/// updated rows `~`, and deleted rows as ghosts marked `-` where they were.
///
/// ```swift
/// let view = TerminalListView(width: 80, height: 20)
/// let dataSource = ListDataSource(surface: view, registration: appearance.terminalRegistration)
/// dataSource.apply(snapshot)
/// print(view.render(style: .plain).joined(separator: "\n"))
/// ```
@MainActor
final class TerminalListView: ListSurface {
  /// The header and footer of a section.
  typealias Titles = (header: String?, footer: String?)

  /// The number of columns of a line.
  var width: Int {
    didSet { if isLoaded { refresh() } }
  }

  /// The number of lines the list may fill.
  var height: Int {
    didSet { if isLoaded { refresh() } }
  }

  /// How many lines each row takes.
  var rowHeight: Int

  /// The header and footer of the section at an index. A data source answers counts and
  /// cells only; the screen that owns the list answers titles.
  var titles: @MainActor (Int) -> Titles = { _ in (nil, nil) }

  /// What the list shows when it has no rows.
  var emptyText: String?

  /// A line below the rows, such as a paged list's "Loading more…", or `nil` for none. It
  /// takes the window's last line, so it shows wherever the list is scrolled.
  var footer: String? {
    didSet { if isLoaded, footer != oldValue { refresh() } }
  }

  /// Whether the list is on screen; when `false`, a data source reloads instead of animating.
  var isDisplayingList = true

  /// Whether rows arriving in a list that had none put the cursor on the last row, and the
  /// window at the bottom with it: a chat opens at its newest message. Otherwise the cursor
  /// starts on the first row.
  var opensAtEnd = false

  /// Called whenever the list has brought its window up to date: after a cursor move, an
  /// update, a placement or a resize. A screen whose footer follows what the window shows
  /// (a chat's "new messages") updates it here, as a scroll view's delegate hears
  /// `scrollViewDidScroll`. Setting ``footer`` from it is safe: the list comes back once more
  /// and stops when the footer stays the same.
  var windowDidChange: (@MainActor () -> Void)?

  /// The object the list asks for counts and cells.
  weak var client: (any ListSurfaceClient)?

  /// The sections and their rows, as the list knows them.
  var sections: [TerminalSection] = []

  /// Ghosts of deleted sections that no section follows.
  var orphanGhosts: [Ghost] = []

  /// The position of the cursor, or `nil` when the list has no rows.
  var cursor: ItemPath?

  /// The first display line in the window.
  var scrollOffset = 0

  /// Every batch violation the list caught; a correct data source leaves it empty.
  var violations: [BatchValidator.Violation] = []

  /// Everything else the list caught (rows showing the wrong item, cells it could not
  /// make), as sentences.
  var problems: [String] = []

  /// How many batches and reloads the list has performed.
  var updateCounts = (batches: 0, reloads: 0)

  /// How many cells the list has created; reuse keeps this near the window's size.
  var cellsCreated: Int { reuse.cellsCreated }

  /// How many times the data source configured a cell for the list.
  var configurationCount = 0

  /// The swipe actions or the menu the list shows for a row, if any; see
  /// ``showActions(_:at:)``.
  var shownActions: ShownItemActions?

  /// Whether the list is in selection mode, UIKit's edit mode with multiple selection: each
  /// row shows whether it is selected, and ``toggleSelection(at:)`` adds or removes it.
  var isEditing = false {
    didSet { if isLoaded, isEditing != oldValue { refresh() } }
  }

  /// The rows the user is dragging, from ``liftRows(at:)`` to the drop or the cancellation;
  /// `nil` when no drag runs.
  var drag: TerminalDrag?

  /// How many rows past each edge of the window the client hears of before they show, with
  /// `prefetchItems(at:)`; 0 turns prefetching off.
  var prefetchDistance = 3

  /// The items announced to the client as likely to show soon, nearest first.
  var prefetchedIdentities: [AnyHashable] = []

  /// The first row in the window when the list last prefetched, counted among all rows.
  var prefetchWindowStart: Int?

  /// Whether the window last scrolled up, so that the rows above it show next.
  var prefetchesUpward = false

  var isPrefetching = false

  var isLoaded = false
  var isInBatch = false
  let reuse = CellReuse(
    makeCell: { registration in (registration.cellClass as? any TerminalCell.Type)?.init() },
    prepareForReuse: { cell in (cell as? any TerminalCell)?.prepareForReuse() })

  // MARK: Lifecycle

  /// Creates a list.
  ///
  /// - Parameters:
  ///   - width: The number of columns of a line.
  ///   - height: The number of lines the list may fill.
  ///   - rowHeight: How many lines each row takes.
  init(width: Int, height: Int, rowHeight: Int = 1) {
    self.width = max(width, 1)
    self.height = max(height, 1)
    self.rowHeight = max(rowHeight, 1)
  }

  // MARK: Internal

  /// The number of rows in each section, as the list knows them.
  var counts: [Int] { sections.map(\.rows.count) }

  /// The number of rows in all sections.
  var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

  /// The items the rows show, section after section.
  var shownTokens: [ItemToken?] { sections.flatMap { $0.rows.map(\.token) } }

  /// Whether any row, header or ghost still shows what the last update did.
  var hasMarks: Bool {
    !orphanGhosts.isEmpty
      || sections.contains { section in
        section.mark != nil || !section.ghostsAbove.isEmpty || !section.trailingGhosts.isEmpty
          || section.rows.contains { $0.mark != nil || !$0.ghostsAbove.isEmpty }
      }
  }

  /// Loads the list if it has not loaded yet: reads counts and configures the visible rows.
  func layoutIfNeeded() {
    guard !isLoaded else { return }
    loadFromDataSource()
  }

  /// Ends the animation of the last update: forgets every mark and ghost.
  func settle() {
    guard hasMarks else { return }
    orphanGhosts = []
    for section in sections.indices {
      sections[section].mark = nil
      sections[section].ghostsAbove = []
      sections[section].trailingGhosts = []
      for row in sections[section].rows.indices {
        sections[section].rows[row].mark = nil
        sections[section].rows[row].ghostsAbove = []
      }
    }
    refresh()
  }
}
