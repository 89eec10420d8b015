#if canImport(UIKit)
internal import Tabula
internal import UIKit

// MARK: - TableViewController + Paging

extension TableViewController {
  /// Shows a paged provider's states below the rows, retries from the footer's button, and
  /// refreshes when the user pulls the table down (no refresh control on tvOS, which has
  /// none).
  ///
  /// - Parameter paging: The provider's paging.
  func installPaging(_ paging: ProviderHooks.Paging) {
    #if !os(tvOS)
    let refreshControl = UIRefreshControl()
    refreshControl.addAction(UIAction { _ in paging.refresh() }, for: .valueChanged)
    tableView.refreshControl = refreshControl
    #endif
    pagingFooter.retryButton.addAction(
      UIAction { _ in paging.retry() }, for: .primaryActionTriggered)
    showPagingState(paging.state())
    observe(paging.observe { [weak self] state in self?.showPagingState(state) })
  }

  private func showPagingState(_ state: PagingState) {
    pagingFooter.show(state)
    tableView.tableFooterView = pagingFooter.isHidden ? nil : pagingFooter
    #if !os(tvOS)
    if state != .loadingFirstPage, let refreshControl = tableView.refreshControl,
      refreshControl.isRefreshing
    {
      refreshControl.endRefreshing()
    }
    #endif
  }
}
#endif
