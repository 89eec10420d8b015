// MARK: - ListEngine

/// The UIKit behaviour shared by `UITableView` and `UICollectionView`: cached counts,
/// registration and reuse, visible cells, batch updates and selection. "Item" means a row of a
/// table view or an item of a collection view.
@MainActor final class ListEngine {
  // MARK: Lifecycle

  init(host: any ListEngineHost, words: ListVocabulary) {
    self.host = host
    self.words = words
  }

  // MARK: State

  unowned let host: any ListEngineHost
  let words: ListVocabulary

  /// The counts UIKit works with: read from the data source when first needed, then kept until
  /// `reloadData()` or a batch update.
  var cachedCounts: [Int]?

  var registrations: [String: CellRegistration] = [:]
  var reuseQueues: [String: [any ReusableListCell]] = [:]
  var visibleCells: [IndexPath: any ReusableListCell] = [:]
  /// The index paths the prefetch data source was asked about and not yet shown or cancelled.
  var prefetchedIndexPaths: Set<IndexPath> = []
  var selectedIndexPaths: [IndexPath] = []
  /// UIKit's `allowsSelection` and its three siblings, which tables and collection views share.
  var selectionRules = SelectionRules()
  /// The drag or drop under way over the view, an `ActiveDragAndDrop`; untyped so that the
  /// tvOS emulation, where drag and drop is unavailable, compiles.
  var activeDragAndDrop: AnyObject?
  /// Counts the applied batch updates and reloads: a drag remembers it, and its items'
  /// source index paths lapse once it changed.
  var updateGeneration = 0

  /// How many items a counted viewport shows, across sections (see `usesCountedViewport`).
  var visibleItemLimit = 20
  /// Whether a test set `visibleItemLimit`, which then counts the viewport even when the view
  /// has a height.
  var hasExplicitVisibleItemLimit = false
  /// The global index (across sections) of the first visible item, at the last layout.
  var viewportStart = 0
  /// How many items the viewport held at the last layout (its limit, when counted).
  var viewportCapacity = 20
  /// The heights self-sizing items measured, until a reload or a reload of the item.
  var measuredHeights: [IndexPath: CGFloat] = [:]
  /// Where the items lie; rebuilt at each layout and after a change of counts or heights.
  var cachedGeometry: ListGeometry?

  /// Cells of deleted or reloaded rows, between a batch and the layout after it.
  var cellsLeavingWithAnimation: [any ReusableListCell] = []
  var batchDepth = 0
  /// The calls to `performBatchUpdates(_:completion:)` so far.
  var batchesPerformed = 0
  /// The calls to `reloadData()` so far.
  var reloadsPerformed = 0
  var pendingBatch = PendingBatch()
  var cellRequest: CellRequest?
  var isLayingOut = false

  /// Set by the protocol-extension defaults of optional data-source methods: the emulation of
  /// `respondsToSelector:` (see `noteUnimplementedOptionalReached()`).
  var reachedUnimplementedOptional = false

  // MARK: Recording

  func record(_ violation: UIKitStandInViolation) {
    UIKitStandIn.record(violation, on: host)
  }

  /// Called by the default implementation of an optional data-source method: UIKit would not
  /// have called it, since `respondsToSelector:` is false.
  func noteUnimplementedOptionalReached() {
    reachedUnimplementedOptional = true
  }

  // MARK: Counts

  /// The cached counts, read from the data source first if needed.
  func counts() -> [Int] {
    if let cachedCounts {
      return cachedCounts
    }
    let fresh = dataSourceCounts()
    cachedCounts = fresh
    return fresh
  }

  /// What the data source reports right now.
  func dataSourceCounts() -> [Int] {
    guard let sections = host.hostNumberOfSections() else { return [] }
    return (0..<max(0, sections)).map { max(0, host.hostNumberOfItems(inSection: $0)) }
  }

  func numberOfItems(inSection section: Int) -> Int {
    let counts = counts()
    return counts.indices.contains(section) ? counts[section] : 0
  }

  func contains(_ indexPath: IndexPath) -> Bool {
    let counts = counts()
    return indexPath.count == 2 && counts.indices.contains(indexPath[0]) && indexPath[1] >= 0
      && indexPath[1] < counts[indexPath[0]]
  }

  // MARK: Reload

  /// Forgets the counts and cells and lays out again; inside a batch, an exception.
  ///
  /// `reloadData()` inside `performBatchUpdates` raised an `NSInternalInconsistencyException`
  /// when the model had gained a section (traderepublic/SectionKit#99, whose fix moved the call
  /// out of the batch; composed-swift/Composed,
  /// `UICollectionViewTests.testReloadDataInBatchUpdate`, which expects the failure). Both are
  /// collection views and neither records UIKit's text; the stand-in raises for tables too and
  /// whatever the model did, the reading that is safe under all of them, then drops the batch
  /// and reloads at its end.
  func reloadData() {
    reloadsPerformed += 1
    if batchDepth > 0 {
      record(
        UIKitStandInViolation(
          kind: .reloadDataInsideBatch,
          reason: "reloadData() was called inside a batch update of the \(words.view); UIKit "
            + "raises (traderepublic/SectionKit#99, composed-swift/Composed "
            + "testReloadDataInBatchUpdate). The stand-in drops the batch and reloads at its end.",
          fidelity: .approximate))
      pendingBatch.reloadDataRequested = true
      return
    }
    resetToUnloaded()
    layoutIfInWindow()
  }

  /// A new data source: UIKit forgets what it read from the old one.
  func dataSourceDidChange() {
    guard batchDepth == 0 else { return }
    resetToUnloaded()
    layoutIfInWindow()
  }

  /// Forgets the counts, the selection and the visible cells (which go to the reuse queue).
  func resetToUnloaded() {
    prefetchedIndexPaths = []
    for cell in visibleCells.values {
      enqueue(cell)
    }
    visibleCells = [:]
    host.hostDidReset()
    cachedCounts = nil
    cachedGeometry = nil
    measuredHeights = [:]
    selectedIndexPaths = []
    updateGeneration += 1
  }
}
