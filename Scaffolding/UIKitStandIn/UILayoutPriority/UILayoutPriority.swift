// MARK: - UILayoutPriority

/// The priority of a layout constraint, from 1 to 1000; also the fitting priorities of
/// `UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
  // MARK: Lifecycle

  /// Creates a priority from its value.
  ///
  /// ```swift
  /// let almostRequired = UILayoutPriority(rawValue: 999)
  /// ```
  ///
  /// - Parameter rawValue: The priority, from 1 to 1000.
  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  /// Creates a priority from its value.
  ///
  /// - Parameter rawValue: The priority, from 1 to 1000.
  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }

  // MARK: Public

  /// A required constraint (1000).
  public static let required = UILayoutPriority(rawValue: 1000)
  /// The priority at which a button resists compressing its content (750).
  public static let defaultHigh = UILayoutPriority(rawValue: 750)
  /// The priority at which a button hugs its content horizontally (250).
  public static let defaultLow = UILayoutPriority(rawValue: 250)
  /// The priority at which a view wants to conform to its target size in a fitting-size
  /// calculation (50).
  public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)

  /// The priority's value.
  public var rawValue: Float
}
