// MARK: - UIKitStandIn + SwipeEdge

extension UIKitStandIn {
  /// The edge of a row or cell the user swipes from (not UIKit).
  public enum SwipeEdge: Sendable, Equatable {
    /// The leading edge: the actions appear at the leading side.
    case leading
    /// The trailing edge: the actions appear at the trailing side.
    case trailing
  }
}
