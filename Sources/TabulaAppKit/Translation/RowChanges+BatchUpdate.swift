@_spi(Surfaces) public import Tabula

// MARK: - RowChanges + BatchUpdate

extension RowChanges {
  /// The rows a batch changes, for rows laid out one section after another: sections deleted,
  /// inserted and reloaded become their rows removed and inserted, a moved section its rows
  /// moved, a reloaded item its row removed and inserted, and a header or footer that comes
  /// or goes its row. `nil` if the batch does not fit the layouts (a reload then shows the list).
  ///
  /// - Parameters:
  ///   - batch: The batch, in UIKit's index spaces.
  ///   - old: The rows before the batch.
  ///   - new: The rows after the batch.
  /// - Complexity: O(*s* + *c* log *c* + *m*) for *s* sections, *c* changes and *m* rows in
  ///   moved sections: a deleted or inserted section is one range however many rows it has.
  public init?(batch: BatchUpdate, from old: RowLayout, to new: RowLayout) {
    if let changes = Self.itemChanges(of: batch, from: old, to: new) {
      self = changes
      return
    }
    var builder = Builder(batch: batch, old: old, new: new)
    guard let changes = builder.changes() else { return nil }
    self = changes
  }
}

// MARK: - RowChanges.Builder

extension RowChanges {
  /// Works out the rows of a batch, section by section.
  fileprivate struct Builder {
    let batch: BatchUpdate
    let old: RowLayout
    let new: RowLayout
    var removed: [Range<Int>] = []
    var inserted: [Range<Int>] = []
    var moves: [Move] = []

    init(batch: BatchUpdate, old: RowLayout, new: RowLayout) {
      self.batch = batch
      self.old = old
      self.new = new
    }

    mutating func changes() -> RowChanges? {
      let oldSections = old.sectionCount
      let newSections = new.sectionCount
      let deletedSections = Set(batch.deletedSections)
      let reloadedSections = Set(batch.reloadedSections)
      let insertedSections = Set(batch.insertedSections)
      guard deletedSections.allSatisfy({ (0..<oldSections).contains($0) }),
        reloadedSections.allSatisfy({ (0..<oldSections).contains($0) }),
        insertedSections.allSatisfy({ (0..<newSections).contains($0) }),
        batch.movedSections.allSatisfy({
          (0..<oldSections).contains($0.from) && (0..<newSections).contains($0.to)
        })
      else { return nil }
      let sectionSlots = SurvivorSlots(
        leaving: batch.deletedSections + batch.movedSections.map(\.from),
        arriving: batch.insertedSections + batch.movedSections.map(\.to))
      var movedSection: [Int: Int] = [:]
      for move in batch.movedSections { movedSection[move.from] = move.to }
      // Where each old section goes; nil when deleted.
      var sectionTarget: [Int: Int] = [:]
      var gone = Set<Int>()  // old sections whose rows all leave: deleted or reloaded
      var fresh = Set<Int>()  // new sections whose rows all arrive: inserted or reloaded
      for section in 0..<oldSections where !deletedSections.contains(section) {
        sectionTarget[section] =
          movedSection[section] ?? sectionSlots.newPlace(ofSurvivorAt: section)
      }
      for section in deletedSections {
        removed.append(old.rows(ofSection: section))
        gone.insert(section)
      }
      for section in reloadedSections {
        guard let target = sectionTarget[section], movedSection[section] == nil else { return nil }
        removed.append(old.rows(ofSection: section))
        inserted.append(new.rows(ofSection: target))
        gone.insert(section)
        fresh.insert(target)
      }
      for section in insertedSections {
        inserted.append(new.rows(ofSection: section))
        fresh.insert(section)
      }
      guard oldSections - deletedSections.count + insertedSections.count == newSections,
        Set(sectionTarget.values).count == sectionTarget.count,
        sectionTarget.values.allSatisfy({
          (0..<newSections).contains($0) && !insertedSections.contains($0)
        })
      else { return nil }
      guard let items = ItemIndex(batch: batch, gone: gone, fresh: fresh, old: old, new: new)
      else { return nil }
      // Headers and footers that come and go, and those of moved sections, which move.
      for (section, target) in sectionTarget where !gone.contains(section) {
        let isMoved = movedSection[section] != nil
        edgeChange(old.headerRow(ofSection: section), new.headerRow(ofSection: target), isMoved)
        edgeChange(old.footerRow(ofSection: section), new.footerRow(ofSection: target), isMoved)
      }
      for path in batch.deletedItems where !gone.contains(path.section) {
        let row = old.row(of: path)
        removed.append(row..<row + 1)
      }
      for path in batch.insertedItems where !fresh.contains(path.section) {
        let row = new.row(of: path)
        inserted.append(row..<row + 1)
      }
      for move in batch.movedItems {
        guard !gone.contains(move.from.section), !fresh.contains(move.to.section) else {
          return nil
        }
        moves.append(Move(from: old.row(of: move.from), to: new.row(of: move.to)))
      }
      for path in batch.reloadedItems where !gone.contains(path.section) {
        guard let target = items.newPath(ofSurvivorAt: path, in: sectionTarget) else {
          return nil
        }
        let before = old.row(of: path)
        let after = new.row(of: target)
        removed.append(before..<before + 1)
        inserted.append(after..<after + 1)
      }
      // The items of a moved section that stay in it move with it, row by row.
      for (section, target) in movedSection {
        for item in 0..<old.section(at: section).itemCount {
          let path = ItemPath(section: section, item: item)
          guard !items.leaves(path), !items.isReloaded(path) else { continue }
          let place = items.newItem(ofSurvivorAt: path, inSection: target)
          moves.append(
            Move(from: old.row(of: path), to: new.row(of: ItemPath(section: target, item: place))))
        }
      }
      var reconfigured: [Int] = []
      for path in batch.reconfiguredItems where !gone.contains(path.section) {
        if let destination = items.moveDestination(of: path) {
          reconfigured.append(new.row(of: destination))
        } else if !items.leaves(path), !items.isReloaded(path),
          let target = items.newPath(ofSurvivorAt: path, in: sectionTarget)
        {
          reconfigured.append(new.row(of: target))
        }
      }
      return RowChanges(
        oldCount: old.rowCount, newCount: new.rowCount, removed: RowSet(removed),
        inserted: RowSet(inserted), moves: moves, reconfigured: reconfigured)
    }

    /// A header or footer row of a section that stays: moved with a moved section, removed
    /// or inserted when it goes or comes.
    private mutating func edgeChange(_ before: Int?, _ after: Int?, _ isMoved: Bool) {
      switch (before, after) {
      case (let before?, let after?) where isMoved: moves.append(Move(from: before, to: after))
      case (let before?, nil): removed.append(before..<before + 1)
      case (nil, let after?): inserted.append(after..<after + 1)
      default: break
      }
    }
  }
}

