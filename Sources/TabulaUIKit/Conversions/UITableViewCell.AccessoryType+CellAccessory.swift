#if canImport(UIKit)
public import Tabula
public import UIKit

// MARK: - UITableViewCell.AccessoryType + CellAccessory

extension UITableViewCell.AccessoryType {
  /// The table cell accessory of a list accessory.
  ///
  /// - Parameter accessory: A list accessory.
  public init(_ accessory: CellAccessory) {
    switch accessory {
    case .none: self = .none
    case .disclosureIndicator: self = .disclosureIndicator
    case .checkmark: self = .checkmark
    case .detailButton: self = .detailButton
    }
  }
}
#endif
