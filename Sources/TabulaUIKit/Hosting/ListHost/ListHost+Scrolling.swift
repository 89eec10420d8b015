#if canImport(UIKit)
@_spi(Hosting) @_spi(Surfaces) internal import Tabula
internal import UIKit

// MARK: - ListHost + Scrolling

extension ListHost {
  /// Scrolls to the item a changed scroll target names: at once if the list shows it, once
  /// the updates under way and waiting show it if they bring it; an item the list neither
  /// shows nor is about to show is reported. Either way the target is set back to `nil`, so
  /// that the view can ask for the same item again.
  ///
  /// - Parameters:
  ///   - binding: The view's scroll target.
  ///   - position: Where the item ends up in the viewport.
  /// - Complexity: O(log *n*) to find the item.
  func applyScrollTarget(
    _ binding: HostBinding<Item.ID?>?, position: UICollectionView.ScrollPosition
  ) {
    let target = interaction.scrollTarget
    guard let wanted = target.receive(binding) else { return }
    interaction.pendingScroll.cancel()
    guard let id = wanted else { return }
    target.send(nil, through: writes)
    scrollWhenShown(to: id, at: position, request: "the scroll target")
  }

  /// Scrolls to the item the view's scroll position names when the view changes it: as a
  /// scroll target does, except that the binding keeps the item, and then follows the user's
  /// scrolling (``reportTopItem()``).
  ///
  /// - Parameter binding: The view's scroll position.
  /// - Complexity: O(log *n*) to find the item.
  func applyTopItem(_ binding: HostBinding<Item.ID?>?) {
    guard let wanted = interaction.topItem.receive(binding), let id = wanted else { return }
    scrollWhenShown(to: id, at: .top, request: "the scroll position")
  }

  /// Writes the item at the top of the viewport to the view's scroll position on the main
  /// queue's next turn, if the view binds one and the item changed: the first row whose
  /// bottom lies below the top of the visible area. A scroll can happen inside a layout pass
  /// SwiftUI runs, where a state must not change; the scrolls of one turn write once.
  func reportTopItem() {
    guard interaction.actions.topItem != nil, !interaction.readsTopItem else { return }
    interaction.readsTopItem = true
    writes.later { [weak self] in
      guard let self else { return }
      interaction.readsTopItem = false
      writeTopItem()
    }
  }

  /// Writes the item at the top of the viewport to the view's scroll position, if it changed.
  /// Nothing is written while an update runs or a scroll the view asked for waits: the rows on
  /// screen are not yet those the position would name.
  ///
  /// - Complexity: O(*v*), where *v* is the number of visible rows.
  private func writeTopItem() {
    guard interaction.actions.topItem != nil, dataSource.isSettled,
      !interaction.pendingScroll.isWaiting
    else { return }
    let top = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
    let firstBelowTop = collectionView.indexPathsForVisibleItems.filter { path in
      guard let frame = collectionView.layoutAttributesForItem(at: path)?.frame else {
        return false
      }
      return frame.maxY > top
    }.min()
    guard let path = firstBelowTop, let item = dataSource.snapshot.item(at: ItemPath(path)) else {
      return
    }
    interaction.topItem.send(item.id, through: writes)
  }

  /// Scrolls to an item once the updates under way show it, unless a newer scroll replaces
  /// it; an item the list does not show by then is reported.
  private func scrollWhenShown(
    to id: Item.ID, at position: UICollectionView.ScrollPosition, request: String
  ) {
    interaction.pendingScroll.scroll(
      to: id, in: dataSource, request: request,
      report: { [weak self] in self?.report(.unknownIdentifiers, $0) }
    ) { [weak self] path in
      guard let self else { return }
      counts.scrolls += 1
      collectionView.scrollToItem(at: IndexPath(path), at: position, animated: true)
    }
  }
}
#endif
