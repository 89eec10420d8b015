#if canImport(UIKit)
public import Tabula
public import UIKit

// MARK: - UITableView.Style + ListStyle

extension UITableView.Style {
  /// The table style of a list style.
  ///
  /// - Parameter style: A list style.
  public init(_ style: ListStyle) {
    switch style {
    case .plain: self = .plain
    case .grouped: self = .grouped
    case .insetGrouped: self = .insetGrouped
    }
  }
}
#endif
