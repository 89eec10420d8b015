@_spi(Surfaces) import Tabula

// MARK: - OutlineRows + In place

extension OutlineRows {
  /// The rows a batch names by their positions before it, read before the data source
  /// switches to its new state.
  struct NamedRows {
    /// The rows deleted.
    var deleted: [AnyHashable] = []
    /// The rows moved, with their positions after.
    var moved: [(id: AnyHashable, destination: ItemPath)] = []
    /// The rows reloaded or reconfigured, with their levels before: a row whose level changes
    /// leaves its children, or gains some, even under the same parent.
    var redrawn: [(id: AnyHashable, level: Int)] = []
    /// The rows reloaded.
    var reloaded: [AnyHashable] = []
    /// The rows reloaded, with those of the sections reloaded: each is replaced by a new row.
    var replacing = Set<AnyHashable>()
    /// Whether every position the batch names showed a row.
    var isComplete = true

    /// Reads the rows a batch names, before the data source switches.
    ///
    /// - Complexity: O(*c* log *n*) for *c* changes, plus the rows of the sections reloaded.
    @MainActor
    init(_ batch: BatchUpdate, client: any ListSurfaceClient) {
      var isComplete = true
      func id(_ path: ItemPath) -> AnyHashable? {
        let id = client.shownItemID(at: path)
        if id == nil { isComplete = false }
        return id
      }
      deleted = batch.deletedItems.compactMap(id)
      moved = batch.movedItems.compactMap { move in
        id(move.from).map { (id: $0, destination: move.to) }
      }
      reloaded = batch.reloadedItems.compactMap(id)
      redrawn = (batch.reloadedItems + batch.reconfiguredItems).compactMap { path in
        id(path).map { (id: $0, level: client.outlineRow(at: path)?.level ?? 0) }
      }
      replacing = Set(reloaded)
      for section in batch.reloadedSections where section < client.numberOfSections {
        for item in 0..<client.numberOfItems(inSectionAt: section) {
          if let id = client.shownItemID(at: ItemPath(section: section, item: item)) {
            replacing.insert(id)
          }
        }
      }
      self.isComplete = isComplete
    }
  }

  /// Where the rows a batch touches go, read from the data source after it switched: the
  /// rows that leave each parent and those that come under it.
  struct Placement {
    /// Whether each row read changes its place: leaves, moves or changes parent.
    var settled: [AnyHashable: Bool] = [:]
    /// The rows that leave each parent (`nil`: the top level).
    var departures: [AnyHashable?: Set<AnyHashable>] = [:]
    /// The rows that come under each parent, with their positions.
    var arrivals: [AnyHashable?: [(id: AnyHashable, path: ItemPath)]] = [:]
    /// The new parent of each row that changes place; `nil` for a row that leaves.
    var parents: [AnyHashable: AnyHashable??] = [:]
    /// The position after the batch of each row that changes place and shows.
    var paths: [AnyHashable: ItemPath] = [:]
    /// The row at each of those positions.
    var placedIDs: [ItemPath: AnyHashable] = [:]
    /// Whether the data source answered as a forest does.
    var isConsistent = true

    /// A placement with room made once for about `count` rows.
    init(reservingCapacity count: Int) {
      settled.reserveCapacity(count)
      parents.reserveCapacity(count)
      paths.reserveCapacity(count)
      placedIDs.reserveCapacity(count)
    }

    /// Reads where a row is after the batch, and notes its change of place.
    ///
    /// - Parameters:
    ///   - id: The row.
    ///   - knownPath: Its position after the batch, if known.
    ///   - knownParent: Its parent after the batch (`.some(nil)`: the top level), if read.
    ///   - moves: Whether the batch puts the row in a new place even under the same parent.
    ///   - forest: The rows before the batch.
    ///   - client: The data source, switched to the state after the batch.
    /// - Returns: Whether the row changes place.
    @MainActor
    mutating func settle(
      _ id: AnyHashable, at knownPath: ItemPath?, parent knownParent: AnyHashable?? = nil,
      moves: Bool, in forest: OutlineForest,
      client: any ListSurfaceClient
    ) -> Bool {
      if let changes = settled[id] { return changes }
      let old = forest.parentEntry(of: id)
      guard let path = knownPath ?? client.shownPath(ofItemWithID: id) else {
        guard let oldParent = old else {
          isConsistent = false
          return false
        }
        departures[oldParent, default: []].insert(id)
        parents.updateValue(nil, forKey: id)
        settled[id] = true
        return true
      }
      let parent: AnyHashable?
      if let knownParent {
        parent = knownParent
      } else if let node = client.shownOutlineNode(at: path) {
        parent = node.parent
      } else {
        isConsistent = false
        return false
      }
      if !moves, let oldParent = old, oldParent == parent {
        settled[id] = false
        return false
      }
      if let oldParent = old { departures[oldParent, default: []].insert(id) }
      arrivals[parent, default: []].append((id: id, path: path))
      parents.updateValue(.some(parent), forKey: id)
      paths[id] = path
      placedIDs[path] = id
      settled[id] = true
      return true
    }
  }

