#if canImport(AppKit) && os(macOS)
internal import AppKit
@_spi(Surfaces) internal import Tabula

/// What a table view and an outline view do alike for their surfaces: updates begun, ended
/// and reloaded, cell views made and reused, with the adapter's animation.
/// ``TableViewHost`` and ``OutlineViewHost`` add each view's own calls.
@MainActor
class ListViewHost {
  /// The table view, or the outline view (an `NSTableView` too).
  weak var tableView: NSTableView?
  /// The animation of inserted and removed rows.
  var animation: NSTableView.AnimationOptions = .effectFade
  /// Whether the user scrolls the view now.
  let liveScroll: LiveScrollTracker
  private var cellViews = CellViews()

  init(tableView: NSTableView) {
    self.tableView = tableView
    liveScroll = LiveScrollTracker(view: tableView)
  }

  func beginUpdates() { tableView?.beginUpdates() }
  func endUpdates() { tableView?.endUpdates() }
  func reloadData() { tableView?.reloadData() }

  func registerCellView(_ registration: AnyCellRegistration) {
    guard let tableView else { return }
    cellViews.register(registration, with: tableView)
  }

  func makeCellView(reuseIdentifier: String, for path: ItemPath) -> AnyObject {
    guard let tableView else { return NSView() }
    return cellViews.makeView(reuseIdentifier: reuseIdentifier, in: tableView)
  }
}
#endif
