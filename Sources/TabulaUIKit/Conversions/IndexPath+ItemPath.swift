#if canImport(UIKit)
public import Tabula
public import UIKit

// MARK: - IndexPath + ItemPath

extension IndexPath {
  /// The index path of a position in a list: its section, and its item as the row.
  ///
  /// ```swift
  /// IndexPath(ItemPath(section: 1, item: 4))  // [1, 4]: section 1, row 4
  /// ```
  ///
  /// - Parameter path: A position in a list.
  public init(_ path: ItemPath) {
    self.init(item: path.item, section: path.section)
  }
}
#endif
