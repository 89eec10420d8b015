// MARK: - UIMenuElement

/// An object representing a menu, action, or command.
@MainActor open class UIMenuElement: NSObject {
  /// Options for the appearance and behaviour of a menu element.
  public struct Attributes: OptionSet, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt

    /// Creates a set of attributes from its bit mask.
    ///
    /// - Parameter rawValue: The bit mask.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The element is shown but cannot be chosen.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// The element is destructive, such as Delete.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// The element is not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// Choosing the element keeps the menu open.
    @available(iOS 16.0, tvOS 16.0, *)
    #if UIKIT_STANDIN_TVOS
    @available(*, unavailable, message: "introduced in iOS 16.0 and tvOS 16.0")
    #endif
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// The on/off state of a menu element.
  public enum State: Int, Sendable {
    /// Off.
    case off = 0
    /// On.
    case on = 1
    /// Mixed.
    case mixed = 2
  }

  init(title: String, image: UIImage?) {
    self.title = title
    self.image = image
    super.init()
  }

  /// The element's title.
  open var title: String

  /// The element's image.
  open var image: UIImage?
}
