#if canImport(UIKit)
public import UIKit

// MARK: - UITableView.Style + ListAppearance

extension UITableView.Style {
  /// The table style of an appearance's style.
  ///
  /// tvOS has no inset grouped tables: there, `.insetGrouped` is `.grouped`.
  ///
  /// - Parameter style: An appearance's style.
  public init<Item>(_ style: ListAppearance<Item>.Style) {
    switch style {
    case .plain: self = .plain
    case .grouped: self = .grouped
    case .insetGrouped:
      #if os(tvOS)
      self = .grouped
      #else
      self = .insetGrouped
      #endif
    }
  }
}
#endif
