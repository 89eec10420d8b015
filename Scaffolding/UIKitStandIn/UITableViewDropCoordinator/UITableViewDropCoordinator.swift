// MARK: - UITableViewDropCoordinator

/// What a drop delegate is given to handle a drop: the items, where and how they drop, and the
/// methods that animate each item to its place.
///
/// UIKit's protocol also drops to placeholders, into rows and to preview targets; the stand-in
/// declares the drop to a row.
@available(iOS 11.0, *) @available(tvOS, unavailable)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable, message: "UITableViewDropCoordinator is unavailable in tvOS")
#endif
@MainActor public protocol UITableViewDropCoordinator: NSObjectProtocol {
  /// The dropped items, in order.
  var items: [any UITableViewDropItem] { get }

  /// The last index path the drag was over; `nil` over empty space (then the proposal's
  /// intent is `.unspecified`).
  var destinationIndexPath: IndexPath? { get }

  /// The proposal in force when the user dropped.
  var proposal: UITableViewDropProposal { get }

  /// The drop session.
  var session: any UIDropSession { get }

  /// Animates `dragItem` to the row at `indexPath`, which the delegate has already inserted
  /// or moved there with a batch update.
  ///
  /// - Parameters:
  ///   - dragItem: One of the session's items.
  ///   - indexPath: The row, in the view's index space after the delegate's updates.
  /// - Returns: An object that adds animations alongside the drop's.
  @discardableResult
  func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating
}
