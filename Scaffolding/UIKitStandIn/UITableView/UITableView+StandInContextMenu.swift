// MARK: - UITableView + StandInContextMenu

@available(iOS 13.0, tvOS 17.0, *)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable)
#endif
extension UITableView {
  /// Simulates the user invoking a context menu on the row at `indexPath` (a long press), and
  /// returns the configuration the delegate's
  /// `tableView(_:contextMenuConfigurationForRowAt:point:)` gave, with `point` `.zero`. Get
  /// the menu with `UIContextMenuConfiguration.standInMenu(suggestedActions:)`.
  ///
  /// - Parameter indexPath: The row.
  /// - Returns: The configuration, or `nil` when no menu shows (an invalid index path, inside
  ///   a batch update, or the delegate gave none).
  @_spi(StandIn) @discardableResult public func standInSimulateContextMenu(
    at indexPath: IndexPath
  ) -> UIContextMenuConfiguration? {
    #if UIKIT_STANDIN_TVOS
    return nil
    #else
    return engine.userEvent(at: indexPath) {
      delegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: .zero)
    }
    #endif
  }
}
