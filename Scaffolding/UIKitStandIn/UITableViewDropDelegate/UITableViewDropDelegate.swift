// MARK: - UITableViewDropDelegate

/// The methods a table view calls while a drag is over it, and to drop.
///
/// UIKit's optional requirements are requirements with defaults here; see
/// `UITableViewDataSource` for the dispatch caveat.
@available(iOS 11.0, *) @available(tvOS, unavailable)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable, message: "UITableViewDropDelegate is unavailable in tvOS")
#endif
@MainActor public protocol UITableViewDropDelegate: NSObjectProtocol {
  /// The user dropped: update the model and the view, then animate each item to its place
  /// with the coordinator. Items left unplaced animate back where they came from.
  func tableView(
    _ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)

  /// Whether the view takes part in this drop at all; `true` when not implemented. When
  /// `false`, no other drop method is called for the session.
  func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool

  /// The drag entered the view.
  func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)

  /// The drag moved over the view: what a drop at `destinationIndexPath` would do. The index
  /// path may be one past the last row of a section (an append), or `nil`.
  func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal

  /// The drag left the view.
  func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession)

  /// The drop session ended, whatever became of it.
  func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession)
}

@available(iOS 11.0, *) @available(tvOS, unavailable)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable)
#endif
extension UITableViewDropDelegate {
  /// `true`, UIKit's default.
  public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
    true
  }

  /// Does nothing.
  public func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {}

  /// A `.cancel` proposal (the stand-in's assumption; UIKit does not document its default).
  public func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal {
    UITableViewDropProposal(operation: .cancel, intent: .unspecified)
  }

  /// Does nothing.
  public func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {}

  /// Does nothing.
  public func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {}
}
