// MARK: - UICollectionViewCompositionalLayout

/// A layout built from sections; the stand-in models only list layouts made with
/// `list(using:)`, and keeps their configuration (`standInListConfiguration`).
@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  init(standInListConfiguration: UICollectionLayoutListConfiguration?) {
    self.standInListConfiguration = standInListConfiguration
    super.init()
  }

  /// Creates a layout from an archive; the stand-in decodes nothing.
  ///
  /// - Parameter coder: An unarchiver.
  public required init?(coder: NSCoder) {
    self.standInListConfiguration = nil
    super.init(coder: coder)
  }

  /// Creates a layout whose sections are all lists with `configuration`.
  ///
  /// - Parameter configuration: The list configuration of every section.
  /// - Returns: A new layout.
  @available(iOS 14.0, tvOS 14.0, *)
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout(standInListConfiguration: configuration)
  }

  /// The configuration given to `list(using:)`, or `nil` for another kind of layout.
  @_spi(StandIn) public let standInListConfiguration: UICollectionLayoutListConfiguration?

  /// What the layout adds around its sections. Reading it gives a copy and setting it stores
  /// one, as UIKit's `copy` property: a change shows only once the configuration is set
  /// again (UIKit's header: "any changes made to properties directly will have no effect";
  /// setting it "will invalidate the layout immediately").
  @available(iOS 13.0, tvOS 13.0, *)
  public var configuration: UICollectionViewCompositionalLayoutConfiguration {
    get { storedConfiguration.standInCopy() }
    set { storedConfiguration = newValue.standInCopy() }
  }

  private var storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()

  override var standInBoundaryItems: [NSCollectionLayoutBoundarySupplementaryItem] {
    storedConfiguration.boundarySupplementaryItems
  }

  override var standInSupplementaryKinds: [String] {
    guard let configuration = standInListConfiguration else { return [] }
    return
      (configuration.headerMode == .supplementary
      ? [UICollectionView.elementKindSectionHeader] : [])
      + (configuration.footerMode == .supplementary
        ? [UICollectionView.elementKindSectionFooter] : [])
  }
}
