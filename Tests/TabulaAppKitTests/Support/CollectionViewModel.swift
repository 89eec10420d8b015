@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit

/// A model of how `NSCollectionView` takes a batch, written from Apple's documentation and
/// other projects' code and reports alone (it shares no code with TabulaAppKit's translation
/// and does not ask Tabula's validator):
///
/// - `performBatchUpdates(_:completionHandler:)` "Encapsulates multiple insert, delete, reload,
///   and move operations into a single animated operation" (Apple's documentation page of the
///   method): the calls of one batch are taken together, not one at a time as `NSTableView`
///   takes them.
/// - Index spaces are `UICollectionView`'s: deletes and the sources of moves name index paths
///   before the batch, inserts and the destinations of moves index paths after it. Apple does
///   not say so on the `NSCollectionView` pages; other projects rely on it: DifferenceKit's
///   AppKit extension (ra1028/DifferenceKit, Sources/Extensions/AppKitExtension.swift) shifts
///   each `moveRow(at:to:)` for the moves told before it on `NSTableView`, but hands
///   `NSCollectionView` its deletes at source paths, inserts at target paths and moves from
///   source to target unchanged in one `performBatchUpdates`, as it does `UICollectionView`;
///   its issue ra1028/DifferenceKit#94 states `NSCollectionView` "essentially works the same"
///   as `UICollectionView` "at least since ~10.12"; paraches/NSCollectionView-moveItems
///   (NSCollectionView+moveItems.swift) deletes the moved items at their old paths and inserts
///   them at their final paths in one batch.
/// - Counts: the items of a section after the batch are those before, less those deleted and
///   moved out, plus those inserted and moved in; the sections after, those before less those
///   deleted plus those inserted; anything else is the "invalid number of items" exception
///   (`UICollectionView`'s rule, ../shared/uikit/BATCH-RULES.md §3.2).
/// - Combinations `UICollectionView` rejects are rejected here too, none being documented as
///   allowed on the Mac (BATCH-RULES.md §3.3): an index path or section named twice among the
///   deletes and move sources, or among the inserts and move destinations; an item moved out
///   of a deleted section or into an inserted one; item changes in a moved section
///   (IGListKit #691).
/// - `reloadSections(_:)`: "Do not call this method in the middle of animation blocks where
///   items are being inserted or deleted" (Apple's documentation page of the method); the
///   model has no reloads: a call that is not modelled cannot be made.
/// - Moved items keep their view (`moveItem(at:to:)`: "Moves an item from one location to
///   another"); inserted items get new ones, read from the data source after the batch.
///
/// A call outside the rules is recorded as a violation (an exception on a Mac) and the batch
/// is not applied.
@MainActor
final class CollectionViewModel: CollectionUpdating {
  /// An item the model shows: what it shows (unknown until the data source is asked) and the
  /// identity of its view.
  struct Item: Equatable {
    var id: AnyHashable?
    var view: Int
  }

  /// A section the model shows: its identity and its items.
  struct Section: Equatable {
    var id: AnyHashable?
    var items: [Item]
  }

  /// What the data source shows: its sections, by identity, and their items.
  struct Shown {
    var id: AnyHashable
    var items: [AnyHashable]
  }

  /// The calls of a batch, as told.
  private struct Batch {
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: [ItemPath] = []
    var insertedItems: [ItemPath] = []
    var movedItems: [(from: ItemPath, to: ItemPath)] = []
  }

  private(set) var sections: [Section] = []
  private(set) var violations: [String] = []
  private(set) var calls: [String] = []
  private(set) var batchCount = 0
  private var recording: Batch?
  private var nextView = 0
  /// What the data source shows, when the model asks.
  var shown: () -> [Shown]

  init(shown: @escaping () -> [Shown] = { [] }) {
    self.shown = shown
  }

  /// The identity of each item's view, by what the item shows.
  var viewsByID: [AnyHashable: Int] {
    Dictionary(
      sections.flatMap { $0.items }.compactMap { item in item.id.map { ($0, item.view) } },
      uniquingKeysWith: { a, _ in a })
  }