// MARK: - RowChanges + Items only

extension RowChanges {
  /// The rows of a batch that changes items only, in the sections they were in: no section
  /// comes, goes, moves or reloads and no item reloads, so each item's row is read straight
  /// from the layouts, without indexing the batch by section. `nil` for any other batch
  /// (and for one whose paths do not fit the layouts), which the general path then takes.
  ///
  /// - Complexity: O(*s* + *c* log *c*) for *s* sections and *c* changes.
  fileprivate static func itemChanges(
    of batch: BatchUpdate, from old: RowLayout, to new: RowLayout
  ) -> RowChanges? {
    guard batch.deletedSections.isEmpty, batch.insertedSections.isEmpty,
      batch.reloadedSections.isEmpty, batch.movedSections.isEmpty, batch.reloadedItems.isEmpty,
      batch.reconfiguredItems.isEmpty
        || (batch.deletedItems.isEmpty && batch.insertedItems.isEmpty
          && batch.movedItems.isEmpty),
      old.sectionCount == new.sectionCount,
      batch.movedItems.allSatisfy({ old.contains($0.from) && new.contains($0.to) }),
      batch.reconfiguredItems.allSatisfy({ old.contains($0) && new.contains($0) }),
      let rows = RowLayout.rows(
        deleting: batch.deletedItems, inserting: batch.insertedItems, from: old, to: new)
    else { return nil }
    // Nothing else changes: each reconfigured item stays where it was.
    return RowChanges(
      oldCount: old.rowCount, newCount: new.rowCount, removed: RowSet(rows.removed),
      inserted: RowSet(rows.inserted),
      moves: batch.movedItems.map { Move(from: old.row(of: $0.from), to: new.row(of: $0.to)) },
      reconfigured: batch.reconfiguredItems.map(new.row(of:)))
  }
}

