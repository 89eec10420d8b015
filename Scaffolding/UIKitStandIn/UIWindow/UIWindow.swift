// MARK: - UIWindow

/// The backdrop of an app's user interface, and the root of a view hierarchy.
@MainActor open class UIWindow: UIView {
  /// Creates a window with the given frame.
  ///
  /// - Parameter frame: The frame rectangle.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a window from an archive; the stand-in decodes nothing.
  ///
  /// - Parameter coder: An unarchiver.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The root view controller. Setting it removes the old controller's view, installs the new
  /// controller's view as a subview, and sends the appearance callbacks.
  open var rootViewController: UIViewController? {
    get { storedRootViewController }
    set { replaceRootViewController(with: newValue) }
  }

  /// The window's undo manager: one per window, created when first asked for.
  open override var undoManager: UndoManager? {
    if let manager = storedUndoManager {
      return manager
    }
    let manager = UndoManager()
    storedUndoManager = manager
    return manager
  }

  /// Shows the window and makes it the key window.
  open func makeKeyAndVisible() {
    isHidden = false
    isKeyWindow = true
  }

  /// Whether `makeKeyAndVisible()` was called.
  @_spi(StandIn) public private(set) var isKeyWindow = false

  // MARK: Private

  private var storedRootViewController: UIViewController?
  private var storedUndoManager: UndoManager?

  private func replaceRootViewController(with controller: UIViewController?) {
    guard controller !== storedRootViewController else { return }
    if let old = storedRootViewController {
      old.deliverViewWillDisappear(false)
      if old.isViewLoaded {
        old.view.removeFromSuperview()
      }
      old.deliverViewDidDisappear(false)
    }
    storedRootViewController = controller
    guard let controller else { return }
    let view: UIView = controller.view
    view.frame = CGRect(origin: .zero, size: frame.size)
    controller.deliverViewWillAppear(false)
    addSubview(view)
    controller.deliverViewDidAppear(false)
  }
}
