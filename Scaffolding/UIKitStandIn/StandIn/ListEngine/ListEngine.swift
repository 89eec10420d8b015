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

  /// How many items the simulated viewport shows, counted across sections.
  var visibleItemLimit = 20
  /// The global index (across sections) of the first visible item.
  var viewportStart = 0

  /// Cells of deleted or reloaded rows, between a batch and the layout after it.
  var cellsLeavingWithAnimation: [any ReusableListCell] = []
  var batchDepth = 0
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

  func reloadData() {
    if batchDepth > 0 {
      record(
        UIKitStandInViolation(
          kind: .reloadDataInsideBatch,
          reason: "reloadData() was called inside a batch update; UIKit crashes or ignores it "
            + "(traderepublic/SectionKit#99). The stand-in drops the batch and reloads at its end.",
          fidelity: .approximate, severity: .warning))
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
    selectedIndexPaths = []
  }
}