  /// Edits the rows in place from what a batch names, once the data source switched: the rows
  /// it deletes, inserts and moves, the rows reloaded or reconfigured that change parent,
  /// the rows these leave as children and the rows that come under them. `nil`, the rows
  /// left as they were, if the data source's answers do not make a forest.
  ///
  /// A row the batch does not name keeps its level (a row whose level changes is
  /// reconfigured) and its order among such rows, so it changes parent only if its parent
  /// leaves, moves or changes level (it is among that parent's children before), or a row the
  /// batch places or changes the level of comes between them at its parent's level (it is
  /// under that row after).
  func editInPlace(_ named: NamedRows, batch: BatchUpdate, client: any ListSurfaceClient)
    -> Change?
  {
    var placement = Placement(reservingCapacity: batch.changeCount)
    var placed: [AnyHashable] = []
    for id in named.deleted {
      _ = placement.settle(id, at: nil, moves: true, in: forest, client: client)
      placed.append(id)
    }
    for path in batch.insertedItems {
      guard let node = client.shownOutlineNode(at: path) else { return nil }
      _ = placement.settle(
        node.id, at: path, parent: .some(node.parent), moves: true, in: forest, client: client)
      placed.append(node.id)
    }
    for move in named.moved {
      _ = placement.settle(move.id, at: move.destination, moves: true, in: forest, client: client)
      placed.append(move.id)
    }
    var redrawn: [(id: AnyHashable, path: ItemPath)] = []
    for row in named.redrawn {
      if placement.settle(row.id, at: nil, moves: false, in: forest, client: client) {
        placed.append(row.id)
      } else if let path = client.shownPath(ofItemWithID: row.id),
        client.outlineRow(at: path)?.level ?? 0 != row.level
      {
        redrawn.append((id: row.id, path: path))
      }
    }
    for id in placed {
      for child in forest.children(of: id) {
        _ = placement.settle(child, at: nil, moves: false, in: forest, client: client)
      }
      if let path = placement.paths[id] {
        adopt(after: path, of: id, into: &placement, client: client)
      }
    }
    // A row at another level under the same parent: its children leave it, rows come under it.
    for row in redrawn {
      for child in forest.children(of: row.id) {
        _ = placement.settle(child, at: nil, moves: false, in: forest, client: client)
      }
      adopt(after: row.path, of: row.id, into: &placement, client: client)
    }
    guard placement.isConsistent else { return nil }
    return apply(placement, replacing: named.replacing, client: client)
  }

  /// Settles the rows that come right under the row at `path` after the batch: the rows after
  /// it one level deeper, up to the next row at its level or above. None if the next row is
  /// one placed under the same parent, as when rows come as siblings.
  private func adopt(
    after path: ItemPath, of id: AnyHashable, into placement: inout Placement,
    client: any ListSurfaceClient
  ) {
    let next = ItemPath(section: path.section, item: path.item + 1)
    if let nextID = placement.placedIDs[next], let parent = placement.parents[id], parent != nil,
      placement.parents[nextID] == parent
    {
      return
    }
    let level = client.outlineRow(at: path)?.level ?? 0
    let count = client.numberOfItems(inSectionAt: path.section)
    var item = path.item + 1
    while item < count {
      let row = ItemPath(section: path.section, item: item)
      let rowLevel = client.outlineRow(at: row)?.level ?? 0
      if rowLevel <= level { return }
      if rowLevel == level + 1 {
        guard let node = client.shownOutlineNode(at: row) else {
          placement.isConsistent = false
          return
        }
        _ = placement.settle(
          node.id, at: row, parent: .some(node.parent), moves: false, in: forest, client: client)
      }
      item += 1
    }
  }
}
