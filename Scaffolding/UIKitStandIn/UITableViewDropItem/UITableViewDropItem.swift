// MARK: - UITableViewDropItem

/// One item of a drop, as a table view's drop coordinator gives it.
@available(iOS 11.0, *) @available(tvOS, unavailable)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable, message: "UITableViewDropItem is unavailable in tvOS")
#endif
@MainActor public protocol UITableViewDropItem: NSObjectProtocol {
  /// The dragged item.
  var dragItem: UIDragItem { get }

  /// Where the item came from when it was dragged from this view; `nil` for an item from
  /// elsewhere, or when the view was updated or reloaded since the drag began.
  var sourceIndexPath: IndexPath? { get }

  /// The size of the item's drop preview; `.zero` in the stand-in.
  var previewSize: CGSize { get }
}
