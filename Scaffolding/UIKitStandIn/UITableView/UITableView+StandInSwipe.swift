// MARK: - UITableView + StandInSwipe

@available(iOS 11.0, *) @available(tvOS, unavailable)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable)
#endif
extension UITableView {
  /// Simulates the user swiping the row at `indexPath` from `edge`, and returns the actions
  /// UIKit would reveal; perform one with `UIContextualAction.standInPerform(in:)`.
  ///
  /// As UIKit does, the table asks its delegate for the edge's configuration. On the trailing
  /// edge, when the delegate gives none (it does not implement the method or returns `nil`)
  /// and the row's editing style is `.delete`, UIKit shows its standard Delete action: here a
  /// destructive action titled "Delete" whose handler calls the data source's
  /// `tableView(_:commit:forRowAt:)` with `.delete`, checks the data source's counts against
  /// the table's afterwards (see `standInSimulateDelete(at:)`) and completes with whether
  /// `commit` ran. Without `respondsToSelector:` the stand-in cannot tell beforehand whether the
  /// data source implements `commit`, so it offers the action anyway; performing it then
  /// completes with `false`.
  ///
  /// Nothing shows (the result is `nil`) for an invalid index path, inside a batch update, in
  /// editing mode, for a row whose `canEditRowAt` is false, or when the configuration has no
  /// actions (an empty configuration is how a delegate turns the standard Delete action off).
  ///
  /// - Parameters:
  ///   - edge: The edge the user swipes from.
  ///   - indexPath: The row.
  /// - Returns: The configuration UIKit would show, or `nil` when nothing shows.
  @_spi(StandIn) @discardableResult public func standInSimulateSwipe(
    _ edge: UIKitStandIn.SwipeEdge, at indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    #if UIKIT_STANDIN_TVOS
    return nil
    #else
    engine.userEvent(at: indexPath) { () -> UISwipeActionsConfiguration? in
      guard let dataSource, !storedIsEditing, dataSource.tableView(self, canEditRowAt: indexPath)
      else { return nil }
      let configuration: UISwipeActionsConfiguration?
      switch edge {
      case .leading:
        configuration = delegate?.tableView(
          self, leadingSwipeActionsConfigurationForRowAt: indexPath)
      case .trailing:
        configuration =
          delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
          ?? standardTrailingConfiguration(at: indexPath)
      }
      return configuration.flatMap { $0.actions.isEmpty ? nil : $0 }
    }
    #endif
  }

  /// UIKit's standard trailing configuration: Delete, for rows whose editing style is
  /// `.delete`.
  private func standardTrailingConfiguration(at indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  {
    let style = delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    guard style == .delete else { return nil }
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      [weak self] _, _, completion in
      completion(self?.commitStandardDelete(at: indexPath) ?? false)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }

  /// Calls the data source's `commit` for a delete, then checks its counts; returns whether
  /// `commit` ran.
  private func commitStandardDelete(at indexPath: IndexPath) -> Bool {
    guard let dataSource, engine.contains(indexPath) else { return false }
    engine.reachedUnimplementedOptional = false
    dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
    guard !engine.reachedUnimplementedOptional else { return false }
    engine.checkDataSourceInSync(after: "tableView(_:commit:forRowAt:)")
    return true
  }
}
