// MARK: - UICollectionViewCompositionalLayoutConfiguration

/// What a compositional layout adds around its sections: spacing between them and headers or
/// footers of the whole layout (developer.apple.com/documentation/uikit/
/// uicollectionviewcompositionallayoutconfiguration: "add headers or footers to the entire
/// layout").
@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
  /// Creates a configuration with no boundary items.
  public override init() {
    super.init()
  }

  /// The space between sections (UIKit's default: 0); the stand-in does not lay it out.
  public var interSectionSpacing: CGFloat = 0

  /// The supplementary items at the edges of the entire layout, such as global headers and
  /// footers.
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

  /// A copy, as the `copy` property `UICollectionViewCompositionalLayout.configuration` makes.
  func standInCopy() -> UICollectionViewCompositionalLayoutConfiguration {
    let copy = UICollectionViewCompositionalLayoutConfiguration()
    copy.interSectionSpacing = interSectionSpacing
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    return copy
  }
}
