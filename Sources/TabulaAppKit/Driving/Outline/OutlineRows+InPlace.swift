@_spi(Surfaces) import Tabula

// MARK: - OutlineRows + In place

extension OutlineRows {
  /// The rows a batch names by their positions before it, read before the data source
  /// switches to its new state.
  struct NamedRows {
    /// The rows deleted.
    var deleted: [AnyHashable] = []
    /// The level of each row deleted, in the order of ``deleted``, when they were read in runs;
    /// empty otherwise.
    var deletedLevels: [Int] = []
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
      // NB: the runs a collapse deletes are read in one pass each, not a row at a time.
      if let runs = OutlineRows.runs(of: batch.deletedItems) {
        for run in runs {
          guard let rows = client.shownOutlineRows(inSection: run.section, items: run.items)
          else {
            isComplete = false
            continue
          }
          deleted += rows.lazy.map(\.id)
          deletedLevels += rows.lazy.map(\.level)
        }
      } else {
        deleted = batch.deletedItems.compactMap(id)
      }
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
  ///
  /// NB: each row read is noted once, with its parent before and its place after, in one
  /// table: every table keyed by `AnyHashable` costs a hash and a comparison through the
  /// identifier's box per row, most of the time an expansion took.
  struct Placement {
    /// What becomes of each row read.
    var fates: [AnyHashable: Fate] = [:]
    /// The rows that leave each parent (`nil`: the top level).
    var departures: [AnyHashable?: Set<AnyHashable>] = [:]
    /// The rows that come under each parent, with their positions.
    var arrivals: [AnyHashable?: [(id: AnyHashable, path: ItemPath)]] = [:]
    /// The new parent of the row placed at each position after the batch.
    var placedParents: [ItemPath: AnyHashable?] = [:]
    /// Whether the data source answered as a forest does.
    var isConsistent = true
    /// Where the row placed last came, so that the next row that comes under the same parent,
    /// as siblings do, is added without hashing the parent again.
    private var lastArrival: Dictionary<AnyHashable?, [(id: AnyHashable, path: ItemPath)]>.Index?

    /// What becomes of a row a batch touches.
    enum Fate {
      /// It keeps its parent and its place among its siblings.
      case stays
      /// It no longer shows; `parent` is its parent before (`nil`: the top level).
      case leaves(parent: AnyHashable?)
      /// It comes under `parent` (`nil`: the top level) at `path`; `old` is its parent before
      /// (`.some(nil)`: the top level; `nil`: it did not show).
      case placed(parent: AnyHashable?, path: ItemPath, old: AnyHashable??)

      /// Whether the row changes place: leaves, moves or changes parent.
      var changesPlace: Bool {
        if case .stays = self { return false }
        return true
      }

      /// Whether the row showed before the batch.
      var showedBefore: Bool {
        if case .placed(_, _, let old) = self { return old != nil }
        return true
      }
    }

    /// A placement with room made once for about `count` rows.
    init(reservingCapacity count: Int) {
      fates.reserveCapacity(count)
      placedParents.reserveCapacity(count)
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
    /// - Returns: What becomes of the row; `nil` if the data source's answers do not make a
    ///   forest.
    @MainActor
    mutating func settle(
      _ id: AnyHashable, at knownPath: ItemPath?, parent knownParent: AnyHashable?? = nil,
      moves: Bool, in forest: OutlineForest,
      client: any ListSurfaceClient
    ) -> Fate? {
      if let fate = fates[id] { return fate }
      let old = forest.parentEntry(of: id)
      guard let path = knownPath ?? client.shownPath(ofItemWithID: id) else {
        guard let oldParent = old else {
          isConsistent = false
          return nil
        }
        departures[oldParent, default: []].insert(id)
        fates[id] = .leaves(parent: oldParent)
        return .leaves(parent: oldParent)
      }
      let parent: AnyHashable?
      if let knownParent {
        parent = knownParent
      } else if let node = client.shownOutlineNode(at: path) {
        parent = node.parent
      } else {
        isConsistent = false
        return nil
      }
      if !moves, let oldParent = old, oldParent == parent {
        fates[id] = .stays
        return .stays
      }
      if let oldParent = old { departures[oldParent, default: []].insert(id) }
      if let index = lastArrival, arrivals.keys[index] == parent {
        arrivals.values[index].append((id: id, path: path))
      } else {
        arrivals[parent, default: []].append((id: id, path: path))
        lastArrival = arrivals.index(forKey: parent)
      }
      placedParents[path] = .some(parent)
      let fate = Fate.placed(parent: parent, path: path, old: old)
      fates[id] = fate
      return fate
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
    // The rows the batch removes or places, with what becomes of each.
    var placed: [(id: AnyHashable, fate: Placement.Fate)] = []
    for id in named.deleted {
      guard let fate = placement.settle(id, at: nil, moves: true, in: forest, client: client)
      else { return nil }
      placed.append((id: id, fate: fate))
    }
    // NB: one read for the rows inserted, where a read each cost a fifth of an expansion.
    let insertedNodes = client.shownOutlineNodes(at: batch.insertedItems)
    for (path, node) in zip(batch.insertedItems, insertedNodes) {
      guard let node,
        let fate = placement.settle(
          node.id, at: path, parent: .some(node.parent), moves: true, in: forest, client: client)
      else { return nil }
      placed.append((id: node.id, fate: fate))
    }
    for move in named.moved {
      guard
        let fate = placement.settle(
          move.id, at: move.destination, moves: true, in: forest, client: client)
      else { return nil }
      placed.append((id: move.id, fate: fate))
    }
    var redrawn: [(id: AnyHashable, path: ItemPath)] = []
    for row in named.redrawn {
      guard let fate = placement.settle(row.id, at: nil, moves: false, in: forest, client: client)
      else { return nil }
      if fate.changesPlace {
        placed.append((id: row.id, fate: fate))
      } else if let path = client.shownPath(ofItemWithID: row.id),
        client.outlineRow(at: path)?.level ?? 0 != row.level
      {
        redrawn.append((id: row.id, path: path))
      }
    }
    for (id, fate) in placed {
      // NB: a row that did not show had no children; not looking them up saves a hash of
      // each row an expansion shows.
      if fate.showedBefore {
        for child in forest.children(of: id) {
          _ = placement.settle(child, at: nil, moves: false, in: forest, client: client)
        }
      }
      if case .placed(let parent, let path, _) = fate {
        adopt(after: path, placedUnder: .some(parent), into: &placement, client: client)
      }
    }
    // A row at another level under the same parent: its children leave it, rows come under it.
    for row in redrawn {
      for child in forest.children(of: row.id) {
        _ = placement.settle(child, at: nil, moves: false, in: forest, client: client)
      }
      adopt(after: row.path, placedUnder: nil, into: &placement, client: client)
    }
    guard placement.isConsistent else { return nil }
    return apply(placement, replacing: named.replacing, client: client)
  }

  /// Settles the rows that come right under the row at `path` after the batch: the rows after
  /// it one level deeper, up to the next row at its level or above. None if the next row is
  /// one placed under the same parent, as when rows come as siblings.
  ///
  /// - Parameter parent: The parent the batch places the row under (`.some(nil)`: the top
  ///   level); `nil` for a row it does not place.
  private func adopt(
    after path: ItemPath, placedUnder parent: AnyHashable??, into placement: inout Placement,
    client: any ListSurfaceClient
  ) {
    let next = ItemPath(section: path.section, item: path.item + 1)
    if case .some(let parent) = parent, let nextParent = placement.placedParents[next],
      nextParent == parent
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
