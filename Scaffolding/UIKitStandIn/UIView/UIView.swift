// MARK: - UIView

/// An object that manages the content of a rectangular area.
///
/// The stand-in keeps the view hierarchy (superview, subviews, window) and the layout entry
/// points; it does no geometry.
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

  // MARK: Stand-in

  /// The violations recorded on this view, oldest first.
  @_spi(StandIn) public internal(set) var standInViolations: [UIKitStandInViolation] = []

  // MARK: Internal

  weak var storedSuperview: UIView?
  var storedSubviews: [UIView] = []
}
