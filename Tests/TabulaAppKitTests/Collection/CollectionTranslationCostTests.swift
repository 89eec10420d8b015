@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import Testing

/// What the translation of one local change into a collection view batch costs at growing
/// sizes: the calls and the index paths they name stay the same from a thousand items to a
/// million (O(changes), not O(n)).
struct CollectionTranslationCostTests {
  /// A change near the middle of a list of `count` items in one section: an item deleted, one
  /// inserted, two moved across each other, one reloaded and one reconfigured.
  static func localChange(items count: Int) -> CollectionViewUpdate {
    let middle = count / 2
    func path(_ offset: Int) -> ItemPath { ItemPath(section: 0, item: middle + offset) }
    var batch = BatchUpdate()
    batch.deletedItems = [path(0)]
    batch.insertedItems = [path(5)]
    batch.movedItems = [.init(from: path(10), to: path(20)), .init(from: path(20), to: path(10))]
    batch.reloadedItems = [path(30)]
    batch.reconfiguredItems = [path(40)]
    return CollectionViewUpdate(batch)
  }

  /// The number of calls, including configuring items in place, and of index paths they name.
  static func cost(_ update: CollectionViewUpdate) -> (calls: Int, paths: Int) {
    let paths = update.steps.reduce(update.reconfiguredItems.count) { total, step in
      switch step {
      case .deleteSections(let sections), .insertSections(let sections): total + sections.count
      case .deleteItems(let paths), .insertItems(let paths): total + paths.count
      case .moveSection, .moveItem: total + 1
      }
    }
    return (update.steps.count + update.reconfiguredItems.count, paths)
  }

  @Test
  func
    `a local change makes the same calls naming the same index paths from 1,000 to 1,000,000 items`()
  {
    let updates = [1_000, 10_000, 100_000, 1_000_000].map { Self.localChange(items: $0) }
    let costs = updates.map(Self.cost)
    #expect(costs.allSatisfy { $0 == costs[0] })
    // deleteItems (the deleted and the reloaded item), insertItems (the inserted and the
    // reloaded one), two moves, one item configured in place.
    #expect(costs[0].calls == 5)
    #expect(costs[0].paths == 7)
    #expect(updates[3].reconfiguredItems == [ItemPath(section: 0, item: 500_040)])
  }

  @Test func `a deleted section of a million items is one index in one call`() {
    var batch = BatchUpdate()
    batch.deletedSections = [1]
    #expect(CollectionViewUpdate(batch).steps == [.deleteSections([1])])
  }
}
