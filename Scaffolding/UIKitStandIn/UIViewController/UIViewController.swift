// MARK: - UIViewController

/// An object that manages a view hierarchy.
///
/// The view is created lazily (`loadView()`, then `viewDidLoad()`); appearance callbacks are
/// sent when a window or a navigation controller shows or hides the view.
@MainActor open class UIViewController: UIResponder {
  // MARK: Lifecycle

  /// Creates a view controller; the stand-in loads no nib.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: The nib's name; ignored.
  ///   - nibBundleOrNil: The nib's bundle; ignored.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a view controller with no nib.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Creates a view controller from an archive; the stand-in decodes nothing.
  ///
  /// - Parameter coder: An unarchiver.
  public required init?(coder: NSCoder) {
    super.init()
  }

  // MARK: View

  /// The root view, loaded on first access.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return storedView
    }
    set {
      storedView = newValue
    }
  }

  /// Whether the view is loaded.
  open var isViewLoaded: Bool { storedView != nil }

  /// Loads the view if it is not loaded.
  open func loadViewIfNeeded() {
    guard storedView == nil, !isLoadingView else { return }
    isLoadingView = true
    loadView()
    if storedView == nil {
      storedView = UIView(frame: .zero)
    }
    isLoadingView = false
    viewDidLoad()
  }

  /// Creates the view; the default makes an empty `UIView`.
  open func loadView() {
    storedView = UIView(frame: .zero)
  }

  /// Called after the view loaded. The default does nothing.
  open func viewDidLoad() {}

  /// Called before the view appears. The default does nothing.
  ///
  /// - Parameter animated: Whether the appearance is animated.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view appeared. The default does nothing.
  ///
  /// - Parameter animated: Whether the appearance was animated.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view disappears. The default does nothing.
  ///
  /// - Parameter animated: Whether the disappearance is animated.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view disappeared. The default does nothing.
  ///
  /// - Parameter animated: Whether the disappearance was animated.
  open func viewDidDisappear(_ animated: Bool) {}

  // MARK: Navigation

  /// The title; setting it also sets the navigation item's title.
  open var title: String? {
    didSet { navigationItem.title = title }
  }

  /// The item a navigation bar shows for this controller.
  open var navigationItem: UINavigationItem {
    if let item = storedNavigationItem {
      return item
    }
    let item = UINavigationItem()
    item.title = title
    storedNavigationItem = item
    return item
  }

  /// The nearest navigation controller this controller is on.
  open var navigationController: UINavigationController? { hostingNavigation }

  /// The undo manager of the view's window.
  open override var undoManager: UndoManager? {
    isViewLoaded ? view.window?.undoManager : nil
  }

  // MARK: Editing

  /// Whether the controller is in editing mode; setting it calls `setEditing(_:animated:)`.
  open var isEditing: Bool {
    get { storedIsEditing }
    set { setEditing(newValue, animated: false) }
  }

  /// Turns editing mode on or off and updates `editButtonItem` ("Edit" / "Done").
  ///
  /// - Parameters:
  ///   - editing: Whether the controller edits.
  ///   - animated: Whether to animate.
  open func setEditing(_ editing: Bool, animated: Bool) {
    storedIsEditing = editing
    updateEditButtonItem()
  }

  /// A bar button item that toggles editing: its title is "Edit" or "Done", and tapping it
  /// calls `setEditing(!isEditing, animated: true)`.
  open var editButtonItem: UIBarButtonItem {
    if let item = storedEditButtonItem {
      return item
    }
    let action = UIAction(title: "Edit") { [weak self] _ in
      guard let self else { return }
      self.setEditing(!self.isEditing, animated: true)
    }
    let item = UIBarButtonItem(primaryAction: action)
    storedEditButtonItem = item
    updateEditButtonItem()
    return item
  }

  // MARK: Internal

  var storedView: UIView?
  var isLoadingView = false
  var storedNavigationItem: UINavigationItem?
  var storedEditButtonItem: UIBarButtonItem?
  var storedIsEditing = false
  weak var hostingNavigation: UINavigationController?

  private func updateEditButtonItem() {
    guard let item = storedEditButtonItem else { return }
    item.title = storedIsEditing ? "Done" : "Edit"
    item.standInSystemItem = storedIsEditing ? .done : .edit
  }
}
