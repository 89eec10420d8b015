// MARK: - UICollectionLayoutListConfiguration + NotTVOS

// UIKit marks these unavailable in tvOS; they are computed so that the tvOS emulation can
// mark them unavailable too (stored properties cannot be).
@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionLayoutListConfiguration {
  /// Returns the swipe actions of the cell at an index path, or `nil` for none.
  @available(tvOS, unavailable)
  #if UIKIT_STANDIN_TVOS
  @available(*, unavailable, message: "swipe actions are unavailable in tvOS")
  #endif
  public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

  /// Whether the list shows separators between cells; `true` by default.
  @available(tvOS, unavailable)
  #if UIKIT_STANDIN_TVOS
  @available(*, unavailable, message: "showsSeparators is unavailable in tvOS")
  #endif
  public var showsSeparators: Bool {
    get { storedShowsSeparators }
    set { storedShowsSeparators = newValue }
  }

  /// The actions shown when the user swipes a cell from its leading edge.
  @available(tvOS, unavailable)
  #if UIKIT_STANDIN_TVOS
  @available(*, unavailable, message: "swipe actions are unavailable in tvOS")
  #endif
  public var leadingSwipeActionsConfigurationProvider:
    UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
  {
    get { storedLeadingProvider as? SwipeActionsConfigurationProvider }
    set { storedLeadingProvider = newValue }
  }

  /// The actions shown when the user swipes a cell from its trailing edge.
  @available(tvOS, unavailable)
  #if UIKIT_STANDIN_TVOS
  @available(*, unavailable, message: "swipe actions are unavailable in tvOS")
  #endif
  public var trailingSwipeActionsConfigurationProvider:
    UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
  {
    get { storedTrailingProvider as? SwipeActionsConfigurationProvider }
    set { storedTrailingProvider = newValue }
  }
}
