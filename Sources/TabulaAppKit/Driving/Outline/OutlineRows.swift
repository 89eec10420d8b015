@_spi(Surfaces) public import Tabula

/// The rows an outline view shows of a list, and how each batch of the list's data source
/// reaches the outline view: the part of an outline surface that is not AppKit.
///
/// The top-level rows of every section are the outline view's top level; a row's children are
/// the rows the data source shows under it. A batch is switched in, read as the rows before
/// and after it (``OutlineForest``), and told one call at a time (``OutlineViewUpdate``).
@_spi(AppKitUpdates)
@MainActor
public final class OutlineRows {
  /// The rows the outline view shows.
  public internal(set) var forest = OutlineForest()
  /// The batches after which every row was read again (a batch that changes sections, or
  /// rows that could not be edited in place), counted for tests.
  public private(set) var batchesReadInFull = 0
  /// The batches that only brought or took whole subtrees under rows that stay, as
  /// expansions and collapses do, told without the general edit; counted for tests.
  public private(set) var batchesOfSubtrees = 0
  /// Whether the forest is the rows the data source shows: `false` once they did not make a
  /// forest, until a batch reads them all again.
  private var isForestShown = true

  /// Creates the rows of an outline view that shows nothing yet.
  public init() {}

  /// Reloads the outline view: reads the rows the data source shows, hands them to it, and
  /// expands the items that show children, parents first (a reloaded outline view shows its
  /// top level).
  ///
  /// - Parameters:
  ///   - view: The outline view.
  ///   - client: The data source.
  /// - Complexity: O(*n* log *n*) for *n* rows shown.
  public func reload(_ view: some OutlineUpdating, showing client: any ListSurfaceClient) {
    read(client)
    view.reloadData()
    for node in forest.nodes where forest.showsChildren(node.id) { view.expandItem(node.id) }
  }

  /// Applies one batch: switches the data source to its new state, then tells the outline
  /// view each change, one call at a time, and collapses and expands the items that stop or
  /// start showing children. Rows the batch reloads are removed and inserted anew. A list
  /// whose rows cannot be read as a forest reloads the outline view.
  ///
  /// A batch that only brings or takes whole subtrees under rows that stay, as expanding and
  /// collapsing items do, adds or removes them as such: the rows that come are read a run at a
  /// time, and no row's place is settled. Other rows are edited in place from what the batch
  /// names (``OutlineRows`` reads only those rows, the rows they leave or gain as children,
  /// and the parents of both), so the parents whose children change are known without
  /// comparing every row. A batch that changes sections reads every row again.
  ///
  /// - Parameters:
  ///   - batch: The batch, in UIKit's index spaces.
  ///   - view: The outline view.
  ///   - client: The data source.
  ///   - updateData: Switches the data source to the state after the batch.
  /// - Returns: The calls made; `nil` if the outline view was reloaded instead.
  /// - Complexity: for a batch of *c* item changes, O(*c* log *n*) reads of the data source,
  ///   plus the children of the rows that leave or move and of the parents that lose or gain
  ///   children, the rows under the rows that come, and the work of ``OutlineViewUpdate``; it
  ///   does not grow with the other rows. O(*n* log *n*) for a batch that changes sections.
  @discardableResult
  public func perform(
    _ batch: BatchUpdate, on view: some OutlineUpdating, client: any ListSurfaceClient,
    updateData: () -> Void
  ) -> OutlineViewUpdate? {
    let named = NamedRows(batch, client: client)
    let editsInPlace = isForestShown && batch.changesItemsOnly && named.isComplete
    updateData()
    if editsInPlace, let update = expandInPlace(named, batch: batch, client: client) {
      batchesOfSubtrees += 1
      tell(update, departing: [], to: view)
      return update
    }
    if editsInPlace, let update = collapseInPlace(named, batch: batch, client: client) {
      batchesOfSubtrees += 1
      tell(update, departing: named.deleted, to: view)
      return update
    }
    let change: Change
    if editsInPlace, let edited = editInPlace(named, batch: batch, client: client) {
      change = edited
    } else {
      batchesReadInFull += 1
      let old = forest
      guard read(client) else {
        view.reloadData()
        return nil
      }
      let replacing = named.replacing
      change = Change(
        old: old,
        changedParents: OutlineForest.changedParents(from: old, to: forest, replacing: replacing),
        replacing: replacing,
        departing: replacing.union(old.nodes.lazy.map(\.id).filter { !self.forest.contains($0) }))
    }
    let update = OutlineViewUpdate(
      from: change.old, to: forest, changedParents: change.changedParents,
      replacing: change.replacing)
    tell(update, departing: Array(change.departing), to: view)
    return update
  }

  /// Makes an update's calls on the outline view.
  private func tell(
    _ update: OutlineViewUpdate, departing: [AnyHashable], to view: some OutlineUpdating
  ) {
    view.prepare(departing: departing)
    view.beginUpdates()
    for step in update.steps {
      switch step {
      case .removeItems(let indexes, let parent): view.removeItems(at: indexes, inParent: parent)
      case .insertItems(let indexes, let parent): view.insertItems(at: indexes, inParent: parent)
      case .moveItem(let from, let source, let to, let target):
        view.moveItem(at: from, inParent: source, to: to, inParent: target)
      }
    }
    view.endUpdates()
    for id in update.collapsed { view.collapseItem(id) }
    for id in update.expanded { view.expandItem(id) }
  }

  /// The data source changed without a batch reaching these rows (no view was attached): the
  /// next batch reads every row again instead of editing them in place.
  public func dataSourceChangedUnseen() {
    isForestShown = false
  }

  /// The position of the shown row with an identifier, as the data source has it now; `nil`
  /// if no row shows it.
  ///
  /// - Parameters:
  ///   - id: The identifier of a row.
  ///   - client: The data source.
  /// - Returns: Its position.
  /// - Complexity: O(log *n*) for a ``ListDataSource``.
  public func path(of id: AnyHashable, in client: any ListSurfaceClient) -> ItemPath? {
    forest.contains(id) ? client.shownPath(ofItemWithID: id) : nil
  }

  /// Reads the rows the data source shows; `false` if they do not make a forest.
  @discardableResult
  private func read(_ client: any ListSurfaceClient) -> Bool {
    var nodes: [OutlineForest.Node] = []
    for section in 0..<client.numberOfSections {
      for item in 0..<client.numberOfItems(inSectionAt: section) {
        let path = ItemPath(section: section, item: item)
        guard let node = client.shownOutlineNode(at: path) else { continue }
        nodes.append(OutlineForest.Node(id: node.id, parent: node.parent))
      }
    }
    guard let forest = OutlineForest(nodes) else {
      self.forest = OutlineForest()
      isForestShown = false
      return false
    }
    self.forest = forest
    isForestShown = true
    return true
  }
}

// MARK: - OutlineRows.Change

extension OutlineRows {
  /// What the translation of a batch needs besides the rows after it.
  struct Change {
    /// The rows before the batch.
    var old: OutlineForest
    /// The parents whose children change, parents first, in the order the rows show after.
    var changedParents: [AnyHashable?]
    /// The rows the batch reloads.
    var replacing: Set<AnyHashable>
    /// The rows that leave or are replaced.
    var departing: Set<AnyHashable>
  }
}

// MARK: - BatchUpdate + Items only

extension BatchUpdate {
  /// Whether the batch leaves the sections as they are.
  fileprivate var changesItemsOnly: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
      && reloadedSections.isEmpty
  }
}
