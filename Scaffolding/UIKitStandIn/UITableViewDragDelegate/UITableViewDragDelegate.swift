// MARK: - UITableViewDragDelegate

/// The methods a table view calls to start a drag of its rows.
///
/// UIKit's optional requirements are requirements with defaults here, UIKit's behaviour when a
/// method is absent; see `UITableViewDataSource` for the dispatch caveat.
@available(iOS 11.0, *) @available(tvOS, unavailable)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable, message: "UITableViewDragDelegate is unavailable in tvOS")
#endif
@MainActor public protocol UITableViewDragDelegate: NSObjectProtocol {
  /// The items to drag when the user lifts the row at `indexPath`; none starts no drag.
  func tableView(
    _ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
  ) -> [UIDragItem]

  /// The items to add to a drag under way when the user taps the row at `indexPath`; none
  /// (also when not implemented) adds nothing.
  func tableView(
    _ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
    point: CGPoint
  ) -> [UIDragItem]

  /// The lift ended and the drag began; always balanced by `dragSessionDidEnd`.
  func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession)

  /// The drag ended, whatever became of it.
  func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession)

  /// Whether a drop may move the items; `true` when not implemented.
  func tableView(
    _ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession
  )
    -> Bool

  /// Whether the drag stays inside this app; `false` when not implemented.
  func tableView(
    _ tableView: UITableView,
    dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
  ) -> Bool
}

@available(iOS 11.0, *) @available(tvOS, unavailable)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable)
#endif
extension UITableViewDragDelegate {
  /// No items.
  public func tableView(
    _ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
    point: CGPoint
  ) -> [UIDragItem] {
    []
  }

  /// Does nothing.
  public func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {
  }

  /// Does nothing.
  public func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {}

  /// `true`, UIKit's default.
  public func tableView(
    _ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession
  )
    -> Bool
  {
    true
  }

  /// `false`, UIKit's default.
  public func tableView(
    _ tableView: UITableView,
    dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
  ) -> Bool {
    false
  }
}
