#if canImport(UIKit)
internal import Tabula
internal import UIKit

/// A view told about the changes of a batch, in UIKit's index spaces: the calls
/// `UICollectionView` takes inside `performBatchUpdates`, which a table view takes with an
/// animation.
@MainActor
protocol BatchReceiver {
  func deleteSections(_ sections: IndexSet)
  func insertSections(_ sections: IndexSet)
  func moveSection(_ section: Int, toSection newSection: Int)
  func reloadSections(_ sections: IndexSet)
  func deleteItems(at indexPaths: [IndexPath])
  func insertItems(at indexPaths: [IndexPath])
  func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)
  func reloadItems(at indexPaths: [IndexPath])
  func reconfigureItems(at indexPaths: [IndexPath])
}

// MARK: - BatchReceiver + BatchUpdate

extension BatchReceiver {
  /// Tells the view every change of a batch; called inside its update block.
  func tell(_ batch: BatchUpdate) {
    if !batch.deletedSections.isEmpty { deleteSections(IndexSet(batch.deletedSections)) }
    if !batch.insertedSections.isEmpty { insertSections(IndexSet(batch.insertedSections)) }
    for move in batch.movedSections { moveSection(move.from, toSection: move.to) }
    if !batch.reloadedSections.isEmpty { reloadSections(IndexSet(batch.reloadedSections)) }
    if !batch.deletedItems.isEmpty { deleteItems(at: batch.deletedItems.map(IndexPath.init)) }
    if !batch.insertedItems.isEmpty { insertItems(at: batch.insertedItems.map(IndexPath.init)) }
    for move in batch.movedItems { moveItem(at: IndexPath(move.from), to: IndexPath(move.to)) }
    if !batch.reloadedItems.isEmpty { reloadItems(at: batch.reloadedItems.map(IndexPath.init)) }
    if !batch.reconfiguredItems.isEmpty {
      reconfigureItems(at: batch.reconfiguredItems.map(IndexPath.init))
    }
  }
}
#endif
