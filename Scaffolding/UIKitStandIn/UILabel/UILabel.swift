// MARK: - UILabel

/// A view that displays one or more lines of text.
@MainActor open class UILabel: UIView {
  /// The text the label displays.
  open var text: String?

  /// The maximum number of lines; 0 means no limit. Defaults to 1.
  open var numberOfLines = 1
}