  func reloadData() {
    calls.append("reloadData")
    sections = shown().map { section in
      Section(id: section.id, items: section.items.map { Item(id: $0, view: makeView()) })
    }
  }

  func performBatchUpdates(_ updates: () -> Void) {
    calls.append("performBatchUpdates")
    batchCount += 1
    recording = Batch()
    updates()
    let batch = recording ?? Batch()
    recording = nil
    apply(batch)
  }

  func deleteSections(_ sections: [Int]) {
    record("deleteSections \(sections)") { $0.deletedSections += sections }
  }

  func insertSections(_ sections: [Int]) {
    record("insertSections \(sections)") { $0.insertedSections += sections }
  }

  func moveSection(_ section: Int, toSection newSection: Int) {
    record("moveSection \(section) → \(newSection)") {
      $0.movedSections.append((section, newSection))
    }
  }

  func deleteItems(at paths: [ItemPath]) {
    record("deleteItems \(paths)") { $0.deletedItems += paths }
  }

  func insertItems(at paths: [ItemPath]) {
    record("insertItems \(paths)") { $0.insertedItems += paths }
  }

  func moveItem(at path: ItemPath, to newPath: ItemPath) {
    record("moveItem \(path) → \(newPath)") { $0.movedItems.append((path, newPath)) }
  }

  func reconfigureItem(at path: ItemPath) {
    let exists =
      sections.indices.contains(path.section)
      && sections[path.section].items.indices.contains(path.item)
    if !exists { violations.append("reconfigure: \(path) does not exist") }
  }

  private func record(_ call: String, _ change: (inout Batch) -> Void) {
    calls.append(call)
    guard var batch = recording else {
      return violations.append("\(call) outside performBatchUpdates")
    }
    change(&batch)
    recording = batch
  }

  private func makeView() -> Int {
    nextView += 1
    return nextView
  }
}

// MARK: - CollectionViewModel + Applying

extension CollectionViewModel {
  /// Checks a batch against the state before it and the data source after it, then applies it.
  private func apply(_ batch: Batch) {
    let old = sections
    let new = shown()
    let before = violations.count
    check(batch, old: old.map(\.items.count), new: new.map(\.items.count))
    guard violations.count == before else { return }
    let deletedSections = Set(batch.deletedSections)
    let insertedSections = Set(batch.insertedSections)
    var sourceOfSection: [Int: Int] = [:]
    for move in batch.movedSections { sourceOfSection[move.to] = move.from }
    let movedAway = Set(batch.movedSections.map(\.from))
    var staying = old.indices.filter { !deletedSections.contains($0) && !movedAway.contains($0) }[
      ...]
    // The old section each new one continues; nil for an inserted one.
    var origins: [Int?] = []
    for index in new.indices {
      if insertedSections.contains(index) {
        origins.append(nil)
      } else if let source = sourceOfSection[index] {
        origins.append(source)
      } else if let next = staying.popFirst() {
        origins.append(next)
      } else {
        return violations.append(
          "invalid number of sections: \(new.count) after, \(old.count) before, "
            + "\(insertedSections.count) inserted, \(deletedSections.count) deleted")
      }
    }
    guard staying.isEmpty else {
      return violations.append(
        "invalid number of sections: \(new.count) after, \(old.count) before, "
          + "\(insertedSections.count) inserted, \(deletedSections.count) deleted")
    }
    let leaving = Set(batch.deletedItems + batch.movedItems.map(\.from))
    var result: [Section] = []
    for (index, origin) in origins.enumerated() {
      guard let origin else {
        result.append(Section(id: nil, items: new[index].items.map { _ in fresh() }))
        continue
      }
      var arrivals: [Int: Item] = [:]
      for path in batch.insertedItems where path.section == index { arrivals[path.item] = fresh() }
      for move in batch.movedItems where move.to.section == index {
        arrivals[move.to.item] = old[move.from.section].items[move.from.item]
      }
      var stayers = old[origin].items.indices.filter {
        !leaving.contains(ItemPath(section: origin, item: $0))
      }.map { old[origin].items[$0] }[...]
      let count = new[index].items.count
      guard stayers.count + arrivals.count == count, arrivals.keys.allSatisfy({ $0 < count })
      else {
        return violations.append(
          "invalid number of items in section \(index): \(count) after, "
            + "\(old[origin].items.count) before, \(stayers.count) stay, \(arrivals.count) arrive")
      }
      var items: [Item] = []
      for place in 0..<count {
        if let arrival = arrivals[place] {
          items.append(arrival)
        } else if let stayer = stayers.popFirst() {
          items.append(stayer)
        }
      }
      result.append(Section(id: old[origin].id, items: items))
    }
    sections = result
    learn(new)
  }

