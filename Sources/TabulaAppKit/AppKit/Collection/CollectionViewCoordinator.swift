#if canImport(AppKit) && os(macOS)
internal import AppKit
@_spi(Surfaces) @_spi(AppKitUpdates) internal import Tabula

/// The collection view's data source and delegate, and its menu's delegate: each answer is
/// the ``CollectionSurface``'s, in AppKit's types.
@MainActor
final class CollectionViewCoordinator: NSObject, NSCollectionViewDataSource,
  NSCollectionViewDelegate, NSMenuDelegate
{
  let surface: CollectionSurface
  private weak var view: NSCollectionView?
  /// The kinds of supplementary view registered with the view, so that each is registered once.
  private var registeredKinds = Set<NSCollectionView.SupplementaryElementKind>()

  init(surface: CollectionSurface, view: NSCollectionView) {
    self.surface = surface
    self.view = view
  }

  func numberOfSections(in collectionView: NSCollectionView) -> Int {
    surface.numberOfSections
  }

  func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    surface.numberOfItems(inSection: section)
  }

  func collectionView(
    _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
  ) -> NSCollectionViewItem {
    surface.itemView(at: ItemPath(indexPath)) as? NSCollectionViewItem ?? NSCollectionViewItem()
  }

  func collectionView(
    _ collectionView: NSCollectionView,
    viewForSupplementaryElementOfKind kind: NSCollectionView.SupplementaryElementKind,
    at indexPath: IndexPath
  ) -> NSView {
    let title =
      kind == NSCollectionView.elementKindSectionHeader
      ? surface.headerTitle(inSection: indexPath.section) : nil
    if registeredKinds.insert(kind).inserted {
      CollectionHeaderView.register(with: collectionView, kind: kind)
    }
    return CollectionHeaderView.make(in: collectionView, kind: kind, at: indexPath, title: title)
  }

  func collectionView(
    _ collectionView: NSCollectionView, shouldSelectItemsAt indexPaths: Set<IndexPath>
  ) -> Set<IndexPath> {
    Set(surface.selectablePaths(indexPaths.map(ItemPath.init)).map(IndexPath.init))
  }

  func collectionView(
    _ collectionView: NSCollectionView, didSelectItemsAt indexPaths: Set<IndexPath>
  ) {
    surface.viewSelectionDidChange()
  }

  func collectionView(
    _ collectionView: NSCollectionView, didDeselectItemsAt indexPaths: Set<IndexPath>
  ) {
    surface.viewSelectionDidChange()
  }

  func collectionView(
    _ collectionView: NSCollectionView, willDisplay item: NSCollectionViewItem,
    forRepresentedObjectAt indexPath: IndexPath
  ) {
    surface.willDisplayItem(at: ItemPath(indexPath))
  }

  // MARK: Dragging

  func collectionView(
    _ collectionView: NSCollectionView, pasteboardWriterForItemAt indexPath: IndexPath
  ) -> (any NSPasteboardWriting)? {
    surface.dragsItem(at: ItemPath(indexPath)) ? NSPasteboardItem.draggedItem(indexPath) : nil
  }

  func collectionView(
    _ collectionView: NSCollectionView, validateDrop draggingInfo: any NSDraggingInfo,
    proposedIndexPath proposedDropIndexPath: AutoreleasingUnsafeMutablePointer<NSIndexPath>,
    dropOperation proposedDropOperation: UnsafeMutablePointer<NSCollectionView.DropOperation>
  ) -> NSDragOperation {
    let proposed = CollectionDrop(
      proposedDropIndexPath.pointee as IndexPath, proposedDropOperation.pointee)
    guard collectionView.isDraggingOwnItems(draggingInfo),
      let shown = surface.validateDrop(proposed)
    else { return [] }
    if shown != proposed {
      proposedDropIndexPath.pointee = IndexPath(shown.path) as NSIndexPath
      proposedDropOperation.pointee = .before
    }
    return .move
  }

  func collectionView(
    _ collectionView: NSCollectionView, acceptDrop draggingInfo: any NSDraggingInfo,
    indexPath: IndexPath, dropOperation: NSCollectionView.DropOperation
  ) -> Bool {
    guard collectionView.isDraggingOwnItems(draggingInfo) else { return false }
    return surface.acceptDrop(CollectionDrop(indexPath, dropOperation))
  }

  func collectionView(
    _ collectionView: NSCollectionView, draggingSession session: NSDraggingSession,
    endedAt screenPoint: NSPoint, dragOperation operation: NSDragOperation
  ) {
    surface.dragDidEnd()
  }

  // MARK: Menu

  func menuNeedsUpdate(_ menu: NSMenu) {
    menu.removeAllItems()
    guard let view = view as? ListCollectionView else { return }
    let clicked = view.clickedIndexPath.map(ItemPath.init)
    for action in surface.menuActions(forItemAt: clicked) {
      menu.addItem(action.menuItem)
    }
  }
}

extension CollectionDrop {
  /// The place of a drop as `NSCollectionView` proposes or hands it.
  fileprivate init(_ indexPath: IndexPath, _ operation: NSCollectionView.DropOperation) {
    self.init(path: ItemPath(indexPath), operation: operation == .on ? .on : .before)
  }
}
#endif
