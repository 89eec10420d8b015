import Tabula

/// A batch that obeys every rule by construction, with the item counts before and after it.
///
/// The generator deletes, moves and keeps random sections and inserts new ones; it changes
/// items only in kept sections that are neither moved nor reloaded, reloads only sections and
/// items that keep their index and that UIKit's shifted placement also puts there (shifted
/// for the deletes and inserts before them, moves ignored), and computes the counts after the
/// update from the layout it builds.
struct LegalBatch: CustomStringConvertible {
  var batch = BatchUpdate()
  var before: [Int] = []
  var after: [Int] = []

  /// The sections after the update whose item count the validator checks: every kept
  /// section that is not reloaded.
  var checkedSections: [Int] = []

  var description: String { "\(batch); before \(before); after \(after)" }
}

extension LegalBatch {
  /// A section after the update.
  private enum NewSection {
    case inserted
    case kept(old: Int, isMoved: Bool)
  }

  /// An item of a section after the update.
  private enum NewItem {
    case stays(ItemPath)
    case inserted
    case moved(from: ItemPath)
  }

  /// A random legal batch.
  static func random(using rng: inout some RandomNumberGenerator) -> LegalBatch {
    var result = LegalBatch()
    result.before = (0..<Int.random(in: 0...5, using: &rng)).map { _ in
      Int.random(in: 0...5, using: &rng)
    }
    let layout = randomSections(for: &result, using: &rng)
    let insertedSections = layout.indices.filter {
      if case .inserted = layout[$0] { true } else { false }
    }
    var newIndex: [Int: Int] = [:]
    for (index, section) in layout.enumerated() {
      if case .kept(let old, _) = section { newIndex[old] = index }
    }
    result.after = Array(repeating: 0, count: layout.count)
    var free: [Int] = []  // Old indices of kept sections whose items may change.
    for (index, section) in layout.enumerated() {
      switch section {
      case .inserted:
        result.batch.insertedSections.append(index)
        result.after[index] = Int.random(in: 0...3, using: &rng)
      case .kept(let old, true):
        result.batch.movedSections.append(BatchUpdate.Move(from: old, to: index))
        result.after[index] = result.before[old]
        result.checkedSections.append(index)
      case .kept(let old, false)
      where index == old
        && shifted(old, deletes: result.batch.deletedSections, inserts: insertedSections) == old
        && Int.random(in: 0..<4, using: &rng) == 0:
        result.batch.reloadedSections.append(old)
        result.after[index] = Int.random(in: 0...4, using: &rng)
      case .kept(let old, false):
        free.append(old)
        result.checkedSections.append(index)
      }
    }
    randomItems(in: free, newIndex: newIndex, for: &result, using: &rng)
    result.batch.deletedSections.shuffle(using: &rng)
    result.batch.insertedSections.shuffle(using: &rng)
    result.batch.movedSections.shuffle(using: &rng)
    return result
  }

  /// Deletes and moves random sections, and inserts new ones; returns the layout after the
  /// update.
  private static func randomSections(
    for result: inout LegalBatch, using rng: inout some RandomNumberGenerator
  ) -> [NewSection] {
    var layout: [NewSection] = []
    var moved: [Int] = []
    for section in result.before.indices {
      switch Int.random(in: 0..<6, using: &rng) {
      case 0: result.batch.deletedSections.append(section)
      case 1: moved.append(section)
      default: layout.append(.kept(old: section, isMoved: false))
      }
    }
    for section in moved {
      let index = Int.random(in: 0...layout.count, using: &rng)
      layout.insert(.kept(old: section, isMoved: true), at: index)
    }
    for _ in 0..<Int.random(in: 0...2, using: &rng) {
      layout.insert(.inserted, at: Int.random(in: 0...layout.count, using: &rng))
    }
    return layout
  }

  /// Deletes, moves, reloads and reconfigures random items of the free sections, and inserts
  /// new ones.
  private static func randomItems(
    in free: [Int], newIndex: [Int: Int], for result: inout LegalBatch,
    using rng: inout some RandomNumberGenerator
  ) {
    var lists: [Int: [NewItem]] = [:]  // Keyed by the index after the update.
    var moving: [ItemPath] = []
    var staying: [ItemPath] = []
    for old in free {
      var list: [NewItem] = []
      for item in 0..<result.before[old] {
        let path = ItemPath(section: old, item: item)
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: result.batch.deletedItems.append(path)
        case 1: moving.append(path)
        default:
          list.append(.stays(path))
          staying.append(path)
        }
      }
      lists[newIndex[old, default: old]] = list
    }
    let targets = free.map { newIndex[$0, default: $0] }
    for path in moving {
      let target = targets[Int.random(in: 0..<targets.count, using: &rng)]
      let index = Int.random(in: 0...lists[target, default: []].count, using: &rng)
      lists[target, default: []].insert(.moved(from: path), at: index)
    }
    for target in targets {
      for _ in 0..<Int.random(in: 0...2, using: &rng) {
        let index = Int.random(in: 0...lists[target, default: []].count, using: &rng)
        lists[target, default: []].insert(.inserted, at: index)
      }
    }
    var destination: [ItemPath: ItemPath] = [:]
    for target in targets {
      let list = lists[target, default: []]
      result.after[target] = list.count
      for (index, item) in list.enumerated() {
        let path = ItemPath(section: target, item: index)
        switch item {
        case .stays(let old): destination[old] = path
        case .inserted: result.batch.insertedItems.append(path)
        case .moved(let from):
          result.batch.movedItems.append(BatchUpdate.Move(from: from, to: path))
        }
      }
    }
    // NB: Apple documents a reload as a delete and an insert at the same index path, and
    // UIKit placed one shifted for the deletes and inserts before it: a legal reload is one
    // that both put where the item goes.
    for path in staying {
      switch Int.random(in: 0..<5, using: &rng) {
      case 0
      where destination[path] == path
        && shifted(
          path.item,
          deletes: result.batch.deletedItems.filter { $0.section == path.section }.map(\.item),
          inserts: result.batch.insertedItems.filter { $0.section == path.section }.map(\.item))
          == path.item:
        result.batch.reloadedItems.append(path)
      case 1: result.batch.reconfiguredItems.append(path)
      default: break
      }
    }
    result.batch.deletedItems.shuffle(using: &rng)
    result.batch.insertedItems.shuffle(using: &rng)
    result.batch.movedItems.shuffle(using: &rng)
  }

  /// Where UIKit was seen to insert a reload at `index` again: shifted down for each delete
  /// before it, then up for each insert at or before where it stands, in increasing order.
  private static func shifted(_ index: Int, deletes: [Int], inserts: [Int]) -> Int {
    var position = index - deletes.count { $0 < index }
    for insert in inserts.sorted() where insert <= position { position += 1 }
    return position
  }
}
