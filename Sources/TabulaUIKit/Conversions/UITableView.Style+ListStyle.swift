#if canImport(UIKit)
public import Tabula
public import UIKit

// MARK: - UITableView.Style + ListStyle

extension UITableView.Style {
  /// The table style of a list style.
  ///
  /// tvOS has no inset grouped tables: there, `.insetGrouped` is `.grouped`.
  ///
  /// - Parameter style: A list style.
  public init(_ style: ListStyle) {
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
