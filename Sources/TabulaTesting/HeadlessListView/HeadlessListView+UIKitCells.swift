#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit
import Tabula

// MARK: - HeadlessListView + UIKit cells

extension HeadlessListView {
  /// A cell of a registered UIKit class, made with the initializer UIKit calls for a
  /// registered class: `init(style:reuseIdentifier:)` for a table view cell, `init(frame:)`
  /// for a collection view cell. A screen's own cells then need no conformance in its tests.
  ///
  /// - Parameter registration: The cell's identifier and class.
  /// - Returns: The cell, or `nil` if the class is not a UIKit cell.
  static func makeUIKitCell(_ registration: AnyCellRegistration) -> AnyObject? {
    if let tableCell = registration.cellClass as? UITableViewCell.Type {
      return tableCell.init(style: .default, reuseIdentifier: registration.reuseIdentifier)
    }
    if let collectionCell = registration.cellClass as? UICollectionViewCell.Type {
      return collectionCell.init(frame: .zero)
    }
    return nil
  }
}
#else
import Tabula

// MARK: - HeadlessListView + UIKit cells

extension HeadlessListView {
  /// `nil`: there are no UIKit cells here.
  ///
  /// - Parameter registration: The cell's identifier and class.
  /// - Returns: `nil`.
  static func makeUIKitCell(_ registration: AnyCellRegistration) -> AnyObject? { nil }
}
#endif
