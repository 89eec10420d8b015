// MARK: - UITableViewDelegate

/// The methods a table view calls for selection, editing and row heights.
///
/// UIKit's optional requirements are ordinary requirements with defaults here; see
/// `UITableViewDataSource` for the dispatch caveat.
@MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// The row at `indexPath` was selected by the user.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)

  /// The table is about to draw `cell` for the row at `indexPath`: called when the row comes
  /// into view, after `tableView(_:cellForRowAt:)`.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)

  /// The row at `indexPath` was deselected by the user.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)

  /// The editing control of the row at `indexPath`; `.delete` when not implemented.
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle

  /// The height of the row at `indexPath`; the table's `rowHeight` when not implemented.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat

  /// The estimated height of the row at `indexPath`; the table's `estimatedRowHeight` when not
  /// implemented.
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat

  /// Where a row the user is reordering would land: `proposedDestinationIndexPath` when not
  /// implemented.
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath

  // Not declared when emulating tvOS 15, where UIKit marks them unavailable.
  #if !UIKIT_STANDIN_TVOS
  /// Whether a two-finger pan starting on the row at `indexPath` turns editing mode on and
  /// selects rows; `false` when not implemented. Needs `allowsMultipleSelectionDuringEditing`.
  @available(iOS 13.0, *) @available(tvOS, unavailable)
  func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool

  /// The two-finger pan began and the table turned editing mode on.
  @available(iOS 13.0, *) @available(tvOS, unavailable)
  func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)

  /// The multiple-selection gesture ended; the table stays in editing mode.
  @available(iOS 13.0, *) @available(tvOS, unavailable)
  func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)

  /// The actions to show when the user swipes the row at `indexPath` from its leading edge;
  /// `nil` (also when not implemented) shows none.
  @available(iOS 11.0, *) @available(tvOS, unavailable)
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?

  /// The actions to show when the user swipes the row at `indexPath` from its trailing edge;
  /// `nil` (also when not implemented) shows UIKit's default: a Delete action when the row's
  /// editing style is `.delete`.
  @available(iOS 11.0, *) @available(tvOS, unavailable)
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?

  /// The context menu for the row at `indexPath`, asked when the interaction begins; `nil`
  /// (also when not implemented) shows no menu.
  @available(iOS 13.0, tvOS 17.0, *)
  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  #endif
}

extension UITableViewDelegate {
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  /// Does nothing.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// `.delete`, UIKit's style for an editable row.
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  {
    .delete
  }

  /// The table's `rowHeight`.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }

  /// The table's `estimatedRowHeight`.
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    tableView.estimatedRowHeight
  }

  /// `proposedDestinationIndexPath`.
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    proposedDestinationIndexPath
  }

  #if !UIKIT_STANDIN_TVOS
  /// `false`, UIKit's default.
  @available(iOS 13.0, *) @available(tvOS, unavailable)
  public func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool {
    false
  }

  /// Does nothing.
  @available(iOS 13.0, *) @available(tvOS, unavailable)
  public func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  @available(iOS 13.0, *) @available(tvOS, unavailable)
  public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}

  /// No leading actions.
  @available(iOS 11.0, *) @available(tvOS, unavailable)
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    nil
  }

  /// UIKit's default trailing actions.
  @available(iOS 11.0, *) @available(tvOS, unavailable)
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    nil
  }

  /// No context menu.
  @available(iOS 13.0, tvOS 17.0, *)
  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    nil
  }
  #endif
}
