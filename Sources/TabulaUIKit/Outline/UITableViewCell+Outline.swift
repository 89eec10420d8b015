#if canImport(UIKit)
@_spi(Surfaces) internal import Tabula
internal import UIKit

// MARK: - UITableViewCell + Outline

extension UITableViewCell {
  /// Draws a row of an outline: indents the cell by the row's level and, if the row has
  /// children, shows an ``OutlineDisclosureButton`` as its accessory view, pointing as the row
  /// is expanded or collapsed. A row of a flat list (`nil`) is left as the app configured it,
  /// except that a disclosure button left from an outline row is taken away.
  ///
  /// - Parameters:
  ///   - row: The outline row, or `nil` for a row of a flat list.
  ///   - toggle: What a tap on the disclosure control runs.
  func showOutlineRow(_ row: SurfaceOutlineRow?, toggle: @escaping @MainActor () -> Void) {
    guard let row else {
      if accessoryView is OutlineDisclosureButton { accessoryView = nil }
      return
    }
    indentationLevel = row.level
    guard row.hasChildren else {
      if accessoryView is OutlineDisclosureButton { accessoryView = nil }
      return
    }
    // NB: a reused or reconfigured cell keeps its button; only its chevron and target change.
    let button = accessoryView as? OutlineDisclosureButton ?? OutlineDisclosureButton()
    button.showExpanded(row.isExpanded)
    button.toggle = toggle
    if accessoryView !== button { accessoryView = button }
  }
}
#endif
