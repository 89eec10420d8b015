// MARK: - UIEdgeInsets

/// The inset distances for views: positive values shrink the rectangle they apply to.
public struct UIEdgeInsets: Equatable, Sendable {
  // MARK: Lifecycle

  /// Creates insets with no distance on any edge.
  public init() {}

  /// Creates insets from the four distances.
  ///
  /// ```swift
  /// tableView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
  /// ```
  ///
  /// - Parameters:
  ///   - top: The inset at the top.
  ///   - left: The inset on the left.
  ///   - bottom: The inset at the bottom.
  ///   - right: The inset on the right.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  // MARK: Public

  /// Insets of 0 on every edge.
  public static let zero = UIEdgeInsets()

  /// The inset at the top.
  public var top: CGFloat = 0
  /// The inset on the left.
  public var left: CGFloat = 0
  /// The inset at the bottom.
  public var bottom: CGFloat = 0
  /// The inset on the right.
  public var right: CGFloat = 0
}
