/// The calls that tell an `NSOutlineView` how its rows change, by parent and child index, each
/// counted in the children as they are after the calls before it; then the items to collapse
/// and expand once the updates end.
///
/// `NSOutlineView` takes each call as it comes, as `NSTableView` does: `moveItem(at:inParent:
/// to:inParent:)` "parallels" `moveRow(at:to:)`, and `insertItems(at:inParent:withAnimation:)`
/// "does nothing if `parent` is not expanded" and reads the new items from the data source
/// "only after `endUpdates()`" (Apple's documentation). So the children of each parent that
/// stays expanded are put in place from the top level down: the longest run of children that
/// stay under the parent in the same order stays; each other child, in final order, is moved
/// (from wherever it is now, under any parent) or inserted right after the child that precedes
/// it at the end. Rows that leave are removed last, one call per parent, once no row that
/// stays is under them. Rows that come under an item that was not expanded (new, or collapsed before)
/// come when it is expanded after the updates, read from the data source.
@_spi(AppKitUpdates)
public struct OutlineViewUpdate: Equatable {
  /// An item a call names, as the object that stands for it in the outline view.
  public enum Item: Hashable {
    /// An item that shows after the update, whether it showed before or not.
    case current(AnyHashable)
    /// An item that showed before the update and does not after: removed, or replaced by a
    /// new row with the same identifier.
    case departing(AnyHashable)
  }

  /// One call on the outline view between `beginUpdates()` and `endUpdates()`.
  public enum Step: Hashable {
    /// `removeItems(at:inParent:withAnimation:)`; `nil` names the top level.
    case removeItems([Range<Int>], inParent: Item?)
    /// `insertItems(at:inParent:withAnimation:)`, at the indexes the new items take.
    case insertItems([Range<Int>], inParent: Item?)
    /// `moveItem(at:inParent:to:inParent:)`: from index `from` under `source` to index `to`
    /// under `target`.
    case moveItem(from: Int, source: Item?, to: Int, target: Item?)
  }

  /// The calls, in order, between `beginUpdates()` and `endUpdates()`.
  public var steps: [Step]
  /// The items to collapse once the updates end: they no longer show children.
  public var collapsed: [AnyHashable]
  /// The items to expand once the updates end, parents first: they show children now, and
  /// did not show them before or are new.
  public var expanded: [AnyHashable]

  /// The calls that turn the rows of `old` into those of `new`, found by comparing the
  /// children of every row (``OutlineForest/changedParents(from:to:replacing:)``): the path
  /// for a change whose parents are not known.
  ///
  /// - Parameters:
  ///   - old: The rows before the update.
  ///   - new: The rows after it.
  ///   - replacing: The identifiers whose rows are replaced by new ones (reloaded): the old
  ///     row is removed and a new one inserted.
  /// - Complexity: O(*n*) for *n* rows, plus the work of
  ///   ``init(from:to:changedParents:replacing:)``.
  public init(from old: OutlineForest, to new: OutlineForest, replacing: Set<AnyHashable> = []) {
    self.init(
      from: old, to: new,
      changedParents: OutlineForest.changedParents(from: old, to: new, replacing: replacing),
      replacing: replacing)
  }

