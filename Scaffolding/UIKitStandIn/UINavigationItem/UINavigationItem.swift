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

  /// The search controller whose search bar the navigation bar shows below itself.
  @available(iOS 11.0, *) @available(tvOS, unavailable)
  #if UIKIT_STANDIN_TVOS
  @available(*, unavailable, message: "searchController is unavailable in tvOS")
  #endif
  open var searchController: UISearchController? {
    get { storedSearchController }
    set { storedSearchController = newValue }
  }

  /// Whether the search bar hides as the user scrolls the content; `true` by default.
  @available(iOS 11.0, *) @available(tvOS, unavailable)
  #if UIKIT_STANDIN_TVOS
  @available(*, unavailable, message: "hidesSearchBarWhenScrolling is unavailable in tvOS")
  #endif
  open var hidesSearchBarWhenScrolling: Bool {
    get { storedHidesSearchBarWhenScrolling }
    set { storedHidesSearchBarWhenScrolling = newValue }
  }

  // NB: stored apart, since a stored property cannot be marked unavailable (tvOS emulation).
  private var storedSearchController: UISearchController?
  private var storedHidesSearchBarWhenScrolling = true
}
