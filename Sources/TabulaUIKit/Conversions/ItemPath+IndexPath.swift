#if canImport(UIKit)
public import Tabula
public import UIKit

// MARK: - ItemPath + IndexPath

extension ItemPath {
  /// The position a table or collection view's index path names: its section, and its row
  /// or item.
  ///
  /// - Parameter indexPath: An index path of two indexes, as UIKit passes to its data
  ///   sources.
  public init(_ indexPath: IndexPath) {
    self.init(section: indexPath.section, item: indexPath.item)
  }
}
#endif
