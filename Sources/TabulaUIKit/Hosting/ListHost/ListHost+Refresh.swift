#if canImport(UIKit)
internal import UIKit

// MARK: - ListHost + Refresh

extension ListHost {
  /// Shows a refresh control while the view has a refresh action, and runs the latest action
  /// when the user pulls the list down. tvOS has no refresh control.
  ///
  /// - Parameter action: The environment's refresh action, or `nil`.
  func applyRefresh(_ action: (@MainActor () async -> Void)?) {
    refreshAction = action
    #if !os(tvOS)
    guard (action != nil) != (collectionView.refreshControl != nil) else { return }
    guard action != nil else {
      collectionView.refreshControl = nil
      return
    }
    let control = UIRefreshControl()
    control.addAction(
      UIAction { [weak self] _ in self?.userDidPullToRefresh() }, for: .valueChanged)
    collectionView.refreshControl = control
    #endif
  }

  #if !os(tvOS)
  /// Runs the refresh action, and ends the control's spinning once it returns.
  private func userDidPullToRefresh() {
    guard let refreshAction else {
      collectionView.refreshControl?.endRefreshing()
      return
    }
    refreshTask?.cancel()
    refreshTask = Task { [weak self] in
      await refreshAction()
      self?.collectionView.refreshControl?.endRefreshing()
    }
  }
  #endif
}
#endif
