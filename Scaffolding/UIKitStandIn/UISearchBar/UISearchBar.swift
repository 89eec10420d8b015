// MARK: - UISearchBar

/// A text field for search text; a search controller owns one.
///
/// The stand-in keeps the text and the placeholder; it draws nothing.
@MainActor open class UISearchBar: UIView {
  /// The text the user typed; `nil` until any was.
  open var text: String?

  /// The text shown while the field is empty; `nil` by default.
  open var placeholder: String?
}