  /// The calls that turn the rows of `old` into those of `new`, given the parents whose
  /// children change: only those parents and the rows under them are read.
  ///
  /// - Parameters:
  ///   - old: The rows before the update.
  ///   - new: The rows after it.
  ///   - changedParents: Every parent (`nil` for the top level) whose children differ before
  ///     and after, including rows that start or stop showing children, with every replaced
  ///     row and the parents it leaves and joins; parents before their children, so that the
  ///     calls come in the same order whatever else the caller knows. A parent left out keeps
  ///     the children it had.
  ///   - replacing: The identifiers whose rows are replaced by new ones (reloaded).
  /// - Complexity: O(*p* · *d* + *k* log *k* + *c* · *k* + *e*) for *p* changed parents at
  ///   depth up to *d*, *k* children under the changed parents, *c* rows moved or inserted
  ///   and *e* rows that come into view under items expanded after the update; it does not
  ///   grow with the rows that do not change.
  public init(
    from old: OutlineForest, to new: OutlineForest, changedParents: [AnyHashable?],
    replacing: Set<AnyHashable> = []
  ) {
    var simulation = Simulation(old: old, new: new, replacing: replacing)
    var seen = Set<AnyHashable?>()
    let changed = changedParents.filter { seen.insert($0).inserted }
    let kept = changed.filter { simulation.isKept($0) }
    let closing = changed.compactMap { parent -> AnyHashable? in
      guard let id = parent, simulation.closes(id) else { return nil }
      return id
    }
    for parent in kept { simulation.place(childrenOf: parent) }
    for parent in kept {
      simulation.removeLeftovers(under: parent, keeping: new.children(of: parent))
    }
    for parent in closing { simulation.removeLeftovers(under: parent, keeping: []) }
    steps = simulation.steps
    collapsed = closing
    expanded = []
    for case let id? in changed where simulation.opens(id) {
      expanded += new.shownParents(under: id)
    }
  }

  /// Creates an update from its calls.
  ///
  /// - Parameters:
  ///   - steps: The calls between `beginUpdates()` and `endUpdates()`.
  ///   - collapsed: The items to collapse after them.
  ///   - expanded: The items to expand after them, parents first.
  public init(steps: [Step], collapsed: [AnyHashable] = [], expanded: [AnyHashable] = []) {
    self.steps = steps
    self.collapsed = collapsed
    self.expanded = expanded
  }
}

// MARK: - OutlineViewUpdate.Simulation

