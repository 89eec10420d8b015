#if canImport(UIKit)
@_spi(Surfaces) internal import Tabula
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
    interaction.pendingScroll = nil
    guard let id = wanted else { return }
    target.send(nil, through: writes)
    guard dataSource.fullSnapshot.path(of: id) != nil else {
      return report(
        .unknownIdentifiers,
        "the scroll target names an item the list neither shows nor is about to show: \(id)")
    }
    interaction.pendingScroll = id
    dataSource.whenShown { [weak self] in self?.scrollToPendingItem(at: position) }
  }

  /// Scrolls to the item that waited for the updates to show it, unless a newer target
  /// replaced it; an item the updates removed meanwhile, or that a collapsed parent hides, is
  /// reported.
  private func scrollToPendingItem(at position: UICollectionView.ScrollPosition) {
    guard let id = interaction.pendingScroll else { return }
    interaction.pendingScroll = nil
    guard let path = dataSource.snapshot.path(of: id) else {
      return report(
        .unknownIdentifiers, "the scroll target \(id) is not shown: removed, or in a collapsed item"
      )
    }
    counts.scrolls += 1
    collectionView.scrollToItem(at: IndexPath(path), at: position, animated: true)
  }
}
#endif
