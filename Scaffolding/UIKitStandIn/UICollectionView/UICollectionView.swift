// MARK: - UICollectionView

/// A view that presents items in sections, placed by a layout.
///
/// The stand-in shares `UITableView`'s model (cached counts, registration and reuse, batch
/// rules, geometry and viewport, `contentOffset` kept across updates) and adds UIKit's
/// collection-view rule that every cell must be dequeued for the index path asked for.
///
/// Items lie in one column, one below the other, with headers and footers 0 high. With a
/// `UICollectionViewFlowLayout` an item is `itemSize` high and wide (or sizes itself when
/// `estimatedItemSize` is not `.zero`); with any other layout, such as a list made with
/// `UICollectionViewCompositionalLayout.list(using:)`, items are as wide as the view and size
/// themselves: 44 points high until their cell is made, then as high as the cell's
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` says
/// (44 again when that is 0).
@MainActor open class UICollectionView: UIScrollView {
  // MARK: Lifecycle

  /// Creates a collection view with a layout.
  ///
  /// - Parameters:
  ///   - frame: The frame rectangle.
  ///   - layout: The layout.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    self.collectionViewLayout = layout
    super.init(frame: frame)
  }

  /// Creates a collection view from an archive; the stand-in decodes nothing and uses a flow
  /// layout.
  ///
  /// - Parameter coder: An unarchiver.
  public required init?(coder: NSCoder) {
    self.collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  // MARK: Configuration

  /// The layout.
  open var collectionViewLayout: UICollectionViewLayout

  /// The object that provides the data; held weakly, as in UIKit. Setting another one forgets
  /// the cached counts and cells.
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet {
      if oldValue !== dataSource {
        engine.dataSourceDidChange()
      }
    }
  }

  /// The object that handles selection and scrolling; held weakly, as in UIKit.
  open weak var delegate: (any UICollectionViewDelegate)?

  /// The object told in advance about items likely to show soon; held weakly, as in UIKit.
  @available(iOS 10.0, *)
  open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?

  /// The view behind the items.
  open var backgroundView: UIView?

  // MARK: Registration and reuse

  /// Registers a cell class for an identifier; `nil` unregisters it.
  ///
  /// - Parameters:
  ///   - cellClass: A subclass of `UICollectionViewCell`, created through `init()`, which
  ///     calls `init(frame: .zero)`.
  ///   - identifier: The reuse identifier; must not be empty.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
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
  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    engine.register(nib: nib, identifier: identifier)
  }

  /// Returns a reusable cell for `identifier`; call it only from
  /// `collectionView(_:cellForItemAt:)` with the index path given there.
  ///
  /// - Parameters:
  ///   - identifier: A registered reuse identifier.
  ///   - indexPath: The index path the data source was asked for.
  /// - Returns: A queued cell (after `prepareForReuse()`) or a new one.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = engine.dequeue(identifier: identifier, for: indexPath)
    return (cell as? UICollectionViewCell) ?? UICollectionViewCell(frame: .zero)
  }

  // MARK: Data

  /// Forgets the cached counts and the cells, and reads the data source again (at once when
  /// the view is in a window). Inside a batch update it is a warning.
  open func reloadData() {
    engine.reloadData()
  }

  /// The number of items in `section`, from the cached counts (read first if needed).
  ///
  /// - Parameter section: A section index.
  /// - Returns: The item count, or 0 for a section that does not exist.
  open func numberOfItems(inSection section: Int) -> Int {
    engine.numberOfItems(inSection: section)
  }

  /// The number of sections, from the cached counts (read first if needed).
  open var numberOfSections: Int { engine.counts().count }

  // MARK: Batch updates

  /// Runs `updates` as one batch; see `UITableView.performBatchUpdates(_:completion:)`.
  ///
  /// - Parameters:
  ///   - updates: Changes the model and calls the insert, delete, reload and move methods.
  ///   - completion: Called from `UIKitStandIn.runPendingAnimations()`.
  open func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    engine.performBatchUpdates(updates, completion: completion)
  }

  /// Inserts items; index paths are in the space after the update.
  ///
  /// - Parameter indexPaths: The new items.
  open func insertItems(at indexPaths: [IndexPath]) {
    engine.recordChange { $0.itemInserts += indexPaths }
  }

  /// Deletes items; index paths are in the space before the update.
  ///
  /// - Parameter indexPaths: The deleted items.
  open func deleteItems(at indexPaths: [IndexPath]) {
    engine.recordChange { $0.itemDeletes += indexPaths }
  }

  /// Reloads items (new cells); index paths are in the space before the update.
  ///
  /// - Parameter indexPaths: The reloaded items.
  open func reloadItems(at indexPaths: [IndexPath]) {
    engine.recordChange { $0.itemReloads += indexPaths }
  }

  /// Moves an item; its cell moves with it.
  ///
  /// - Parameters:
  ///   - indexPath: The item, before the update.
  ///   - newIndexPath: Its place after the update.
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    engine.recordChange { $0.itemMoves.append(.init(from: indexPath, to: newIndexPath)) }
  }

  /// Updates items' existing cells without `prepareForReuse()`.
  ///
  /// - Parameter indexPaths: The items, before the update.
  @available(iOS 15.0, tvOS 15.0, *)
  open func reconfigureItems(at indexPaths: [IndexPath]) {
    engine.recordChange { $0.itemReconfigures += indexPaths }
  }

  /// Inserts sections; indexes are in the space after the update.
  ///
  /// - Parameter sections: The new sections.
  open func insertSections(_ sections: IndexSet) {
    engine.recordChange { $0.sectionInserts.formUnion(sections) }
  }

  /// Deletes sections; indexes are in the space before the update.
  ///
  /// - Parameter sections: The deleted sections.
  open func deleteSections(_ sections: IndexSet) {
    engine.recordChange { $0.sectionDeletes.formUnion(sections) }
  }

  /// Reloads sections; UIKit treats each as a delete and an insert at the same index.
  ///
  /// - Parameter sections: The reloaded sections, before the update.
  open func reloadSections(_ sections: IndexSet) {
    engine.recordChange { $0.sectionReloads.formUnion(sections) }
  }

  /// Moves a section with its items.
  ///
  /// - Parameters:
  ///   - section: The section, before the update.
  ///   - newSection: Its index after the update.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    engine.recordChange { $0.sectionMoves.append(.init(from: section, to: newSection)) }
  }

  // MARK: Visible items

  /// The cell shown at `indexPath`, or `nil`.
  ///
  /// - Parameter indexPath: An item.
  /// - Returns: The visible cell, or `nil`.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    engine.visibleCells[indexPath] as? UICollectionViewCell
  }

  /// The item a visible cell shows, or `nil` when the cell is not visible.
  ///
  /// - Parameter cell: A cell.
  /// - Returns: Its item, or `nil`.
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    engine.visibleCells.first { $0.value === cell }?.key
  }

  /// The visible cells, in index-path order.
  open var visibleCells: [UICollectionViewCell] {
    engine.orderedVisibleCells.compactMap { $0 as? UICollectionViewCell }
  }

  /// The index paths of the visible cells, sorted.
  open var indexPathsForVisibleItems: [IndexPath] {
    engine.visibleCells.keys.sorted()
  }

  /// The layout attributes of the item at `indexPath`: its frame, below the items before it
  /// (estimated for self-sizing items not measured yet).
  ///
  /// ```swift
  /// let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame
  /// ```
  ///
  /// - Parameter indexPath: An item.
  /// - Returns: New attributes, or `nil` when the view has no such item.
  /// - Complexity: O(*n*) in the number of items when the heights changed since the last
  ///   call, else O(1).
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard let frame = engine.frame(of: indexPath) else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frame
    return attributes
  }

  // MARK: Scrolling

  /// Scrolls so that an item shows at a position of the viewport: moves `contentOffset`
  /// (never beyond the content), then lays out when in a window. An item the view does not
  /// have raises `NSInternalInconsistencyException` ("Attempted to scroll the collection view
  /// to an out-of-bounds item …").
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - scrollPosition: Where the item ends up: `.top`, `.centeredVertically`, `.bottom`;
  ///     another non-empty position scrolls as little as makes the item fully visible; `[]`
  ///     does not scroll.
  ///   - animated: Ignored.
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
  ) {
    scroll(to: indexPath, at: scrollPosition)
  }

  // MARK: Selection

  /// The selected items, or `nil` when none is selected.
  open var indexPathsForSelectedItems: [IndexPath]? {
    engine.selectedIndexPaths.isEmpty ? nil : engine.selectedIndexPaths.sorted()
  }

  /// Selects an item without calling the delegate, as UIKit does: in single selection it
  /// replaces the selection, in multiple selection it joins it.
  ///
  /// - Parameters:
  ///   - indexPath: The item, or `nil` to clear the selection.
  ///   - animated: Ignored.
  ///   - scrollPosition: Where to scroll the item; `[]` does not scroll.
  open func selectItem(
    at indexPath: IndexPath?, animated: Bool,
    scrollPosition: UICollectionView.ScrollPosition
  ) {
    select(indexPath, scrollPosition: scrollPosition)
  }

  /// Deselects an item without calling the delegate, as UIKit does.
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - animated: Ignored.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    engine.deselect(indexPath)
  }

  // MARK: Supplementary views
  /// Registers a view class for supplementary views of `elementKind`; `nil` unregisters it.
  ///
  /// - Parameters:
  ///   - viewClass: A subclass of `UICollectionReusableView`, created through `init()`, which
  ///     calls `init(frame: .zero)`.
  ///   - elementKind: The kind of supplementary view, defined by the layout.
  ///   - identifier: The reuse identifier; must not be empty.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    supplementary.register(
      viewClass.map { .cellClass($0) }, kind: elementKind, identifier: identifier)
  }

  /// Registers a nib holding one `UICollectionReusableView` for supplementary views of `kind`;
  /// `nil` unregisters it.
  ///
  /// - Parameters:
  ///   - nib: The nib; its contents come from `UINib.standInRegister(nibName:factory:)`.
  ///   - kind: The kind of supplementary view, defined by the layout.
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
  open func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    supplementary.register(nib.map { .nib($0) }, kind: kind, identifier: identifier)
  }

  /// Returns a reusable supplementary view; call it only from
  /// `collectionView(_:viewForSupplementaryElementOfKind:at:)` with the kind and index path
  /// given there.
  ///
  /// - Parameters:
  ///   - elementKind: The kind asked for.
  ///   - identifier: A reuse identifier registered for that kind.
  ///   - indexPath: The index path asked for.
  /// - Returns: A queued view (after `prepareForReuse()`) or a new one.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    supplementary.dequeue(kind: elementKind, identifier: identifier, for: indexPath)
  }

  /// The supplementary view shown for `elementKind` at `indexPath`, or `nil`.
  ///
  /// - Parameters:
  ///   - elementKind: The kind.
  ///   - indexPath: The index path (`IndexPath(item: 0, section: s)` for section headers and
  ///     footers).
  /// - Returns: The view, or `nil`.
  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    supplementary.visible[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
  }

  /// The visible supplementary views of `elementKind`, in index-path order (UIKit: unordered).
  ///
  /// - Parameter elementKind: The kind.
  /// - Returns: The views.
  open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
      supplementaryView(forElementKind: elementKind, at: $0)
    }
  }

  /// The index paths of the visible supplementary views of `elementKind`, sorted (UIKit:
  /// unordered).
  ///
  /// - Parameter elementKind: The kind.
  /// - Returns: The index paths.
  open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    supplementary.visible.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
  }

  // MARK: Layout

  /// Loads the counts if needed and shows a cell for every item in the viewport.
  open override func layoutSubviews() {
    super.layoutSubviews()
    engine.layout()
  }

  /// Lays out when the view enters a window.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    engine.layoutIfInWindow()
  }

  // MARK: Internal

  /// The estimated height of a list item not measured yet, in points.
  static let estimatedListItemHeight: CGFloat = 44

  lazy var engine = ListEngine(host: self, words: .collection)
  var storedIsEditing = false
  /// The drag and drop delegates, held weakly and untyped so that the tvOS emulation, where
  /// their protocols are unavailable, compiles.
  weak var storedDragDelegate: AnyObject?
  weak var storedDropDelegate: AnyObject?
  var storedDragInteractionEnabled = true
  lazy var supplementary = SupplementaryViews(host: self)

  override var scrollViewDelegate: (any UIScrollViewDelegate)? { delegate }

  override func contentOffsetDidChange() {
    engine.layoutIfInWindow()
  }
}
