@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import Testing

/// The calls TabulaAppKit makes on a collection view, for the batches where AppKit's documented
/// semantics differ from UIKit's or other projects went wrong, each applied to
/// ``CollectionViewModel``.
@MainActor
struct CollectionViewUpdateTests {
  static func sections(_ sections: [(Int, [Int])]) throws -> EntrySnapshot {
    try RandomLists.snapshot(sections.map { (Group($0.0), $0.1.map { Entry($0) }) })
  }

  @Test
  func
    `moves that reorder 0123 into 2301 are told from before to after in one batch and reach 2301`()
    throws
  {
    // tonyarnold/Differ#69: told to NSTableView one after the other, M(0,2) and M(1,3) showed
    // 1032. NSCollectionView takes a batch whole: DifferenceKit's AppKit extension hands it
    // moves from source to target unchanged (Sources/Extensions/AppKitExtension.swift).
    let collection = CollectionFixture(showing: try Self.sections([(0, [0, 1, 2, 3])]))
    let views = collection.surface.model.viewsByID
    collection.apply(try Self.sections([(0, [2, 3, 0, 1])]))
    let model = collection.surface.model
    #expect(model.violations.isEmpty)
    #expect(model.sections.map { $0.items.map(\.id) } == [[2, 3, 0, 1].asRows])
    #expect(model.viewsByID == views)
    #expect(model.batchCount == 1)
  }

  @Test func `a reloaded item is deleted where it was and inserted where it lands`() {
    // NSCollectionView.UpdateAction.reload: "Reload the item, which consists of deleting and
    // then inserting the item" (Apple's documentation); no index space is documented for
    // reloadItems(at:) inside a batch, so the translation does not use it.
    var batch = BatchUpdate()
    batch.deletedItems = [ItemPath(section: 0, item: 0)]
    batch.reloadedItems = [ItemPath(section: 0, item: 3)]
    #expect(
      CollectionViewUpdate(batch).steps == [
        .deleteItems([ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 3)]),
        .insertItems([ItemPath(section: 0, item: 2)]),
      ])
  }

  @Test func `a reloaded section is deleted and inserted again, never reloaded inside the batch`() {
    // reloadSections(_:): "Do not call this method in the middle of animation blocks where
    // items are being inserted or deleted" (Apple's documentation).
    var batch = BatchUpdate()
    batch.deletedSections = [0]
    batch.insertedSections = [3]
    batch.reloadedSections = [2]
    #expect(
      CollectionViewUpdate(batch).steps == [.deleteSections([0, 2]), .insertSections([3, 1])])
  }

  @Test func `a reconfigured item is configured once the batch ends, where it is then`() {
    // NSCollectionView has no reconfigureItems(at:): the view is configured in place after.
    var batch = BatchUpdate()
    batch.deletedItems = [ItemPath(section: 1, item: 0)]
    batch.movedItems = [
      .init(from: ItemPath(section: 1, item: 5), to: ItemPath(section: 0, item: 0))
    ]
    batch.reconfiguredItems = [ItemPath(section: 1, item: 3), ItemPath(section: 1, item: 5)]
    let update = CollectionViewUpdate(batch)
    #expect(
      update.reconfiguredItems == [ItemPath(section: 1, item: 2), ItemPath(section: 0, item: 0)])
  }

  @Test func `items that change sections and sections that go keep each other's views apart`()
    throws
  {
    let collection = CollectionFixture(
      showing: try Self.sections([(0, [1, 2, 3]), (1, [4, 5]), (2, [6])]))
    let views = collection.surface.model.viewsByID
    collection.apply(try Self.sections([(2, [6, 3]), (1, [1, 5, 7])]))
    let model = collection.surface.model
    #expect(model.violations.isEmpty, "\(model.calls)")
    #expect(model.sections.map(\.id) == [AnyHashable(2), AnyHashable(1)])
    #expect(model.sections.map { $0.items.map(\.id) } == [[6, 3].asRows, [1, 5, 7].asRows])
    for id in [1, 3, 5, 6] { #expect(model.viewsByID[id] == views[id]) }
  }
}

/// The model of `NSCollectionView` rejects what a collection view rejects: a model that
/// accepted everything would let any translation pass.
@MainActor
struct CollectionViewModelTests {
  static func model(_ before: [[Int]], then after: [[Int]]) -> CollectionViewModel {
    var shown = before
    let model = CollectionViewModel(shown: {
      shown.enumerated().map { .init(id: $0.offset, items: $0.element.map { AnyHashable($0) }) }
    })
    model.reloadData()
    shown = after
    return model
  }

  @Test func `moves told one after the other in NSTableView's index spaces are rejected`() {
    // 0123 → 2301 as NSTableView needs it (M(0,2), M(0,3)): the second names index 0 twice.
    let model = Self.model([[0, 1, 2, 3]], then: [[2, 3, 0, 1]])
    model.performBatchUpdates {
      model.moveItem(at: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 2))
      model.moveItem(at: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 3))
    }
    #expect(!model.violations.isEmpty)
  }

  @Test func `an insert past the items after the batch is rejected`() {
    let model = Self.model([[0, 1]], then: [[0, 1, 2]])
    model.performBatchUpdates { model.insertItems(at: [ItemPath(section: 0, item: 3)]) }
    #expect(model.violations == ["insertItems: [0, 3] does not exist after the batch"])
  }

  @Test func `an item moved into an inserted section is rejected`() {
    // "cannot move a row into a newly inserted section" (SwiftKickMobile/TLIndexPathTools#13,
    // ../shared/uikit/BATCH-RULES.md §3.3).
    let model = Self.model([[0, 1]], then: [[1], [0]])
    model.performBatchUpdates {
      model.insertSections([1])
      model.moveItem(at: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 0))
    }
    #expect(!model.violations.isEmpty)
  }

  @Test func `counts that do not add up are rejected`() {
    let model = Self.model([[0, 1]], then: [[0, 1, 2]])
    model.performBatchUpdates {}
    #expect(model.violations.count == 1)
  }
}
