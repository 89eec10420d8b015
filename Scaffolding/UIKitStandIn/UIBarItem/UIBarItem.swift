// MARK: - UIBarItem

/// An item that can be added to a bar at the top or bottom of the screen.
@MainActor open class UIBarItem: NSObject {
  /// Creates a bar item.
  public override init() {
    super.init()
  }

  /// Creates a bar item from an archive; the stand-in decodes nothing.
  ///
  /// - Parameter coder: An unarchiver.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// Whether the item responds to taps. Defaults to `true`.
  open var isEnabled = true

  /// The item's title.
  open var title: String?

  /// The item's image.
  open var image: UIImage?
}
