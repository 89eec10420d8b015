#if canImport(AppKit) && os(macOS)
internal import AppKit
@_spi(Surfaces) @_spi(AppKitUpdates) internal import Tabula

/// What the data source and delegate of a table view and of an outline view share: the surface
/// they answer from, and the context menu, filled with the actions for the row the user
/// clicked. ``TableViewCoordinator`` and ``OutlineViewCoordinator`` answer each view's own
/// protocols in their class bodies, where AppKit finds them.
@MainActor
class ListViewCoordinator<Surface: ListViewSurface, View: NSTableView>: NSObject, NSMenuDelegate {
  let surface: Surface
  private weak var view: View?

  init(surface: Surface, view: View) {
    self.surface = surface
    self.view = view
  }

  func menuNeedsUpdate(_ menu: NSMenu) {
    menu.removeAllItems()
    guard let view else { return }
    for action in menuActions(forRow: view.clickedRow, in: view) {
      menu.addItem(action.menuItem)
    }
  }

  /// The actions of the menu for the row the user clicked, `-1` for none; each view's
  /// coordinator answers.
  func menuActions(forRow row: Int, in view: View) -> [SurfaceItemAction] { [] }
}
#endif
