// MARK: - UICollectionView + ScrollPosition

extension UICollectionView {
  /// Where an item ends up when scrolled to.
  public struct ScrollPosition: OptionSet, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt

    /// Creates a position from its bit mask.
    ///
    /// - Parameter rawValue: The bit mask.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Do not scroll.
    public static let none: ScrollPosition = []
    /// At the top of the viewport.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// Centred vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// At the bottom of the viewport.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// At the left of the viewport.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// Centred horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// At the right of the viewport.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }
}