extension OutlineViewUpdate {
  /// The children under each parent as the outline view has them after the calls so far.
  fileprivate struct Simulation {
    let new: OutlineForest
    let old: OutlineForest
    let replacing: Set<AnyHashable>
    /// The children of each parent a call has touched; the others have those before.
    var children: [Item?: [Item]] = [:]
    /// The parent of each row a call has moved or inserted; the others have the one before.
    var parents: [Item: Item?] = [:]
    var steps: [Step] = []
    /// Whether each row asked about stays expanded under parents that stay expanded.
    var kept: [AnyHashable: Bool] = [:]

    init(old: OutlineForest, new: OutlineForest, replacing: Set<AnyHashable>) {
      self.old = old
      self.new = new
      self.replacing = replacing
    }

    /// The children of `parent` as the calls so far leave them.
    mutating func currentChildren(of parent: Item?) -> [Item] {
      if let known = children[parent] { return known }
      let before: [Item]
      switch parent {
      case nil: before = old.children(of: nil).map(oldItem)
      case .current(let id): before = survives(id) ? old.children(of: id).map(oldItem) : []
      case .departing(let id): before = old.children(of: id).map(oldItem)
      }
      children[parent] = before
      return before
    }

    /// The parent of `item` as the calls so far leave it; `nil` if it does not show.
    func currentParent(of item: Item) -> Item?? {
      if let known = parents[item] { return known }
      switch item {
      case .current(let id) where !survives(id): return nil
      case .current(let id), .departing(let id):
        return old.parentEntry(of: id).map { parent in parent.map(oldItem) }
      }
    }

    /// Whether `parent` shows children before and after, and so do all its ancestors: its
    /// children are put in place by calls; `nil`, the top level, always is.
    mutating func isKept(_ parent: AnyHashable?) -> Bool {
      guard let id = parent else { return true }
      if let known = kept[id] { return known }
      let result =
        survives(id) && old.showsChildren(id) && new.showsChildren(id)
        && isKept(new.parentEntry(of: id) ?? nil)
      kept[id] = result
      return result
    }

    /// Whether `id` stays under a kept parent and stops showing children: it is collapsed.
    mutating func closes(_ id: AnyHashable) -> Bool {
      survives(id) && old.showsChildren(id) && !new.showsChildren(id)
        && isKept(new.parentEntry(of: id) ?? nil)
    }

    /// Whether `id` comes to show children under a kept parent without being kept itself:
    /// it is expanded, and then the rows under it that show children.
    mutating func opens(_ id: AnyHashable) -> Bool {
      new.showsChildren(id) && !isKept(id) && isKept(new.parentEntry(of: id) ?? nil)
    }

    /// Whether the row of `id` shows before and after, as the same row.
    func survives(_ id: AnyHashable) -> Bool {
      old.contains(id) && new.contains(id) && !replacing.contains(id)
    }

    func oldItem(_ id: AnyHashable) -> Item { survives(id) ? .current(id) : .departing(id) }

    /// Puts the children of `parent` in their final order: the longest run of those that stay
    /// under it in the same order does not move; each other child, in final order, is moved
    /// or inserted right after the child that precedes it at the end.
    mutating func place(childrenOf parent: AnyHashable?) {
      let target = parent.map(Item.current)
      let final = new.children(of: parent)
      _ = currentChildren(of: target)
      let staying = stayingChildren(of: parent, final: final)
      var inserted: Range<Int>?
      func flush() {
        if let range = inserted { steps.append(.insertItems([range], inParent: target)) }
        inserted = nil
      }
      for (index, id) in final.enumerated() where !staying.contains(id) {
        let item = Item.current(id)
        let place =
          index == 0 ? 0 : (children[target]?.firstIndex(of: .current(final[index - 1])) ?? -1) + 1
        if survives(id), let source = currentParent(of: item),
          let from = currentChildren(of: source).firstIndex(of: item)
        {
          let to = source == target && from < place ? place - 1 : place
          children[source]?.remove(at: from)
          children[target, default: []].insert(item, at: to)
          parents[item] = .some(target)
          guard source != target || from != to else { continue }
          flush()
          steps.append(.moveItem(from: from, source: source, to: to, target: target))
        } else {
          children[target, default: []].insert(item, at: place)
          parents[item] = .some(target)
          if let range = inserted, range.upperBound == place {
            inserted = range.lowerBound..<place + 1
          } else {
            flush()
            inserted = place..<place + 1
          }
        }
      }
      flush()
    }

    /// The children of `parent` that stay under it and keep their order: the longest run, in
    /// final order, of increasing places before.
    ///
    /// - Complexity: O(*k* log *k*) for *k* children.
    func stayingChildren(of parent: AnyHashable?, final: [AnyHashable]) -> Set<AnyHashable> {
      var oldPlace: [AnyHashable: Int] = [:]
      for (index, id) in old.children(of: parent).enumerated() { oldPlace[id] = index }
      let candidates = final.compactMap { id in
        survives(id) ? oldPlace[id].map { (id: id, place: $0) } : nil
      }
      // Patience sorting: the last candidate of the best run of each length, and each
      // candidate's predecessor in its run.
      var tails: [Int] = []
      var previous = Array(repeating: -1, count: candidates.count)
      for (index, candidate) in candidates.enumerated() {
        var low = 0
        var high = tails.count
        while low < high {
          let middle = (low + high) / 2
          if candidates[tails[middle]].place < candidate.place {
            low = middle + 1
          } else {
            high = middle
          }
        }
        if low > 0 { previous[index] = tails[low - 1] }
        if low == tails.count { tails.append(index) } else { tails[low] = index }
      }
      var staying = Set<AnyHashable>()
      var index = tails.last ?? -1
      while index >= 0 {
        staying.insert(candidates[index].id)
        index = previous[index]
      }
      return staying
    }

    /// Removes the children of `parent` that are not among its final ones, with everything
    /// under them, in one call.
    mutating func removeLeftovers(under parent: AnyHashable?, keeping final: [AnyHashable]) {
      let item = parent.map(Item.current)
      let keep = Set(final.map(Item.current))
      let current = currentChildren(of: item)
      var ranges: [Range<Int>] = []
      for (index, child) in current.enumerated() where !keep.contains(child) {
        if let last = ranges.last, last.upperBound == index {
          ranges[ranges.count - 1] = last.lowerBound..<index + 1
        } else {
          ranges.append(index..<index + 1)
        }
      }
      guard !ranges.isEmpty else { return }
      steps.append(.removeItems(ranges, inParent: item))
      children[item] = current.filter(keep.contains)
    }
  }
}
