// MARK: - UINavigationItem

/// The items a navigation bar shows for a view controller.
@MainActor open class UINavigationItem: NSObject {
  /// Creates a navigation item with a title.
  ///
  /// - Parameter title: The title.
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// Creates a navigation item without a title.
  public override init() {
    super.init()
  }

  /// Creates a navigation item from an archive; the stand-in decodes nothing.
  ///
  /// - Parameter coder: An unarchiver.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The title.
  open var title: String?

  /// The first trailing item.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// The first leading item.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The trailing items.
  open var rightBarButtonItems: [UIBarButtonItem]?

  /// The leading items.
  open var leftBarButtonItems: [UIBarButtonItem]?
}
