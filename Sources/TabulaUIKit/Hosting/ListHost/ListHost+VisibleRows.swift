#if canImport(UIKit)
@_spi(Surfaces) internal import Tabula
internal import UIKit

// MARK: - ListHost + VisibleRows

extension ListHost {
  /// Configures the rows on screen again, content and controls, and the section headers and
  /// footers on screen, with the latest closures and behaviour: a row's view may read the
  /// state and environment of the view that hosts the list, which SwiftUI hands over anew with
  /// each update. Rows configured later get the same when they are configured; the cells are
  /// set directly, so the data source plans nothing. An outline row keeps its disclosure; tvOS
  /// has none (its UIKit declares no `outlineDisclosure` accessory type).
  ///
  /// - Returns: The number of rows configured.
  /// - Complexity: O(*v*) for *v* rows on screen, whatever the length of the list.
  func reconfigureVisibleRows() -> Int {
    var configured = 0
    for path in collectionView.indexPathsForVisibleItems {
      guard let cell = collectionView.cellForItem(at: path) as? UICollectionViewListCell,
        let item = dataSource.snapshot.item(at: ItemPath(path))
      else { continue }
      cell.contentConfiguration = content.row(item)
      #if os(tvOS)
      cell.accessories = editingAccessories(for: item, at: ItemPath(path))
      #else
      let outline = cell.accessories.filter { $0.accessoryType == .outlineDisclosure }
      cell.accessories = editingAccessories(for: item, at: ItemPath(path)) + outline
      #endif
      configured += 1
    }
    for kind in [SupplementaryKind.header, .footer] {
      let elementKind = kind.elementKind
      for path in collectionView.indexPathsForVisibleSupplementaryElements(ofKind: elementKind) {
        guard
          let view = collectionView.supplementaryView(forElementKind: elementKind, at: path)
            as? UICollectionViewListCell,
          let section = dataSource.snapshot.section(at: path.section)
        else { continue }
        view.contentConfiguration = content.configuration(of: kind, for: section)
      }
    }
    return configured
  }
}
#endif
