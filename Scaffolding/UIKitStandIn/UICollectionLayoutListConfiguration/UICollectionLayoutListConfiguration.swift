// MARK: - UICollectionLayoutListConfiguration

/// A configuration for a list layout (`UICollectionViewCompositionalLayout.list(using:)`).
///
/// The stand-in has no `UIColor`, so `backgroundColor` is not mirrored.
@available(iOS 14.0, tvOS 14.0, *)
public struct UICollectionLayoutListConfiguration {
  /// Creates a configuration.
  ///
  /// - Parameter appearance: The overall appearance of the list.
  public init(appearance: UICollectionLayoutListConfiguration.Appearance) {
    self.appearance = appearance
  }

  /// The overall appearance of the list.
  public let appearance: UICollectionLayoutListConfiguration.Appearance

  /// Which header each section shows; `.none` by default.
  public var headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none

  /// Which footer each section shows; `.none` by default.
  public var footerMode: UICollectionLayoutListConfiguration.FooterMode = .none

  var storedShowsSeparators = true
  var storedLeadingProvider: Any?
  var storedTrailingProvider: Any?
}
