// MARK: - UICollectionView + StandInSwipe

@available(iOS 14.0, *) @available(tvOS, unavailable)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable)
#endif
extension UICollectionView {
  /// Simulates the user swiping the cell at `indexPath` from `edge`, and returns the actions
  /// UIKit would reveal: the list layout configuration's provider for that edge is asked;
  /// perform an action with `UIContextualAction.standInPerform(in:)`.
  ///
  /// - Parameters:
  ///   - edge: The edge the user swipes from.
  ///   - indexPath: The item.
  /// - Returns: The configuration, or `nil` when nothing shows: an invalid index path, inside
  ///   a batch update, a layout that is not a list layout, no provider for the edge, or a
  ///   configuration without actions.
  @_spi(StandIn) @discardableResult public func standInSimulateSwipe(
    _ edge: UIKitStandIn.SwipeEdge, at indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    engine.userEvent(at: indexPath) { () -> UISwipeActionsConfiguration? in
      guard
        let list = (collectionViewLayout as? UICollectionViewCompositionalLayout)?
          .standInListConfiguration
      else { return nil }
      let provider =
        edge == .leading
        ? list.leadingSwipeActionsConfigurationProvider
        : list.trailingSwipeActionsConfigurationProvider
      return provider?(indexPath).flatMap { $0.actions.isEmpty ? nil : $0 }
    }
  }
}
