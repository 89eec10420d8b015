// MARK: - UITableView

/// A view that presents data as rows arranged in sections.
///
/// The stand-in models UIKit's rules: counts are read from the data source when first needed
/// and cached; batch updates are checked against the cached counts; cells come from
/// registrations and a reuse queue. Rows lie one below the other (section headers and footers
/// are 0 high), each as high as the delegate's `tableView(_:heightForRowAt:)` or `rowHeight`;
/// a self-sizing row (`automaticDimension`) is estimated until its cell is made, then
/// measured with `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
/// The rows whose rects meet the bounds have cells; a table without a height (never given a
/// frame), or whose `standInVisibleRowLimit` a test set, shows that many rows from the row at
/// `contentOffset` instead. Layout happens on `layoutIfNeeded()`, and by itself when the table
/// enters a window and after `reloadData()`, a batch update or a change of `contentOffset`
/// while it is in a window.
///
/// As in UIKit, `contentOffset` stays put across `reloadData()` and batch updates: rows
/// inserted above the visible ones push them down. Only when the content becomes too short
/// for the offset does the offset come back to the end of the content.
@MainActor open class UITableView: UIScrollView {
  // MARK: Lifecycle

  /// Creates a table view with a frame and a style.
  ///
  /// - Parameters:
  ///   - frame: The frame rectangle.
  ///   - style: The table's style.
  public init(frame: CGRect, style: UITableView.Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// Creates a plain table view.
  ///
  /// - Parameter frame: The frame rectangle.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Creates a table view from an archive; the stand-in decodes nothing and uses `.plain`.
  ///
  /// - Parameter coder: An unarchiver.
  public required init?(coder: NSCoder) {
    self.style = .plain
    super.init(coder: coder)
  }

  // MARK: Configuration

  /// The table's style.
  open private(set) var style: UITableView.Style

  /// The object that provides the data; held weakly, as in UIKit. Setting another one forgets
  /// the cached counts and cells.
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet {
      if oldValue !== dataSource {
        engine.dataSourceDidChange()
      }
    }
  }

  /// The object that handles selection and editing, row heights and scrolling; held weakly,
  /// as in UIKit.
  open weak var delegate: (any UITableViewDelegate)?

  /// The object told in advance about rows likely to show soon; held weakly, as in UIKit.
  @available(iOS 10.0, *)
  open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

  /// The height of each row, unless the delegate implements `tableView(_:heightForRowAt:)`.
  ///
  /// The default, `automaticDimension`, makes rows size themselves: a row is
  /// `estimatedRowHeight` high until its cell is made, then as high as the cell's
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
  /// says (44 points when that is 0, as UIKit's "using standard height instead").
  open var rowHeight: CGFloat = UITableView.automaticDimension {
    didSet { engine.cachedGeometry = nil }
  }

