#if canImport(UIKit)
@_spi(Surfaces) internal import Tabula
internal import UIKit

// MARK: - UICollectionViewCell + Outline

extension UICollectionViewCell {
  /// Draws a row of an outline on a list cell: sets its indentation level to the row's level
  /// and, if the row has children, appends an outline disclosure whose handler expands or
  /// collapses the row, after the accessories the app set. Cells that are not
  /// `UICollectionViewListCell`s, and the rows of a flat list (`nil`), are left as the app
  /// configured them.
  ///
  /// UIKit's own outline disclosure toggles an item only in the section snapshot of a diffable
  /// data source, when it has no handler; Tabula passes a handler instead. Any outline
  /// disclosure already on the cell (set by the app, or left from the row the cell showed
  /// before) is replaced, so that a reconfigured cell shows one. tvOS has no outline
  /// disclosure: there, rows are only indented.
  ///
  /// - Parameters:
  ///   - row: The outline row, or `nil` for a row of a flat list.
  ///   - toggle: What a tap on the disclosure runs.
  func showOutlineRow(_ row: SurfaceOutlineRow?, toggle: @escaping @MainActor () -> Void) {
    guard let row, let cell = self as? UICollectionViewListCell else { return }
    cell.indentationLevel = row.level
    #if !os(tvOS)
    let others = cell.accessories.filter { $0.accessoryType != .outlineDisclosure }
    guard row.hasChildren else {
      if others.count != cell.accessories.count { cell.accessories = others }
      return
    }
    cell.accessories = others + [.outlineDisclosure { toggle() }]
    #endif
  }
}
#endif
