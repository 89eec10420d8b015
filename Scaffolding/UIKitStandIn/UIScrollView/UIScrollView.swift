// MARK: - UIScrollView

/// A view that allows scrolling of its contents.
///
/// The stand-in keeps UIKit's geometry (`contentOffset` is the origin of `bounds`,
/// `contentSize`, `contentInset`) and the state of a user's scroll (`isTracking`,
/// `isDragging`, `isDecelerating`), which tests drive with `standInBeginDragging()`,
/// `standInDrag(toContentOffset:)`, `standInEndDragging(willDecelerate:)` and
/// `standInEndDecelerating()`. Programmatic changes happen at once: there is no animation and
/// no scrolling physics.
///
/// The stand-in has no `delegate` property: UIKit narrows its type in `UITableView` and
/// `UICollectionView`, which Swift source cannot express. Those classes declare their own,
/// and their delegates receive the `UIScrollViewDelegate` calls.
@MainActor open class UIScrollView: UIView {
  // MARK: Insets

  /// Tells the scroll view that its adjusted content inset changed; a subclass that overrides
  /// it calls `super` (`NS_REQUIRES_SUPER` in `UIScrollView.h`).
  ///
  /// UIKit calls it when the safe area or `contentInset` changes the adjusted inset (Apple
  /// `uiscrollview/adjustedcontentinsetdidchange()`). The stand-in has no safe area and never
  /// calls it: it is declared so that a subclass overriding it compiles.
  open func adjustedContentInsetDidChange() {}

  // MARK: Geometry

  /// The point at which the origin of the content is offset from the view's origin: the origin
  /// of `bounds`.
  ///
  /// Setting another value tells the delegate `scrollViewDidScroll(_:)`; a table or collection
  /// view in a window lays out at once for the new offset. UIKit does not clamp a value set
  /// here: it may show the space beyond the content.
  open var contentOffset: CGPoint {
    get { storedContentOffset }
    set {
      guard newValue != storedContentOffset else { return }
      storedContentOffset = newValue
      contentOffsetDidChange()
      scrollViewDelegate?.scrollViewDidScroll(self)
    }
  }

  /// Sets the content offset, with or without an animation.
  ///
  /// ```swift
  /// tableView.setContentOffset(CGPoint(x: 0, y: 440), animated: false)
  /// ```
  ///
  /// - Parameters:
  ///   - contentOffset: The new offset.
  ///   - animated: Ignored: the stand-in moves at once and calls `scrollViewDidScroll(_:)`
  ///     once.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// The bounds: the origin is `contentOffset`, the size is the frame's size. Setting the
  /// origin sets `contentOffset`.
  open override var bounds: CGRect {
    get { CGRect(origin: contentOffset, size: frame.size) }
    set {
      frame.size = newValue.size
      contentOffset = newValue.origin
    }
  }

  /// The size of the content; `.zero` by default. Table and collection views set it at each
  /// layout from their rows or items.
  ///
  /// When it changes while the user is neither touching nor scrolling the content, an offset
  /// beyond the new content is brought back to the nearest offset that shows content, as
  /// UIKit does: from `-adjustedContentInset.top` to
  /// `contentSize.height + adjustedContentInset.bottom - bounds.height`, and the same
  /// horizontally.
  open var contentSize: CGSize = .zero {
    didSet {
      if contentSize != oldValue {
        clampContentOffsetIfIdle()
      }
    }
  }

  /// The distances the content is inset from the scroll view's edges; `.zero` by default.
  open var contentInset: UIEdgeInsets = .zero {
    didSet {
      if contentInset != oldValue {
        clampContentOffsetIfIdle()
      }
    }
  }

  /// The insets UIKit uses: `contentInset` plus the safe area, by the
  /// `contentInsetAdjustmentBehavior`. The stand-in has no safe area, so they equal
  /// `contentInset`.
  @available(iOS 11.0, tvOS 11.0, *)
  open var adjustedContentInset: UIEdgeInsets { contentInset }

  // MARK: Scrolling state

  /// Whether the user has touched the content and may be about to drag it.
  open var isTracking: Bool { storedIsTracking }

  /// Whether the user has begun scrolling the content.
  open var isDragging: Bool { storedIsDragging }

  /// Whether the content is still moving after the user lifted their finger.
  open var isDecelerating: Bool { storedIsDecelerating }

  // MARK: Refresh control

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

  // MARK: Internal

  /// The object told about scrolling: the table or collection view's delegate.
  var scrollViewDelegate: (any UIScrollViewDelegate)? { nil }

  /// Called after `contentOffset` changed, before the delegate hears of it.
  func contentOffsetDidChange() {}

  var storedContentOffset: CGPoint = .zero
  var storedIsTracking = false
  var storedIsDragging = false
  var storedIsDecelerating = false

  /// Whether the user touches or moves the content: UIKit lets it go beyond the content
  /// then, and brings it back when the movement ends.
  var isInteracting: Bool { storedIsTracking || storedIsDragging || storedIsDecelerating }

  /// The nearest offset to `offset` that shows content: see `contentSize`.
  func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
    let insets = contentInset
    let size = frame.size
    let minX = -insets.left
    let maxX = max(minX, contentSize.width + insets.right - size.width)
    let minY = -insets.top
    let maxY = max(minY, contentSize.height + insets.bottom - size.height)
    return CGPoint(x: min(max(offset.x, minX), maxX), y: min(max(offset.y, minY), maxY))
  }

  /// Brings an offset beyond the content back, unless the user is scrolling.
  func clampContentOffsetIfIdle() {
    guard !isInteracting else { return }
    contentOffset = clampedContentOffset(contentOffset)
  }

  // Typed `AnyObject` so that the stored property needs no availability of its own.
  private var storedRefreshControl: AnyObject?
}
