@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit

/// What `NSCollectionView` does with its delegate when the user drags items, after
/// `NSCollectionView.h` (macOS 14 SDK): it asks for a pasteboard writer of each item it drags
/// (the selection when the dragged item is selected, else the item), "or nil to prevent
/// dragging for the item"; it proposes drops to
/// `collectionView(_:validateDrop:proposedIndexPath:dropOperation:)`, whose index path and
/// operation "can be changed by the delegate to retarget the drop operation" and which "must
/// return something other than NSDragOperationNone to accept the drop"; it hands the drop to
/// `collectionView(_:acceptDrop:indexPath:dropOperation:)` "when the mouse is released over a
/// collection view that previously decided to allow a drop"; and it ends with
/// `collectionView(_:draggingSession:endedAt:dragOperation:)`.
extension CollectionSurfaceFixture {
  typealias DragOutcome = TabulaAppKitTests.DragOutcome<ItemPath, CollectionDrop>

  /// The user clicks items: the view and the data source select them.
  func select(_ paths: [ItemPath]) {
    host.userSelects(paths)
    surface.viewSelectionDidChange()
  }

  /// Lifts an item and asks for the writer of each item AppKit would drag with it.
  func lift(_ path: ItemPath) -> [ItemPath] {
    let selected = host.selectedPaths
    let candidates = selected.contains(path) ? selected : [path]
    return candidates.filter { surface.dragsItem(at: $0) }
  }

  /// Drags an item to a proposed place and releases there, as AppKit would: no drop when the
  /// lift carries no item or the proposal is refused; the session ends either way.
  @discardableResult
  func drag(_ path: ItemPath, to proposed: CollectionDrop) -> DragOutcome {
    let dragged = lift(path)
    guard !dragged.isEmpty else { return DragOutcome(dragged: [], shown: nil, accepted: nil) }
    let shown = surface.validateDrop(proposed)
    let accepted = shown.map { surface.acceptDrop($0) }
    surface.dragDidEnd()
    return DragOutcome(dragged: dragged, shown: shown, accepted: accepted)
  }

  /// The identifiers of the list's items, section by section, as its provider holds them.
  var providerIDs: [[Int]] {
    let snapshot = list.snapshot
    return snapshot.sections.indices.map { snapshot.items(inSectionAt: $0)?.map(\.id) ?? [] }
  }
}

extension CollectionDrop {
  /// Before the item at a position.
  static func before(_ section: Int, _ item: Int) -> Self {
    Self(path: ItemPath(section: section, item: item), operation: .before)
  }

  /// Onto the item at a position.
  static func on(_ section: Int, _ item: Int) -> Self {
    Self(path: ItemPath(section: section, item: item), operation: .on)
  }
}
