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
}
