@_spi(Hosting) @_spi(Surfaces) internal import Tabula

// MARK: - DeclarativeListHost + Scrolling

extension DeclarativeListHost {
  /// Scrolls to the item a changed scroll target names: at once if the list shows it, once
  /// the updates under way and waiting show it if they bring it; an item the list neither
  /// shows nor is about to show is reported. Either way the target is set back to `nil`, so
  /// that the app can ask for the same item again.
  ///
  /// - Parameters:
  ///   - binding: The view's scroll target.
  ///   - placement: Where the item's row ends up in the visible area.
  /// - Complexity: O(log *n*) to find the item.
  func applyScrollTarget(
    _ binding: HostBinding<Item.ID?>?, placing placement: ListViewSurface.RowPlacement
  ) {
    guard let wanted = scrollTarget.receive(binding) else { return }
    pendingScroll = nil
    guard let id = wanted else { return }
    scrollTarget.send(nil, through: writes)
    guard dataSource.fullSnapshot.path(of: id) != nil else {
      return report(
        .unknownIdentifiers,
        "the scroll target names an item the list neither shows nor is about to show: \(id)")
    }
    pendingScroll = id
    dataSource.whenShown { [weak self] in self?.scrollToPendingItem(placing: placement) }
  }

  /// Scrolls to the item that waited for the updates to show it, unless a newer target
  /// replaced it; an item the updates removed meanwhile, or that a collapsed parent hides, is
  /// reported.
  private func scrollToPendingItem(placing placement: ListViewSurface.RowPlacement) {
    guard let id = pendingScroll else { return }
    pendingScroll = nil
    guard let path = dataSource.snapshot.path(of: id) else {
      return report(
        .unknownIdentifiers, "the scroll target \(id) is not shown: removed, or in a collapsed item"
      )
    }
    guard let surface = dataSource.surface as? ListViewSurface,
      surface.scroll(toItemAt: path, placing: placement)
    else { return }
    counts.scrolls += 1
  }
}
