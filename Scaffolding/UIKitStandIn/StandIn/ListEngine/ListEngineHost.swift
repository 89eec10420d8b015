// MARK: - ListEngineHost

/// The view a `ListEngine` works for: `UITableView` or `UICollectionView`.
@MainActor protocol ListEngineHost: UIScrollView {
  /// The data source's section count, or `nil` without a data source.
  func hostNumberOfSections() -> Int?
  /// The data source's row count for `section`.
  func hostNumberOfItems(inSection section: Int) -> Int
  /// The data source's cell for `indexPath`, or `nil` without a data source.
  func hostCell(at indexPath: IndexPath) -> (any ReusableListCell)?
  /// Whether `cellClass` is a cell class of this view.
  func hostAcceptsCellClass(_ cellClass: AnyClass) -> Bool
  /// A new cell of `cellClass`, made through its `required init()`.
  func hostMakeCell(ofClass cellClass: AnyClass, reuseIdentifier: String) -> (any ReusableListCell)?
  /// A plain cell the view hands out after a dequeue failed.
  func hostMakeFallbackCell(reuseIdentifier: String) -> any ReusableListCell
  /// The cell in `object`, when it is one of this view's cells.
  func hostCell(in object: Any) -> (any ReusableListCell)?
  /// Whether cells must come from a dequeue of the current request (collection views).
  var hostRequiresDequeuedCells: Bool { get }
  /// Whether the view is in editing mode (shown on visible cells).
  var hostIsEditing: Bool { get }
  /// Updates view-specific state of a cell about to be shown at `indexPath`.
  func hostPrepareToShow(_ cell: any ReusableListCell, at indexPath: IndexPath)
  func hostWillDisplay(_ cell: any ReusableListCell, at indexPath: IndexPath)
  var hostHasPrefetchDataSource: Bool { get }
  func hostPrefetch(_ indexPaths: [IndexPath])
  func hostCancelPrefetching(_ indexPaths: [IndexPath])
  /// The layout showed cells for `visibleItems`.
  func hostDidLayOut(visibleItems: [IndexPath])
  /// The view forgot its counts and cells (a reload or a new data source).
  func hostDidReset()
  /// A valid batch was applied.
  func hostDidApply(_ plan: BatchUpdatePlan)

  // Geometry

  /// The height of the item at `indexPath` when it does not size itself; `nil` for a
  /// self-sizing item.
  func hostFixedHeight(at indexPath: IndexPath) -> CGFloat?
  /// The height a self-sizing item at `indexPath` is given until its cell is measured.
  func hostEstimatedHeight(at indexPath: IndexPath) -> CGFloat
  /// The height of a self-sizing item whose cell measures 0 high.
  func hostHeightOfCollapsedCell(at indexPath: IndexPath) -> CGFloat
  /// The width of every item's frame.
  var hostItemWidth: CGFloat { get }
  /// The heights the layout adds above the first section and below the last.
  var hostBoundaryHeights: (top: CGFloat, bottom: CGFloat) { get }
}

extension ListEngineHost {
  /// None: a view whose layout has no boundary items.
  var hostBoundaryHeights: (top: CGFloat, bottom: CGFloat) { (0, 0) }
}
