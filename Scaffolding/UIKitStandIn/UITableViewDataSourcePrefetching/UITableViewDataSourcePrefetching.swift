// MARK: - UITableViewDataSourcePrefetching

/// Advance warning of the rows a table is likely to show soon, so their data can start
/// loading before `tableView(_:cellForRowAt:)` asks for it.
///
/// The stand-in asks after each layout: for the rows within one screen's worth of rows below
/// and above the viewport that it has not asked about, nearest first; and it cancels rows it
/// asked about that left that range without being shown.
@MainActor public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
  /// Starts preparing the data of rows, nearest to the visible area first.
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])

  /// Cancels the preparation of rows no longer needed soon.
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
  ) {}
}