// MARK: - RowChanges.ItemIndex

extension RowChanges {
  /// The item changes of a batch by section, to place the items that stay.
  fileprivate struct ItemIndex {
    /// Per old section, the items that leave it: deleted or moved away, sorted.
    var leaving: [Int: [Int]] = [:]
    /// Per new section, the places arrivals take: inserted or moved in, sorted.
    var arriving: [Int: [Int]] = [:]
    var reloaded = Set<ItemPath>()
    var destinations: [ItemPath: ItemPath] = [:]

    init?(batch: BatchUpdate, gone: Set<Int>, fresh: Set<Int>, old: RowLayout, new: RowLayout) {
      for path in batch.deletedItems {
        guard old.contains(path) else { return nil }
        leaving[path.section, default: []].append(path.item)
      }
      for path in batch.insertedItems {
        guard new.contains(path) else { return nil }
        arriving[path.section, default: []].append(path.item)
      }
      for move in batch.movedItems {
        guard old.contains(move.from), new.contains(move.to) else { return nil }
        leaving[move.from.section, default: []].append(move.from.item)
        arriving[move.to.section, default: []].append(move.to.item)
        destinations[move.from] = move.to
      }
      guard (batch.reloadedItems + batch.reconfiguredItems).allSatisfy(old.contains) else {
        return nil
      }
      reloaded = Set(batch.reloadedItems)
      for key in leaving.keys { leaving[key] = Array(Set(leaving[key] ?? [])).sorted() }
      for key in arriving.keys { arriving[key] = Array(Set(arriving[key] ?? [])).sorted() }
    }

    func leaves(_ path: ItemPath) -> Bool {
      guard let items = leaving[path.section] else { return false }
      let below = items.countOfElements(below: path.item)
      return below < items.count && items[below] == path.item
    }

    func isReloaded(_ path: ItemPath) -> Bool { reloaded.contains(path) }

    func moveDestination(of path: ItemPath) -> ItemPath? { destinations[path] }

    /// The index in `section` (new) of the item that stays at `path` (old).
    func newItem(ofSurvivorAt path: ItemPath, inSection section: Int) -> Int {
      SurvivorSlots(
        sortedLeaving: leaving[path.section] ?? [], sortedArriving: arriving[section] ?? []
      ).newPlace(ofSurvivorAt: path.item)
    }

    /// Where the item that stays at `path` is after the batch.
    func newPath(ofSurvivorAt path: ItemPath, in sectionTarget: [Int: Int]) -> ItemPath? {
      guard let section = sectionTarget[path.section] else { return nil }
      return ItemPath(section: section, item: newItem(ofSurvivorAt: path, inSection: section))
    }
  }
}

// MARK: - RowLayout + Contains

extension RowLayout {
  /// Whether the layout has an item at `path`.
  func contains(_ path: ItemPath) -> Bool {
    path.section >= 0 && path.section < sectionCount && path.item >= 0
      && path.item < section(at: path.section).itemCount
  }
}
