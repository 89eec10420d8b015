// MARK: - UITableView + DragAndDrop

@available(iOS 11.0, *) @available(tvOS, unavailable)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable)
#endif
extension UITableView {
  /// The object that starts drags of the view's rows; held weakly, as in UIKit.
  public var dragDelegate: (any UITableViewDragDelegate)? {
    get { storedDragDelegate as? any UITableViewDragDelegate }
    set { storedDragDelegate = newValue }
  }

  /// The object that handles drops on the view; held weakly, as in UIKit.
  public var dropDelegate: (any UITableViewDropDelegate)? {
    get { storedDropDelegate as? any UITableViewDropDelegate }
    set { storedDropDelegate = newValue }
  }

  /// Whether the user can drag rows out of the view; `true` by default (since iOS 15, on
  /// iPhone too).
  public var dragInteractionEnabled: Bool {
    get { storedDragInteractionEnabled }
    set { storedDragInteractionEnabled = newValue }
  }

  /// Whether a drag of rows lifted from this view is under way.
  public var hasActiveDrag: Bool {
    #if UIKIT_STANDIN_TVOS
    return false
    #else
    return engine.hasActiveDrag
    #endif
  }

  /// Whether the view is tracking a drop: a drag is over it and its drop delegate handles it.
  public var hasActiveDrop: Bool {
    #if UIKIT_STANDIN_TVOS
    return false
    #else
    return engine.hasActiveDrop
    #endif
  }
}
