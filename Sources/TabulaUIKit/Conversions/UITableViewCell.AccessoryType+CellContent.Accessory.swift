#if canImport(UIKit)
public import Tabula
public import UIKit

// MARK: - UITableViewCell.AccessoryType + CellContent.Accessory

extension UITableViewCell.AccessoryType {
  /// The table cell accessory of a list accessory.
  ///
  /// tvOS has no detail buttons: there, `.detailButton` shows no accessory.
  ///
  /// - Parameter accessory: A list accessory.
  public init(_ accessory: CellContent.Accessory) {
    switch accessory {
    case .none: self = .none
    case .disclosureIndicator: self = .disclosureIndicator
    case .checkmark: self = .checkmark
    case .detailButton:
      #if os(tvOS)
      self = .none
      #else
      self = .detailButton
      #endif
    }
  }
}
#endif