  /// The estimated height of self-sizing rows not measured yet, unless the delegate
  /// implements `tableView(_:estimatedHeightForRowAt:)`.
  ///
  /// The default, `automaticDimension`, lets the table choose: the stand-in uses 44 points.
  /// UIKit's 0 turns estimates off; the stand-in then uses 44 points as well.
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
    didSet { engine.cachedGeometry = nil }
  }

  /// The value that asks for a default or self-sized dimension (stand-in value: -1).
  public static let automaticDimension: CGFloat = -1

  /// The view behind the rows.
  open var backgroundView: UIView?

  /// The view shown below the last row; `nil` by default.
  open var tableFooterView: UIView?

  // MARK: Registration and reuse

  /// Registers a cell class for an identifier; `nil` unregisters it.
  ///
  /// - Parameters:
  ///   - cellClass: A subclass of `UITableViewCell`, created through `init()`, which calls
  ///     `init(style: .default, reuseIdentifier:)`.
  ///   - identifier: The reuse identifier; must not be empty.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    engine.register(cellClass: cellClass, identifier: identifier)
  }

  /// Registers a nib holding one cell for an identifier; `nil` unregisters it.
  ///
  /// - Parameters:
  ///   - nib: The nib; its contents come from `UINib.standInRegister(nibName:factory:)`.
  ///   - identifier: The reuse identifier; must not be empty.
  @available(
    visionOS, deprecated: 1.0,
    message: "Interface Builder products will not load in a future visionOS"
  )
  #if UIKIT_STANDIN_VISIONOS
  @available(
    *, deprecated, message: "Interface Builder products will not load in a future visionOS"
  )
  #endif
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    engine.register(nib: nib, identifier: identifier)
  }

  /// Returns a reusable cell for `identifier` and the row being asked for; call it only from
  /// `tableView(_:cellForRowAt:)` with the index path given there.
  ///
  /// - Parameters:
  ///   - identifier: A registered reuse identifier.
  ///   - indexPath: The index path the data source was asked for.
  /// - Returns: A queued cell (after `prepareForReuse()`) or a new one.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = engine.dequeue(identifier: identifier, for: indexPath)
    return (cell as? UITableViewCell) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// Returns a queued cell, a new registered cell, or `nil` when `identifier` is unregistered.
  ///
  /// - Parameter identifier: A reuse identifier.
  /// - Returns: A cell, or `nil`.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    engine.dequeue(identifier: identifier, for: nil) as? UITableViewCell
  }

  // MARK: Data

  /// Forgets the cached counts and the cells, and reads the data source again (at once when
  /// the table is in a window). Inside a batch update it is a warning.
  open func reloadData() {
    engine.reloadData()
  }

  /// The number of rows in `section`, from the cached counts (read first if needed). Inside a
  /// batch update it returns the counts from before the update.
  ///
  /// - Parameter section: A section index.
  /// - Returns: The row count, or 0 for a section that does not exist.
  open func numberOfRows(inSection section: Int) -> Int {
    engine.numberOfItems(inSection: section)
  }

  /// The number of sections, from the cached counts (read first if needed).
  open var numberOfSections: Int { engine.counts().count }

  // MARK: Batch updates

  /// Runs `updates` as one batch: its changes are checked and applied together when the
  /// outermost batch ends. `completion` runs later, from `UIKitStandIn.runPendingAnimations()`,
  /// with `false` when the batch broke a rule.
  ///
  /// - Parameters:
  ///   - updates: Changes the model and calls the insert, delete, reload and move methods.
  ///   - completion: Called when the animations end.
  open func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    engine.performBatchUpdates(updates, completion: completion)
  }

  /// Opens a batch update; batches nest and only the outermost one counts.
  open func beginUpdates() {
    engine.beginBatch()
  }

  /// Closes a batch update opened with `beginUpdates()`.
  open func endUpdates() {
    engine.endBatch(completion: nil)
  }

  /// Inserts rows; index paths are in the space after the update.
  ///
  /// - Parameters:
  ///   - indexPaths: The new rows.
  ///   - animation: Ignored.
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    engine.recordChange { $0.itemInserts += indexPaths }
  }

  /// Deletes rows; index paths are in the space before the update.
  ///
  /// - Parameters:
  ///   - indexPaths: The deleted rows.
  ///   - animation: Ignored.
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    engine.recordChange { $0.itemDeletes += indexPaths }
  }

  /// Reloads rows (new cells); index paths are in the space before the update.
  ///
  /// - Parameters:
  ///   - indexPaths: The reloaded rows.
  ///   - animation: Ignored.
  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    engine.recordChange { $0.itemReloads += indexPaths }
  }

  /// Moves a row; its cell moves with it.
  ///
  /// - Parameters:
  ///   - indexPath: The row, before the update.
  ///   - newIndexPath: Its place after the update.
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    engine.recordChange { $0.itemMoves.append(.init(from: indexPath, to: newIndexPath)) }
  }

  /// Updates rows' existing cells: the data source is asked again, and dequeuing the row's
  /// reuse identifier returns its current cell without `prepareForReuse()`.
  ///
  /// - Parameter indexPaths: The rows, before the update.
  @available(iOS 15.0, tvOS 15.0, *)
  open func reconfigureRows(at indexPaths: [IndexPath]) {
    engine.recordChange { $0.itemReconfigures += indexPaths }
  }

  /// Inserts sections; indexes are in the space after the update.
  ///
  /// - Parameters:
  ///   - sections: The new sections.
  ///   - animation: Ignored.
  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    engine.recordChange { $0.sectionInserts.formUnion(sections) }
  }

  /// Deletes sections; indexes are in the space before the update.
  ///
  /// - Parameters:
  ///   - sections: The deleted sections.
  ///   - animation: Ignored.
  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    engine.recordChange { $0.sectionDeletes.formUnion(sections) }
  }

  /// Reloads sections; UIKit treats each as a delete and an insert at the same index.
  ///
  /// - Parameters:
  ///   - sections: The reloaded sections, before the update.
  ///   - animation: Ignored.
  open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    engine.recordChange { $0.sectionReloads.formUnion(sections) }
  }

  /// Moves a section with its rows.
  ///
  /// - Parameters:
  ///   - section: The section, before the update.
  ///   - newSection: Its index after the update.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    engine.recordChange { $0.sectionMoves.append(.init(from: section, to: newSection)) }
  }

  // MARK: Editing

  /// Whether the table is in editing mode.
  open var isEditing: Bool {
    get { storedIsEditing }
    set { setEditing(newValue, animated: false) }
  }

  /// Turns editing mode on or off, on the table and its visible cells. Entering or leaving
  /// editing mode clears the selection, without telling the delegate.
  ///
  /// - Parameters:
  ///   - editing: Whether the table edits.
  ///   - animated: Ignored.
  open func setEditing(_ editing: Bool, animated: Bool) {
    if editing != storedIsEditing {
      engine.deselectAll()
    }
    storedIsEditing = editing
    for (indexPath, cell) in engine.visibleCells {
      cell.showEditing(editing)
      hostPrepareToShow(cell, at: indexPath)
    }
  }

  // MARK: Visible rows

  /// The cell shown at `indexPath`, or `nil` when the row has no cell (not laid out yet, or
  /// outside the viewport).
  ///
  /// - Parameter indexPath: A row.
  /// - Returns: The visible cell, or `nil`.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    engine.visibleCells[indexPath] as? UITableViewCell
  }

  /// The row a visible cell shows, or `nil` when the cell is not visible.
  ///
  /// - Parameter cell: A cell.
  /// - Returns: Its row, or `nil`.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    engine.visibleCells.first { $0.value === cell }?.key
  }

  /// The visible cells, in index-path order.
  open var visibleCells: [UITableViewCell] {
    engine.orderedVisibleCells.compactMap { $0 as? UITableViewCell }
  }

  /// The index paths of the visible cells, sorted; `nil` when there are none.
  open var indexPathsForVisibleRows: [IndexPath]? {
    let paths = engine.visibleCells.keys.sorted()
    return paths.isEmpty ? nil : paths
  }

  /// The area the row at `indexPath` takes, in the table's coordinates: the table's width,
  /// and the row's height below the rows before it (estimated for self-sizing rows not
  /// measured yet).
  ///
  /// ```swift
  /// tableView.rowHeight = 60
  /// tableView.rectForRow(at: IndexPath(row: 2, section: 0))  // (0, 120, width, 60)
  /// ```
  ///
  /// - Parameter indexPath: A row.
  /// - Returns: The row's rectangle, or `.zero` when the table has no such row.
  /// - Complexity: O(*n*) in the number of rows when the heights changed since the last
  ///   call, else O(1).
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    engine.frame(of: indexPath) ?? .zero
  }

  /// The row at `point`, in the table's coordinates.
  ///
  /// - Parameter point: A point; only its `y` is compared with the rows' rectangles.
  /// - Returns: The row whose rectangle holds `point`, or `nil` when no row does.
  /// - Complexity: O(*n*) in the number of rows.
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    engine.geometry().indexPath(atY: point.y)
  }

  /// Scrolls so that `indexPath` shows at `scrollPosition`: moves `contentOffset` (never
  /// beyond the content), then lays out when in a window. A row or section the table does not
  /// have raises `NSRangeException` ("Attempted to scroll the table view to an out-of-bounds
  /// …").
  ///
  /// - Parameters:
  ///   - indexPath: An existing row.
  ///   - scrollPosition: Where the row ends up: at the top, middle or bottom of the bounds
  ///     less the content insets; `.none` scrolls as little as makes the row fully visible.
  ///   - animated: Ignored.
  open func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
  ) {
    scroll(to: indexPath, at: scrollPosition)
  }

  // MARK: Selection

  /// The selected row, or `nil`.
  open var indexPathForSelectedRow: IndexPath? { engine.selectedIndexPaths.first }

  /// Selects a row without calling the delegate, as UIKit does. In single selection the row
  /// replaces the selection; in multiple selection (see `allowsMultipleSelection` and
  /// `allowsMultipleSelectionDuringEditing`) it joins it.
  ///
  /// - Parameters:
  ///   - indexPath: The row, or `nil` to clear the selection.
  ///   - animated: Ignored.
  ///   - scrollPosition: Where to scroll the row; `.none` does not scroll.
  open func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
  ) {
    select(indexPath, scrollPosition: scrollPosition)
  }

  /// Deselects a row without calling the delegate, as UIKit does.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - animated: Ignored.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    engine.deselect(indexPath)
  }

  // MARK: Layout

  /// Loads the counts if needed and shows a cell for every row in the viewport.
  open override func layoutSubviews() {
    super.layoutSubviews()
    engine.layout()
  }

  /// Lays out when the table enters a window.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    engine.layoutIfInWindow()
  }

  // MARK: Internal

  /// UIKit's standard row height, in points.
  static let defaultRowHeight: CGFloat = 44

  lazy var engine = ListEngine(host: self, words: .table)
  var storedIsEditing = false
  /// The drag and drop delegates, held weakly and untyped so that the tvOS emulation, where
  /// their protocols are unavailable, compiles.
  weak var storedDragDelegate: AnyObject?
  weak var storedDropDelegate: AnyObject?
  var storedDragInteractionEnabled = true

  override var scrollViewDelegate: (any UIScrollViewDelegate)? { delegate }

  override func contentOffsetDidChange() {
    engine.layoutIfInWindow()
  }
}
