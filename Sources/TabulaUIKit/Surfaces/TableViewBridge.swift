#if canImport(UIKit)
@_spi(Surfaces) package import Tabula
package import UIKit

/// The `UITableViewDataSource` and `UITableViewDelegate` of a table shown by Tabula: it
/// answers the table from a `ListSurfaceClient` (usually a
/// `ListDataSource`).
///
/// You rarely make one yourself: `ListDataSource(surface: tableView, ...)` installs one as
/// the table's data source and delegate, and keeps it alive.
///
/// ```swift
/// let dataSource = ListDataSource(surface: tableView, registration: bookCells)
/// tableView.dataSource is TableViewBridge  // true
/// ```
///
/// It hands the table's questions and the user's actions to the list:
/// - counts and cells; a row the list cannot make a cell for shows an empty cell;
/// - header and footer titles, and the section index;
/// - editing: which rows can be deleted and moved, swipe-to-delete and the delete control,
///   and reordering, each handed to the list's editing layer;
/// - selection, after which the row is deselected.
///
/// Every UIKit method is implemented in the class itself, so UIKit finds it on every
/// platform (see "How the UIKit layer is verified" in the README).
@MainActor
package final class TableViewBridge: NSObject, UITableViewDataSource, UITableViewDelegate {
  /// The list the table shows; held weakly, as UIKit holds its data source.
  package internal(set) weak var source: (any ListSurfaceClient)?

  // MARK: Lifecycle

  /// Makes the go-between of a table and a list, and installs it as the table's data source
  /// and delegate.
  ///
  /// The table holds its data source weakly: keep the returned object alive as long as the
  /// table shows the list (`ListDataSource` does this for you).
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - source: The list it shows.
  package init(tableView: UITableView, source: any ListSurfaceClient) {
    self.source = source
    super.init()
    tableView.register(
      PlaceholderTableViewCell.self,
      forCellReuseIdentifier: PlaceholderTableViewCell.reuseIdentifier)
    tableView.dataSource = self
    tableView.delegate = self
  }

  // MARK: UITableViewDataSource

  /// The number of sections in the list.
  package func numberOfSections(in tableView: UITableView) -> Int {
    source?.numberOfSections ?? 0
  }

  /// The number of items in a section of the list.
  package func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    source?.numberOfItems(inSectionAt: section) ?? 0
  }

  /// The list's configured cell for a row, or an empty cell if the list could not make one.
  package func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    if let cell = source?.cell(for: tableView, at: ItemPath(indexPath)) as? UITableViewCell {
      return cell
    }
    return tableView.dequeueReusableCell(
      withIdentifier: PlaceholderTableViewCell.reuseIdentifier, for: indexPath)
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
    source?.canMoveItem(at: ItemPath(indexPath)) ?? false
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

  /// Hands a move the table already made to the list, which updates its data without
  /// moving the row again.
  package func tableView(
    _ tableView: UITableView,
    moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    source?.userDidMoveItem(from: ItemPath(sourceIndexPath), to: ItemPath(destinationIndexPath))
  }

  // MARK: UITableViewDelegate

  /// The delete control for rows the list lets the user delete, none for the others (which
  /// may still be moved).
  package func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle {
    source?.canDeleteItem(at: ItemPath(indexPath)) == true ? .delete : .none
  }

  /// Deselects the row and hands the selection to the list.
  package func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    source?.userDidSelectItem(at: ItemPath(indexPath))
  }
}
#endif
