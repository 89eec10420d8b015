// MARK: - UICollectionViewLayout

/// The base class of collection-view layouts. The stand-in's collection view places items
/// itself, in one column; see `UICollectionView`.
@MainActor open class UICollectionViewLayout: NSObject {
  /// Creates a layout.
  public override init() {
    super.init()
  }

  /// Creates a layout from an archive; the stand-in decodes nothing.
  ///
  /// - Parameter coder: An unarchiver.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The kinds of supplementary views this layout shows in each section (stand-in only).
  var standInSupplementaryKinds: [String] { [] }

  /// The supplementary items at the edges of the whole layout (stand-in only).
  var standInBoundaryItems: [NSCollectionLayoutBoundarySupplementaryItem] { [] }
}
