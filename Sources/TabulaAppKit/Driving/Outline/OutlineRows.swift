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
  public private(set) var forest = OutlineForest()
  /// The identifier of each shown row, by section and item.
  private var ids: [[AnyHashable]] = []
  /// The position of each shown row, by identifier.
  private var paths: [AnyHashable: ItemPath] = [:]

  /// Creates the rows of an outline view that shows nothing yet.
  public init() {}

  /// Reloads the outline view: reads the rows the data source shows, hands them to it, and
  /// expands the items that show children, parents first (a reloaded outline view shows its
  /// top level).
  ///
  /// - Parameters:
  ///   - view: The outline view.
  ///   - client: The data source.
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
  /// - Parameters:
  ///   - batch: The batch, in UIKit's index spaces.
  ///   - view: The outline view.
  ///   - client: The data source.
  ///   - updateData: Switches the data source to the state after the batch.
  /// - Returns: The calls made; `nil` if the outline view was reloaded instead.
  /// - Complexity: O(*n*) for *n* rows shown, plus the moves (``OutlineViewUpdate``).
  @discardableResult
  public func perform(
    _ batch: BatchUpdate, on view: some OutlineUpdating, client: any ListSurfaceClient,
    updateData: () -> Void
  ) -> OutlineViewUpdate? {
    let old = forest
    let oldIDs = ids
    updateData()
    guard read(client) else {
      view.reloadData()
      return nil
    }
    func oldID(_ path: ItemPath) -> AnyHashable? {
      guard oldIDs.indices.contains(path.section), oldIDs[path.section].indices.contains(path.item)
      else { return nil }
      return oldIDs[path.section][path.item]
    }
    var replacing = Set(batch.reloadedItems.compactMap(oldID))
    for section in batch.reloadedSections where oldIDs.indices.contains(section) {
      replacing.formUnion(oldIDs[section])
    }
    let update = OutlineViewUpdate(from: old, to: forest, replacing: replacing)
    view.prepare(
      departing: replacing.union(old.nodes.lazy.map(\.id).filter { !self.forest.contains($0) }))
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
    return update
  }

  /// The position of the shown row with an identifier, as the data source has it now; `nil`
  /// if no row shows it.
  ///
  /// - Parameter id: The identifier of a row.
  /// - Returns: Its position.
  public func path(of id: AnyHashable) -> ItemPath? { paths[id] }

  /// Reads the rows the data source shows; `false` if they do not make a forest.
  @discardableResult
  private func read(_ client: any ListSurfaceClient) -> Bool {
    var nodes: [OutlineForest.Node] = []
    paths = [:]
    ids = (0..<client.numberOfSections).map { section in
      (0..<client.numberOfItems(inSectionAt: section)).compactMap { item in
        let path = ItemPath(section: section, item: item)
        guard let id = client.shownItemID(at: path) else { return nil }
        let parent = client.outlineParent(ofItemAt: path).flatMap(client.shownItemID)
        nodes.append(OutlineForest.Node(id: id, parent: parent))
        paths[id] = path
        return id
      }
    }
    guard let forest = OutlineForest(nodes) else {
      self.forest = OutlineForest()
      return false
    }
    self.forest = forest
    return true
  }
}
