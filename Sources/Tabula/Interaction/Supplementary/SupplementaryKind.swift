/// What a supplementary view is for: a section's header, its footer, or a kind a custom
/// layout defines.
///
/// A collection view shows `.header` and `.footer` as the views of the kinds
/// `UICollectionView.elementKindSectionHeader` and `elementKindSectionFooter`; any other kind
/// is passed to the layout by its raw value.
public struct SupplementaryKind: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
  /// The kind's name.
  public var rawValue: String

  /// Creates a kind from its name.
  ///
  /// - Parameter rawValue: The name a layout uses for the kind.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The view above a section.
  public static let header = SupplementaryKind(rawValue: "header")

  /// The view below a section.
  public static let footer = SupplementaryKind(rawValue: "footer")

  /// The kind's name.
  public var description: String { rawValue }
}
