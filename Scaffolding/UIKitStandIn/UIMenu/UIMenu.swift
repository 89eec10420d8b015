// MARK: - UIMenu

/// A container for grouping related menu elements.
@MainActor open class UIMenu: UIMenuElement {
  /// Creates a menu.
  ///
  /// - Parameters:
  ///   - title: The menu's title.
  ///   - image: The menu's image.
  ///   - children: The elements the menu shows.
  public init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) {
    self.children = children
    super.init(title: title, image: image)
  }

  /// The elements the menu shows.
  open private(set) var children: [UIMenuElement]
}
