// MARK: - UIScrollView

/// A view that allows scrolling of its contents.
///
/// The stand-in has no `delegate` property: UIKit narrows its type in `UITableView` and
/// `UICollectionView`, which Swift source cannot express. Those classes declare their own.
@MainActor open class UIScrollView: UIView {
  /// The point at which the origin of the content is offset from the view's origin.
  open var contentOffset: CGPoint = .zero

  /// The refresh control at the top of the content; setting one adds it as a subview.
  @available(iOS 10.0, *) @available(tvOS, unavailable)
  #if UIKIT_STANDIN_TVOS
  @available(*, unavailable, message: "refreshControl is unavailable in tvOS")
  #endif
  open var refreshControl: UIRefreshControl? {
    get { storedRefreshControl as? UIRefreshControl }
    set {
      (storedRefreshControl as? UIView)?.removeFromSuperview()
      storedRefreshControl = newValue
      if let newValue { addSubview(newValue) }
    }
  }

  // Typed `AnyObject` so that the stored property needs no availability of its own.
  private var storedRefreshControl: AnyObject?
}
