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

  /// Scrolls the item a scroll position set from outside names to the top of the visible
  /// area: at once if the list shows it, once the updates under way and waiting show it if
  /// they bring it; an item the list neither shows nor is about to show is reported. Unlike a
  /// scroll target, the binding keeps the item.
  ///
  /// - Parameter binding: The view's scroll position.
  /// - Complexity: O(log *n*) to find the item.
  func applyScrollPosition(_ binding: HostBinding<Item.ID?>?) {
    guard let wanted = scrollPosition.receive(binding), let id = wanted else { return }
    pendingScroll.scroll(
      to: id, in: dataSource, request: "the scroll position",
      report: { [weak self] in self?.report(.unknownIdentifiers, $0) }
    ) { [weak self] path in
      guard let surface = self?.dataSource.surface as? ListViewSurface,
        surface.scroll(toItemAt: path, placing: .top)
      else { return }
      self?.counts.scrolls += 1
    }
  }

  /// The user stopped scrolling: the scroll position hears the item at the top of the visible
  /// area, the first whose row's bottom lies below the area's top (a group row is no item);
  /// nothing while a scroll the app asked for waits for the updates to bring its item.
  ///
  /// - Complexity: O(*v*) for *v* rows visible.
  func userDidEndScrolling() {
    guard !pendingScroll.isWaiting, let surface = dataSource.surface as? ListViewSurface,
      let viewport = surface.scrollViewport,
      let top = viewport.rows.first(where: { $0.top + $0.height > 0 }),
      let item = dataSource.snapshot.item(at: top.path)
    else { return }
    scrollPosition.send(item.id, through: writes)
  }
}
