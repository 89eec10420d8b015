// MARK: - UIView

/// An object that manages the content of a rectangular area.
///
/// The stand-in keeps the view hierarchy (superview, subviews, window), the frame and bounds,
/// and the layout entry points; it has no Auto Layout engine, so a view fits its content only
/// when a subclass overrides
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
@MainActor open class UIView: UIResponder {
  // MARK: Lifecycle

  /// Creates a view with the given frame.
  ///
  /// - Parameter frame: The frame rectangle, in the superview's coordinates.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// Creates a view with a zero frame.
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// Creates a view from an archive; the stand-in decodes nothing and uses a zero frame.
  ///
  /// - Parameter coder: An unarchiver.
  public required init?(coder: NSCoder) {
    self.frame = .zero
    super.init()
  }

  // MARK: Public

  /// The frame rectangle, in the superview's coordinates.
  open var frame: CGRect

  /// The bounds rectangle, in the view's own coordinates: its size is the frame's size, its
  /// origin (`.zero` unless set) is the point of the view's content shown at its top-left
  /// corner. Setting it resizes the frame. `UIScrollView` keeps the origin in `contentOffset`.
  ///
  /// ```swift
  /// let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
  /// view.bounds  // (0, 0, 100, 50)
  /// ```
  open var bounds: CGRect {
    get { CGRect(origin: storedBoundsOrigin, size: frame.size) }
    set {
      storedBoundsOrigin = newValue.origin
      frame.size = newValue.size
    }
  }

  /// The smallest size a view can have in a fitting-size calculation: pass it as the target
  /// size of `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
  /// to ask for the most compact size (stand-in value: `.zero`).
  public static let layoutFittingCompressedSize = CGSize.zero

  /// A Boolean value that determines whether the view is hidden.
  open var isHidden = false

  /// The view's superview, or `nil`.
  open var superview: UIView? { storedSuperview }

  /// The view's subviews, back to front.
  open var subviews: [UIView] { storedSubviews }

  /// The window the view is in, found by walking up the superviews; `nil` when not in one.
  open var window: UIWindow? {
    var candidate: UIView? = self
    while let view = candidate {
      if let window = view as? UIWindow {
        return window
      }
      candidate = view.storedSuperview
    }
    return nil
  }

  /// The window's undo manager.
  open override var undoManager: UndoManager? { window?.undoManager }

  /// Adds a view to the end of the receiver's subviews, removing it from its old superview.
  ///
  /// - Parameter view: The view to add.
  open func addSubview(_ view: UIView) {
    guard view !== self else { return }
    let oldWindow = view.window
    view.detachFromSuperview()
    view.storedSuperview = self
    storedSubviews.append(view)
    view.notifyWindowChangeIfNeeded(from: oldWindow)
  }

  /// Unlinks the view from its superview and its window.
  open func removeFromSuperview() {
    let oldWindow = window
    detachFromSuperview()
    notifyWindowChangeIfNeeded(from: oldWindow)
  }

  /// Lays out the view and its subviews now: calls `layoutSubviews()` on the view, then on
  /// each subview, depth first.
  open func layoutIfNeeded() {
    layoutSubviews()
    for subview in storedSubviews {
      subview.layoutIfNeeded()
    }
  }

  /// Lays out subviews. The default does nothing; table and collection views load their
  /// visible cells here.
  open func layoutSubviews() {}

  /// Tells the view that its window changed. The default does nothing.
  open func didMoveToWindow() {}

  /// Returns the size that fits the view's content best, given a target size and how strongly
  /// each dimension must keep to it. Self-sizing table-view and collection-view cells are
  /// measured with it, with the view's width at `.required` and
  /// `UIView.layoutFittingCompressedSize`'s height at `.fittingSizeLevel`.
  ///
  /// UIKit solves the view's constraints. The stand-in has none: the default returns the
  /// target size in each dimension whose priority is `.required` and 0 in the others, as for
  /// a view without constraints. A test cell overrides it to report its height:
  ///
  /// ```swift
  /// final class TallCell: UITableViewCell {
  ///   override func systemLayoutSizeFitting(
  ///     _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
  ///     verticalFittingPriority vertical: UILayoutPriority
  ///   ) -> CGSize {
  ///     CGSize(width: targetSize.width, height: 120)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - targetSize: The size the view should have, for example
  ///     `UIView.layoutFittingCompressedSize`.
  ///   - horizontalFittingPriority: How strongly the width keeps to the target's.
  ///   - verticalFittingPriority: How strongly the height keeps to the target's.
  /// - Returns: The fitting size.
  /// - Complexity: O(1) for the default.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    CGSize(
      width: horizontalFittingPriority == .required ? targetSize.width : 0,
      height: verticalFittingPriority == .required ? targetSize.height : 0)
  }

  // MARK: Stand-in

  /// The violations recorded on this view, oldest first.
  @_spi(StandIn) public internal(set) var standInViolations: [UIKitStandInViolation] = []

  // MARK: Internal

  weak var storedSuperview: UIView?
  var storedSubviews: [UIView] = []
  var storedBoundsOrigin: CGPoint = .zero
}
