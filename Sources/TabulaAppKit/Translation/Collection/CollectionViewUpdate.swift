@_spi(Surfaces) public import Tabula

/// The calls that tell an `NSCollectionView` a batch, inside one
/// `performBatchUpdates(_:completionHandler:)`, and the items configured again in place once
/// it ends.
///
/// `NSCollectionView` takes a batch whole, as `UICollectionView` does: deletes name index paths
/// before the batch, inserts index paths after it, moves go from before to after. So the
/// batches Tabula plans for UIKit pass as they are, but for two differences:
///
/// - Reloads. `reloadSections(_:)` is documented as not to be called "in the middle of
///   animation blocks where items are being inserted or deleted", and no index space is
///   documented for `reloadItems(at:)` inside a batch (its update action is "deleting and
///   then inserting the item"). So a reloaded section or item is deleted where it was and
///   inserted where it is after the batch; both get new views, as a reload gives them.
/// - Reconfigures. `NSCollectionView` has no `reconfigureItems(at:)`: the views of the items
///   a batch reconfigures are configured again in place once the batch ends, at their index
///   paths after it.
@_spi(AppKitUpdates)
public struct CollectionViewUpdate: Hashable, Sendable {
  /// One call on the collection view inside the batch.
  public enum Step: Hashable, Sendable {
    /// `deleteSections(_:)`, by index before the batch.
    case deleteSections([Int])
    /// `insertSections(_:)`, by index after the batch.
    case insertSections([Int])
    /// `moveSection(_:toSection:)`, from the index before to the index after.
    case moveSection(from: Int, to: Int)
    /// `deleteItems(at:)`, by index path before the batch.
    case deleteItems([ItemPath])
    /// `insertItems(at:)`, by index path after the batch.
    case insertItems([ItemPath])
    /// `moveItem(at:to:)`, from the index path before to the index path after.
    case moveItem(from: ItemPath, to: ItemPath)
  }

  /// The calls inside `performBatchUpdates(_:completionHandler:)`; their order does not
  /// matter to the collection view.
  public var steps: [Step]

  /// The items whose views are configured again in place once the batch ends, by their index
  /// paths after it.
  public var reconfiguredItems: [ItemPath]

  /// Creates an update from its calls.
  ///
  /// - Parameters:
  ///   - steps: The calls inside the batch.
  ///   - reconfiguredItems: The items configured again in place, by index path after.
  public init(steps: [Step], reconfiguredItems: [ItemPath] = []) {
    self.steps = steps
    self.reconfiguredItems = reconfiguredItems
  }

  /// The calls for a batch planned for UIKit.
  ///
  /// - Parameter batch: The batch, in UIKit's index spaces.
  /// - Complexity: O(*c*) for *c* changes when the batch reloads and reconfigures nothing;
  ///   O(*c* log *c*) otherwise. Never the number of items.
  public init(_ batch: BatchUpdate) {
    var deletedSections = batch.deletedSections
    var insertedSections = batch.insertedSections
    var deletedItems = batch.deletedItems
    var insertedItems = batch.insertedItems
    var reconfigured: [ItemPath] = []
    if !batch.reloadedSections.isEmpty || !batch.reloadedItems.isEmpty
      || !batch.reconfiguredItems.isEmpty
    {
      let places = Places(batch)
      for section in batch.reloadedSections {
        deletedSections.append(section)
        insertedSections.append(places.newSection(ofSurvivorAt: section))
      }
      for path in batch.reloadedItems {
        deletedItems.append(path)
        insertedItems.append(places.newPath(ofSurvivorAt: path))
      }
      reconfigured = batch.reconfiguredItems.map { places.newPath(of: $0) }
    }
    var steps: [Step] = []
    if !deletedSections.isEmpty { steps.append(.deleteSections(deletedSections)) }
    if !insertedSections.isEmpty { steps.append(.insertSections(insertedSections)) }
    steps += batch.movedSections.map { .moveSection(from: $0.from, to: $0.to) }
    if !deletedItems.isEmpty { steps.append(.deleteItems(deletedItems)) }
    if !insertedItems.isEmpty { steps.append(.insertItems(insertedItems)) }
    steps += batch.movedItems.map { .moveItem(from: $0.from, to: $0.to) }
    self.steps = steps
    reconfiguredItems = reconfigured
  }
}

// MARK: - CollectionViewUpdate.Places

extension CollectionViewUpdate {
  /// Where the sections and items that stay land after a batch: those that stay keep their
  /// order and fill the places no arrival takes, section by section.
  private struct Places {
    let sections: SurvivorSlots
    var movedSections: [Int: Int] = [:]
    var movedItems: [ItemPath: ItemPath] = [:]
    /// Per old section, the items that leave it; per new section, the places arrivals take.
    var leaving: [Int: [Int]] = [:]
    var arriving: [Int: [Int]] = [:]

    init(_ batch: BatchUpdate) {
      sections = SurvivorSlots(
        leaving: batch.deletedSections + batch.movedSections.map(\.from),
        arriving: batch.insertedSections + batch.movedSections.map(\.to))
      for move in batch.movedSections { movedSections[move.from] = move.to }
      for path in batch.deletedItems { leaving[path.section, default: []].append(path.item) }
      for path in batch.insertedItems { arriving[path.section, default: []].append(path.item) }
      for move in batch.movedItems {
        leaving[move.from.section, default: []].append(move.from.item)
        arriving[move.to.section, default: []].append(move.to.item)
        movedItems[move.from] = move.to
      }
      for key in leaving.keys { leaving[key] = Array(Set(leaving[key] ?? [])).sorted() }
      for key in arriving.keys { arriving[key] = Array(Set(arriving[key] ?? [])).sorted() }
    }

    /// The index after the batch of the section that stays at `section`.
    func newSection(ofSurvivorAt section: Int) -> Int {
      movedSections[section] ?? sections.newPlace(ofSurvivorAt: section)
    }

    /// The index path after the batch of the item that stays at `path`.
    func newPath(ofSurvivorAt path: ItemPath) -> ItemPath {
      let section = newSection(ofSurvivorAt: path.section)
      let slots = SurvivorSlots(
        sortedLeaving: leaving[path.section] ?? [], sortedArriving: arriving[section] ?? [])
      return ItemPath(section: section, item: slots.newPlace(ofSurvivorAt: path.item))
    }

    /// The index path after the batch of the item at `path`, moved or not.
    func newPath(of path: ItemPath) -> ItemPath {
      movedItems[path] ?? newPath(ofSurvivorAt: path)
    }
  }
}
