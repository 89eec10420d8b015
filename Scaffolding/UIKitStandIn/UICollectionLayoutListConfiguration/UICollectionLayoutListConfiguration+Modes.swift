// MARK: - UICollectionLayoutListConfiguration + Modes

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionLayoutListConfiguration {
  /// The appearance of a list.
  public enum Appearance: Int, Sendable {
    /// The plain list appearance.
    case plain = 0
    /// The grouped list appearance.
    case grouped = 1
    /// The inset grouped list appearance.
    @available(tvOS, unavailable)
    #if UIKIT_STANDIN_TVOS
    @available(*, unavailable, message: "insetGrouped is unavailable in tvOS")
    #endif
    case insetGrouped = 2
    /// The sidebar list appearance.
    @available(tvOS, unavailable)
    #if UIKIT_STANDIN_TVOS
    @available(*, unavailable, message: "sidebar is unavailable in tvOS")
    #endif
    case sidebar = 3
    /// The plain sidebar list appearance.
    @available(tvOS, unavailable)
    #if UIKIT_STANDIN_TVOS
    @available(*, unavailable, message: "sidebarPlain is unavailable in tvOS")
    #endif
    case sidebarPlain = 4
  }

  /// How a list shows section headers.
  public enum HeaderMode: Int, Sendable {
    /// No headers.
    case none = 0
    /// Supplementary views of kind `UICollectionView.elementKindSectionHeader`.
    case supplementary = 1
    /// The first item of each section is styled as its header.
    case firstItemInSection = 2
  }

  /// How a list shows section footers.
  public enum FooterMode: Int, Sendable {
    /// No footers.
    case none = 0
    /// Supplementary views of kind `UICollectionView.elementKindSectionFooter`.
    case supplementary = 1
  }
}
