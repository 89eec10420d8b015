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

  /// Runs the view's refresh action, if it has one, then `done`.
  ///
  /// - Parameter done: Called once the action returns.
  /// - Returns: Whether an action ran.
  @discardableResult
  func runRefreshAction(then done: @escaping @MainActor () -> Void = {}) -> Bool {
    guard let refreshAction else { return false }
    refreshTask?.cancel()
    refreshTask = Task {
      await refreshAction()
      done()
    }
    return true
  }

  #if !os(tvOS)
  /// Runs the refresh action, and ends the control's spinning once it returns.
  private func userDidPullToRefresh() {
    let ran = runRefreshAction { [weak self] in
      self?.collectionView.refreshControl?.endRefreshing()
    }
    if !ran { collectionView.refreshControl?.endRefreshing() }
  }
  #endif
}
#endif
