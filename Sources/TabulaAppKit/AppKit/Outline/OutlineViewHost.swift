#if canImport(AppKit) && os(macOS)
internal import AppKit
@_spi(Surfaces) internal import Tabula

/// An `NSOutlineView` as an ``OutlineSurface`` drives it: each call forwarded with the
/// objects that stand for the items, indexes as index sets, with the adapter's animation.
@MainActor
final class OutlineViewHost: ListViewHost, OutlineViewHosting {
  weak var outlineView: NSOutlineView?

  init(outlineView: NSOutlineView) {
    self.outlineView = outlineView
    super.init(tableView: outlineView)
  }

  func insertItems(at indexes: [Range<Int>], inParent parent: OutlineItemObject?) {
    outlineView?.insertItems(
      at: IndexSet(ranges: indexes), inParent: parent, withAnimation: animation)
  }

  func removeItems(at indexes: [Range<Int>], inParent parent: OutlineItemObject?) {
    outlineView?.removeItems(
      at: IndexSet(ranges: indexes), inParent: parent, withAnimation: animation)
  }

  func moveItem(
    at from: Int, inParent source: OutlineItemObject?, to destination: Int,
    inParent target: OutlineItemObject?
  ) {
    outlineView?.moveItem(at: from, inParent: source, to: destination, inParent: target)
  }

  func expandItem(_ item: OutlineItemObject) { outlineView?.expandItem(item) }
  func collapseItem(_ item: OutlineItemObject) { outlineView?.collapseItem(item) }

  var selectedItems: [OutlineItemObject] {
    guard let outlineView else { return [] }
    return outlineView.selectedRowIndexes.compactMap {
      outlineView.item(atRow: $0) as? OutlineItemObject
    }
  }

  func selectItem(_ item: OutlineItemObject) {
    guard let outlineView else { return }
    let row = outlineView.row(forItem: item)
    guard row >= 0 else { return }
    outlineView.selectRowIndexes(IndexSet(integer: row), byExtendingSelection: true)
  }

  func deselectItem(_ item: OutlineItemObject) {
    guard let outlineView else { return }
    let row = outlineView.row(forItem: item)
    guard row >= 0 else { return }
    outlineView.deselectRow(row)
  }
}
#endif
