#if canImport(AppKit) && os(macOS)
package import AppKit
package import Tabula
package import TabulaAppKit

/// Seed 003, "One UITableViewController to Rule Them All", on the Mac: one table view
/// controller that shows any presenter's rows of mixed cell views, a customer's, an order's or
/// a product's.
///
/// The seed's `Cell` record (`title`, `value: Any?`, `cellType`) and its `switch` over the cell
/// type become `ListRow`s: each row names its cell view class and hands it a value of the type
/// that view takes, so the compiler checks what the seed checked with `as!`. The table makes
/// each row's cell view from the row's own registration, and reuses it with the others of its
/// type. Selecting a row that opens something (an order, a product) runs the row's handler,
/// which hands the screen to ``open(_:)``: a popover beside the row.
///
/// ```swift
/// let screen = ShowTableViewController(title: product.name)
/// screen.show(ProductShowPresenter(product: product))
/// ```
package final class ShowTableViewController: NSViewController {
  /// The rows shown, one section per group of fields.
  package let rows = SnapshotProvider<ListSection, ListRow<String>>()

  /// Where the screen reports what its table recovered from, such as two rows with one
  /// identity.
  package let diagnostics: ListDiagnostic.Handler

  /// The table's adapter, once the view is loaded.
  package private(set) var adapter: TableViewAdapter<ListSection, ListRow<String>>?

  /// Keeps the table bound to the rows.
  private var binding: ObservationToken?

  /// Creates the screen, without rows until ``show(_:)``.
  ///
  /// - Parameters:
  ///   - title: The screen's title.
  ///   - diagnostics: Where the screen reports what its table recovered from.
  package init(title: String, diagnostics: ListDiagnostic.Handler = .print) {
    self.diagnostics = diagnostics
    super.init(nibName: nil, bundle: nil)
    self.title = title
    preferredContentSize = NSSize(width: 380, height: 320)
  }

  /// Not available: the screen is made in code.
  ///
  /// - Parameter coder: An archive.
  package required init?(coder: NSCoder) {
    return nil
  }

  /// A scrolling table of one column, a group row per section, bound to the rows.
  package override func loadView() {
    let tableView = ListTableView()
    tableView.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("Field")))
    tableView.headerView = nil
    tableView.usesAutomaticRowHeights = true
    let scrollView = NSScrollView()
    scrollView.documentView = tableView
    scrollView.hasVerticalScroller = true
    view = scrollView
    let adapter = TableViewAdapter<ListSection, ListRow<String>>(
      tableView: tableView, diagnostics: diagnostics)
    binding = adapter.dataSource.bind(to: rows)
    self.adapter = adapter
  }

  /// Shows a presenter's rows, animating the difference from the rows shown: a row whose
  /// cell view type changed (a photo removed) shows in its new type.
  ///
  /// - Parameter presenter: Turns a customer, an order or a product into rows.
  package func show<Presenter: RowPresenter>(_ presenter: Presenter)
  where Presenter.Section == ListSection, Presenter.RowID == String {
    rows.update(Self.rows(of: presenter, diagnostics: diagnostics))
  }

  /// Shows a screen a row opens, in a popover beside the selected row, which closes when the
  /// user clicks elsewhere.
  ///
  /// - Parameter screen: The screen, such as an order's.
  package func open(_ screen: NSViewController) {
    guard let tableView = adapter?.tableView else { return }
    let row = tableView.selectedRow
    let anchor = row >= 0 ? tableView.rect(ofRow: row) : tableView.visibleRect
    present(
      screen, asPopoverRelativeTo: anchor, of: tableView, preferredEdge: .maxX,
      behavior: .transient)
  }

  /// A presenter's rows; repeated row identities become a diagnostic and the first of each,
  /// not a crash.
  ///
  /// - Parameters:
  ///   - presenter: The presenter.
  ///   - diagnostics: Where repeated identities are reported.
  /// - Returns: The rows.
  private static func rows<Presenter: RowPresenter>(
    of presenter: Presenter, diagnostics: ListDiagnostic.Handler
  ) -> Snapshot<ListSection, ListRow<String>>
  where Presenter.Section == ListSection, Presenter.RowID == String {
    let sections = presenter.sections
    do {
      return try Snapshot(sections: sections)
    } catch {
      diagnostics(
        ListDiagnostic(
          kind: .duplicateIdentifiers, message: error.description, fileID: #fileID, line: #line))
      return ListDataSource<ListSection, ListRow<String>>.firstOccurrences(of: sections)
    }
  }
}
#endif
