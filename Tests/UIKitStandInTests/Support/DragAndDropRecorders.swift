@_spi(StandIn) import UIKit

/// A table's drag and drop delegate that records each call and answers as a test sets it up.
@MainActor
final class TableDragAndDropRecorder: NSObject, UITableViewDragDelegate,
  UITableViewDropDelegate
{
  var events: [String] = []
  /// How many items a lift gives (0: no drag); each item's `localObject` is its index path.
  var itemsPerLift = 1
  var allowsMove = true
  /// Whether the drop delegate handles drags from other apps.
  var handlesExternalDrops = true
  var proposal = UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
  /// What `performDropWith` does; records the coordinator by default.
  var performDrop: (UITableView, any UITableViewDropCoordinator) -> Void = { _, _ in }
  private(set) var lastCoordinator: (any UITableViewDropCoordinator)?
  private(set) var lastDropSession: (any UIDropSession)?

  func tableView(
    _ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
  ) -> [UIDragItem] {
    events.append("items \(indexPath.section)-\(indexPath.row)")
    return (0..<itemsPerLift).map { _ in
      let item = UIDragItem(itemProvider: NSItemProvider())
      item.localObject = indexPath
      return item
    }
  }

  func tableView(
    _ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
    point: CGPoint
  ) -> [UIDragItem] {
    events.append("add \(indexPath.section)-\(indexPath.row)")
    let item = UIDragItem(itemProvider: NSItemProvider())
    item.localObject = indexPath
    return [item]
  }

  func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {
    events.append("drag begins")
  }

  func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {
    events.append("drag ends")
  }

  func tableView(
    _ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession
  )
    -> Bool
  {
    allowsMove
  }

  func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
    events.append("can handle")
    lastDropSession = session
    return session.localDragSession != nil || handlesExternalDrops
  }

  func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {
    events.append("drop enters")
  }

  func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal {
    events.append("over \(destinationIndexPath.map { "\($0.section)-\($0.row)" } ?? "nothing")")
    return proposal
  }

  func tableView(
    _ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator
  ) {
    events.append("perform drop")
    lastCoordinator = coordinator
    performDrop(tableView, coordinator)
  }

  func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {
    events.append("drop exits")
  }

  func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {
    events.append("drop ends")
  }
}

/// A collection view's drag and drop delegate that records each call.
@MainActor
final class CollectionDragAndDropRecorder: NSObject, UICollectionViewDragDelegate,
  UICollectionViewDropDelegate
{
  var events: [String] = []
  var proposal = UICollectionViewDropProposal(
    operation: .move, intent: .insertAtDestinationIndexPath)
  var performDrop: (UICollectionView, any UICollectionViewDropCoordinator) -> Void = { _, _ in }

  func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem] {
    events.append("items \(indexPath.section)-\(indexPath.item)")
    return [UIDragItem(itemProvider: NSItemProvider())]
  }

  func collectionView(
    _ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession
  ) {
    events.append("drag ends")
  }

  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal {
    events.append("over \(destinationIndexPath.map { "\($0.section)-\($0.item)" } ?? "nothing")")
    return proposal
  }

  func collectionView(
    _ collectionView: UICollectionView,
    performDropWith coordinator: any UICollectionViewDropCoordinator
  ) {
    events.append("perform drop")
    performDrop(collectionView, coordinator)
  }

  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession
  ) {
    events.append("drop ends")
  }
}
