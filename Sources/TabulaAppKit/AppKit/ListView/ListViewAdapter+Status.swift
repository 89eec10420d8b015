#if canImport(AppKit) && os(macOS)
internal import AppKit
public import Tabula

// MARK: - ListViewAdapter + Status

extension ListViewAdapter {
  /// Shows a provider's loading in a ``ListStatusView`` over the view's rows: a spinner over
  /// a list whose first page loads, a failure's text with a Retry button, "Loading more…"
  /// along the bottom while the next page loads, the empty text of a loaded list without rows.
  ///
  /// ```swift
  /// token = adapter.dataSource.bind(to: users)
  /// adapter.showStatus(of: users, emptyText: "No users")
  /// ```
  ///
  /// - Parameters:
  ///   - provider: The provider the data source is bound to.
  ///   - emptyText: The text over a loaded list without rows; `nil` shows nothing there.
  /// - Returns: The status view, to restyle; `nil` when the view is in no scroll view.
  @discardableResult
  public func showStatus(of provider: some DataProvider<Section, Item>, emptyText: String? = nil)
    -> ListStatusView?
  {
    host.tableView?.enclosingScrollView.map {
      ListStatusView(following: provider, emptyText: emptyText, over: $0)
    }
  }
}
#endif
