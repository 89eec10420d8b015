// MARK: - UINavigationController

/// A container that shows a stack of view controllers, the top one's view inside its own.
///
/// Pushing and popping swap the top controller's view in the navigation controller's view
/// and send the appearance callbacks when that view is in a window.
@MainActor open class UINavigationController: UIViewController {
  // MARK: Lifecycle

  /// Creates a navigation controller with a root view controller.
  ///
  /// - Parameter rootViewController: The bottom of the stack.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    storedViewControllers = [rootViewController]
    rootViewController.hostingNavigation = self
  }

  /// Creates an empty navigation controller.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: The nib's name; ignored.
  ///   - nibBundleOrNil: The nib's bundle; ignored.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a navigation controller from an archive; the stand-in decodes nothing.
  ///
  /// - Parameter coder: An unarchiver.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // MARK: Stack

  /// The stack, bottom first. Setting it replaces the stack without appearance callbacks for
  /// the controllers in between.
  open var viewControllers: [UIViewController] {
    get { storedViewControllers }
    set { replaceStack(with: newValue, animated: false) }
  }

  /// The top of the stack.
  open var topViewController: UIViewController? { storedViewControllers.last }

  /// Pushes a controller; its view replaces the old top's view.
  ///
  /// - Parameters:
  ///   - viewController: The controller to push; pushing one already on the stack is an
  ///     `NSInvalidArgumentException` in UIKit (recorded, then ignored).
  ///   - animated: Whether to animate.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard !storedViewControllers.contains(where: { $0 === viewController }) else {
      UIKitStandIn.record(
        UIKitStandInViolation(
          kind: .pushedViewControllerTwice, exceptionName: "NSInvalidArgumentException",
          reason: "Pushing the same view controller instance more than once is not supported",
          fidelity: .approximate),
        on: storedView)
      return
    }
    replaceStack(with: storedViewControllers + [viewController], animated: animated)
  }

  /// Pops the top controller, unless it is the root.
  ///
  /// - Parameter animated: Whether to animate.
  /// - Returns: The popped controller, or `nil`.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard storedViewControllers.count > 1, let top = storedViewControllers.last else {
      return nil
    }
    replaceStack(with: Array(storedViewControllers.dropLast()), animated: animated)
    return top
  }

  /// Makes the container view and installs the top controller's view in it.
  open override func loadView() {
    let container = UIView(frame: .zero)
    view = container
    if let top = topViewController {
      container.addSubview(top.view)
    }
  }

  // MARK: Private

  private var storedViewControllers: [UIViewController] = []

  private func replaceStack(with controllers: [UIViewController], animated: Bool) {
    let oldTop = topViewController
    for controller in storedViewControllers
    where !controllers.contains(where: { $0 === controller }) {
      controller.hostingNavigation = nil
    }
    for controller in controllers {
      controller.hostingNavigation = self
    }
    let newTop = controllers.last
    guard oldTop !== newTop else {
      storedViewControllers = controllers
      return
    }
    let visible = isViewInWindow
    if visible {
      oldTop?.deliverViewWillDisappear(animated)
    }
    storedViewControllers = controllers
    guard isViewLoaded else { return }
    newTop?.loadViewIfNeeded()
    if visible {
      newTop?.deliverViewWillAppear(animated)
    }
    if let oldTop, oldTop.isViewLoaded {
      oldTop.view.removeFromSuperview()
    }
    if let newTop {
      view.addSubview(newTop.view)
    }
    if visible {
      oldTop?.deliverViewDidDisappear(animated)
      newTop?.deliverViewDidAppear(animated)
    }
  }
}
