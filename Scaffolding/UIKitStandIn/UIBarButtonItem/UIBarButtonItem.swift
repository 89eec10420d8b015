// MARK: - UIBarButtonItem

/// A button for a navigation bar or toolbar.
///
/// Target/action initializers need `Selector`, which Linux lacks; use the `UIAction` ones.
@MainActor open class UIBarButtonItem: UIBarItem {
  /// Creates an empty item.
  public override init() {
    super.init()
  }

  /// Creates an item from an archive; the stand-in decodes nothing.
  ///
  /// - Parameter coder: An unarchiver.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a system item that runs `primaryAction` or shows `menu`.
  ///
  /// - Parameters:
  ///   - systemItem: The system item.
  ///   - primaryAction: The action run on tap.
  ///   - menu: The menu shown.
  public convenience init(
    systemItem: UIBarButtonItem.SystemItem,
    primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.init()
    self.standInSystemItem = systemItem
    self.primaryAction = primaryAction
    self.storedMenu = menu
  }

  /// Creates an item with a title or an image; with neither, they come from `primaryAction`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - primaryAction: The action run on tap.
  ///   - menu: The menu shown.
  public convenience init(
    title: String? = nil,
    image: UIImage? = nil,
    primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.init()
    self.primaryAction = primaryAction
    self.storedMenu = menu
    if title == nil, image == nil, let primaryAction {
      self.title = primaryAction.title
      self.image = primaryAction.image
    } else {
      self.title = title
      self.image = image
    }
  }

  /// The action run when the item is tapped.
  open var primaryAction: UIAction?

  /// The menu the item shows.
  @available(iOS 14.0, tvOS 17.0, *)
  #if UIKIT_STANDIN_TVOS
  @available(*, unavailable, message: "menu was introduced in tvOS 17.0")
  #endif
  open var menu: UIMenu? {
    get { storedMenu }
    set { storedMenu = newValue }
  }

  private var storedMenu: UIMenu?

  /// The system item the item was created with, if any.
  @_spi(StandIn) public internal(set) var standInSystemItem: SystemItem?

  /// Taps the item: runs the primary action when the item is enabled and has one.
  ///
  /// - Returns: Whether an action ran; `false` (and no violation) for a disabled item or an
  ///   item without a primary action, which UIKit ignores too.
  @_spi(StandIn) @discardableResult public func standInTap() -> Bool {
    UIKitStandIn.endRunLoopPass()  // a user event is a run-loop pass of its own
    defer { UIKitStandIn.endRunLoopPass() }
    guard isEnabled, let primaryAction else { return false }
    return primaryAction.standInPerform()
  }
}