  /// Compares what each section and item shows with the data source, and learns what new ones
  /// show.
  private func learn(_ new: [Shown]) {
    for (index, section) in new.enumerated() {
      if let id = sections[index].id, id != section.id {
        violations.append("section \(index) is \(id); the data source has \(section.id) there")
      }
      sections[index].id = section.id
      for (item, id) in section.items.enumerated() {
        if let shown = sections[index].items[item].id, shown != id {
          violations.append("item \(index).\(item) shows \(shown); the data source has \(id)")
        }
        sections[index].items[item].id = id
      }
    }
  }

  /// Records a violation for each call that names an index path that does not exist when it
  /// is read, or that a collection view rejects.
  private func check(_ batch: Batch, old: [Int], new: [Int]) {
    func exists(_ path: ItemPath, in counts: [Int]) -> Bool {
      counts.indices.contains(path.section) && (0..<counts[path.section]).contains(path.item)
    }
    for section in batch.deletedSections where !old.indices.contains(section) {
      violations.append("deleteSections: section \(section) of \(old.count) before")
    }
    for section in batch.insertedSections where !new.indices.contains(section) {
      violations.append("insertSections: section \(section) of \(new.count) after")
    }
    for move in batch.movedSections
    where !old.indices.contains(move.from) || !new.indices.contains(move.to) {
      violations.append("moveSection \(move.from) → \(move.to): \(old.count) → \(new.count)")
    }
    for path in batch.deletedItems where !exists(path, in: old) {
      violations.append("deleteItems: \(path) does not exist before the batch")
    }
    for path in batch.insertedItems where !exists(path, in: new) {
      violations.append("insertItems: \(path) does not exist after the batch")
    }
    for move in batch.movedItems where !exists(move.from, in: old) || !exists(move.to, in: new) {
      violations.append("moveItem \(move.from) → \(move.to): does not exist then")
    }
    let leavingSections = batch.deletedSections + batch.movedSections.map(\.from)
    let arrivingSections = batch.insertedSections + batch.movedSections.map(\.to)
    let leavingItems = batch.deletedItems + batch.movedItems.map(\.from)
    let arrivingItems = batch.insertedItems + batch.movedItems.map(\.to)
    if Set(leavingSections).count != leavingSections.count {
      violations.append("a section deleted or moved twice: \(leavingSections)")
    }
    if Set(arrivingSections).count != arrivingSections.count {
      violations.append("a section inserted or moved to twice: \(arrivingSections)")
    }
    if Set(leavingItems).count != leavingItems.count {
      violations.append("an item deleted or moved twice: \(leavingItems)")
    }
    if Set(arrivingItems).count != arrivingItems.count {
      violations.append("an item inserted or moved to twice: \(arrivingItems)")
    }
    let gone = Set(leavingSections)
    let come = Set(arrivingSections)
    for path in leavingItems where gone.contains(path.section) {
      violations.append("item \(path) deleted or moved out of a deleted or moved section")
    }
    for path in arrivingItems where come.contains(path.section) {
      violations.append("item \(path) inserted or moved into an inserted or moved section")
    }
  }

  private func fresh() -> Item { Item(id: nil, view: makeView()) }
}
