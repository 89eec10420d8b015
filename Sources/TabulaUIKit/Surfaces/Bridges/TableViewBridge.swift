#if canImport(UIKit)
@_spi(Surfaces) internal import Tabula
package import UIKit

/// The `UITableViewDataSource` and `UITableViewDelegate` of a table shown by Tabula: each
/// UIKit method hands the question or the user's action to the list through
/// ``ListViewBridge``.
///
/// What only a table has is answered here: header and footer titles, the section index, and
/// editing (which rows can be deleted, swipe-to-delete and the delete control), each handed
/// to the list's editing layer.
@MainActor
package final class TableViewBridge:
  ListViewBridge, UITableViewDataSource, UITableViewDelegate, UITableViewDataSourcePrefetching
{
  // MARK: UITableViewDataSource

  /// The number of sections in the list.
  package func numberOfSections(in tableView: UITableView) -> Int {
    updateSelectionSettings(of: tableView)
    return numberOfSections
  }

  /// The number of items in a section of the list.
  package func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    numberOfItems(inSection: section)
  }

  /// The list's configured cell for a row, or an empty cell if the list could not make one.
  package func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    cell(in: tableView, at: indexPath)
  }

  /// The list's title above a section.
  package func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    source?.headerTitle(inSection: section)
  }

  /// The list's title below a section.
  package func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  {
    source?.footerTitle(inSection: section)
  }

  /// The list's section index titles.
  package func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    source?.sectionIndexTitles
  }

  /// The section an entry of the section index jumps to.
  package func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    source?.section(forSectionIndexTitleAt: index) ?? index
  }

  /// Whether the list lets the user delete or move a row.
  package func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    source?.canEditItem(at: ItemPath(indexPath)) ?? false
  }

  /// Whether the list lets the user move a row.
  package func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    canMoveItem(at: indexPath)
  }

  /// Hands a deletion to the list, which updates its data; the new snapshot removes the row.
  package func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    source?.userDidDeleteItem(at: ItemPath(indexPath))
  }

  /// Hands a move the table already made to the list.
  package func tableView(
    _ tableView: UITableView,
    moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    moveItem(at: sourceIndexPath, to: destinationIndexPath)
  }

  // MARK: UITableViewDataSourcePrefetching

  /// Tells the list which rows the table is likely to show soon.
  package func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    prefetchItems(at: indexPaths)
  }

  /// Tells the list which rows the table no longer expects to show soon.
  package func tableView(
    _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
  ) {
    cancelPrefetchingItems(at: indexPaths)
  }

  // MARK: UITableViewDelegate

  /// The delete control for rows the list lets the user delete, none for the others (which
  /// may still be moved).
  package func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle {
    source?.canDeleteItem(at: ItemPath(indexPath)) == true ? .delete : .none
  }

  /// Tells the list the row is about to show.
  package func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    willDisplayItem(at: indexPath)
  }

  /// Hands the selection to the list, deselecting the row again unless the list keeps
  /// selections or the user selects several rows in editing mode.
  package func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selectItem(in: tableView, at: indexPath)
  }

  /// Hands the deselection to the list.
  package func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    deselectItem(in: tableView, at: indexPath)
  }

  /// Where a row the user moves in editing mode may go, as the list's move rule says.
  package func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    targetIndexPathForMove(from: sourceIndexPath, to: proposedDestinationIndexPath)
  }

  #if !os(tvOS)
  /// The list's actions revealed by swiping a row from its leading edge.
  package func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    swipeActions(.leadingSwipe, at: indexPath)
  }

  /// The list's actions revealed by swiping a row from its trailing edge: by default the
  /// same undoable delete as in edit mode, on rows the user may delete.
  package func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    swipeActions(.trailingSwipe, at: indexPath)
  }

  /// The menu of the list's commands for a row.
  package func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    contextMenu(at: indexPath)
  }

  /// Whether a two-finger pan may select rows: when the list allows multiple selection.
  package func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool {
    allowsMultipleSelection
  }

  /// The two-finger pan turned the table's editing mode on.
  package func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {
    multipleSelectionDidBegin?()
  }
  #endif

  // MARK: UIScrollViewDelegate

  /// The user lifted their finger: without deceleration, the scroll ended.
  package func scrollViewDidEndDragging(
    _ scrollView: UIScrollView, willDecelerate decelerate: Bool
  ) {
    if !decelerate { scrollingDidEnd() }
  }

  /// The list stopped moving after a drag: the scroll ended.
  package func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    scrollingDidEnd()
  }
}
#endif
