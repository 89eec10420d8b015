#if canImport(UIKit)
@_spi(Surfaces) internal import Tabula
internal import UIKit

// MARK: - ListViewBridge + Outline

extension ListViewBridge {
  /// Draws the row of an outline a cell shows, after the app configured the cell: its
  /// indentation and its disclosure control, whose tap expands or collapses the row. The rows
  /// of a flat list keep what the app set.
  ///
  /// The list reconfigures a row it expands or collapses, so the control is drawn again with
  /// the row's new state. A tap looks up the row the cell shows at that moment: rows above may
  /// have come or gone since the cell was configured.
  ///
  /// - Parameters:
  ///   - cell: The configured cell.
  ///   - view: The view that shows it.
  ///   - indexPath: The row.
  func showOutlineRow<View: ListView>(on cell: View.Cell, in view: View, at indexPath: IndexPath) {
    let row = source?.outlineRow(at: ItemPath(indexPath))
    view.showOutlineRow(row, on: cell) { [weak self, weak view, weak cell] in
      guard let self, let view, let cell, let shown = view.indexPath(ofVisible: cell) else {
        return
      }
      source?.userDidToggleExpansion(at: ItemPath(shown))
    }
  }
}
#endif
