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
    pendingScroll.cancel()
    guard let id = wanted else { return }
    scrollTarget.send(nil, through: writes)
    pendingScroll.scroll(
      to: id, in: dataSource, request: "the scroll target",
      report: { [weak self] in self?.report(.unknownIdentifiers, $0) }
    ) { [weak self] path in
      guard let surface = self?.dataSource.surface as? ListViewSurface,
        surface.scroll(toItemAt: path, placing: placement)
      else { return }
      self?.counts.scrolls += 1
    }
  }
}
