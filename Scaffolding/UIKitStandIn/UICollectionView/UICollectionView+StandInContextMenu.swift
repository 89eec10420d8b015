// MARK: - UICollectionView + StandInContextMenu

@available(iOS 13.0, tvOS 17.0, *)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable)
#endif
extension UICollectionView {
  /// Simulates the user invoking a context menu on the item at `indexPath`, and returns the
  /// delegate's configuration, asked as UIKit does: from iOS 16,
  /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` with `[indexPath]` when the
  /// delegate implements it, else `collectionView(_:contextMenuConfigurationForItemAt:point:)`.
  /// `point` is `.zero`.
  ///
  /// - Parameter indexPath: The item.
  /// - Returns: The configuration, or `nil` when no menu shows (an invalid index path, inside
  ///   a batch update, or the delegate gave none).
  @_spi(StandIn) @discardableResult public func standInSimulateContextMenu(
    at indexPath: IndexPath
  ) -> UIContextMenuConfiguration? {
    #if UIKIT_STANDIN_TVOS
    return nil
    #else
    return engine.userEvent(at: indexPath) { () -> UIContextMenuConfiguration? in
      guard let delegate else { return nil }
      engine.reachedUnimplementedOptional = false
      let configuration = delegate.collectionView(
        self, contextMenuConfigurationForItemsAt: [indexPath], point: .zero)
      guard engine.reachedUnimplementedOptional else { return configuration }
      engine.reachedUnimplementedOptional = false
      return singleItemConfiguration(delegate, at: indexPath)
    }
    #endif
  }

  #if !UIKIT_STANDIN_TVOS
  #if UIKIT_STANDIN_VISIONOS
  @available(*, deprecated, message: "asks the method visionOS deprecates")
  #endif
  private func singleItemConfiguration(
    _ delegate: any UICollectionViewDelegate, at indexPath: IndexPath
  ) -> UIContextMenuConfiguration? {
    delegate.collectionView(self, contextMenuConfigurationForItemAt: indexPath, point: .zero)
  }
  #endif
}
