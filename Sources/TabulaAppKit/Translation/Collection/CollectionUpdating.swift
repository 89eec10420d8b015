@_spi(Surfaces) public import Tabula

/// The calls that update an `NSCollectionView`, as TabulaAppKit makes them: `NSCollectionView`
/// itself in an app, a model of it in tests.
@_spi(AppKitUpdates)
@MainActor
public protocol CollectionUpdating: AnyObject {
  /// `performBatchUpdates(_:completionHandler:)`: runs `updates`, then reads the data source.
  func performBatchUpdates(_ updates: () -> Void)
  /// `deleteSections(_:)`, by index before the batch.
  func deleteSections(_ sections: [Int])
  /// `insertSections(_:)`, by index after the batch.
  func insertSections(_ sections: [Int])
  /// `moveSection(_:toSection:)`.
  func moveSection(_ section: Int, toSection newSection: Int)
  /// `deleteItems(at:)`, by index path before the batch.
  func deleteItems(at paths: [ItemPath])
  /// `insertItems(at:)`, by index path after the batch.
  func insertItems(at paths: [ItemPath])
  /// `moveItem(at:to:)`.
  func moveItem(at path: ItemPath, to newPath: ItemPath)
  /// Configures the view of an item again, in place, if it shows.
  func reconfigureItem(at path: ItemPath)
  /// `reloadData()`.
  func reloadData()
}

// MARK: - CollectionViewUpdate + Applying

extension CollectionViewUpdate {
  /// Tells a collection view the batch: switches the data source inside it, makes the calls,
  /// then configures the reconfigured items in place.
  ///
  /// - Parameters:
  ///   - view: The collection view.
  ///   - updateData: Switches the data source to the state after the batch.
  @MainActor
  public func apply(to view: some CollectionUpdating, updateData: () -> Void) {
    view.performBatchUpdates {
      updateData()
      for step in steps {
        switch step {
        case .deleteSections(let sections): view.deleteSections(sections)
        case .insertSections(let sections): view.insertSections(sections)
        case .moveSection(let from, let to): view.moveSection(from, toSection: to)
        case .deleteItems(let paths): view.deleteItems(at: paths)
        case .insertItems(let paths): view.insertItems(at: paths)
        case .moveItem(let from, let to): view.moveItem(at: from, to: to)
        }
      }
    }
    for path in reconfiguredItems { view.reconfigureItem(at: path) }
  }
}
