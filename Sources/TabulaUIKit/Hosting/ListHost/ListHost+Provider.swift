#if canImport(UIKit)
@_spi(Hosting) @_spi(Surfaces) internal import Tabula

// MARK: - ListHost + Provider

extension ListHost {
  /// Binds a provider unless it is the one bound already, and follows what it says of its
  /// loading and paging.
  ///
  /// - Parameter provider: The update's provider.
  /// - Returns: Whether it was bound, which shows its rows anew.
  @discardableResult
  func bindIfNew(_ provider: any DataProvider<Section, Item>) -> Bool {
    guard self.provider !== provider else { return false }
    providerTokens.forEach { $0.cancel() }
    // NB: binding removes the old data's undo steps (``ProviderUndoSteps``).
    self.provider = provider
    counts.binds += 1
    providerTokens = [dataSource.bind(to: provider)] + observeStatus(of: provider)
    return true
  }

  /// Follows a provider's load state, paging state and emptiness into ``status``.
  private func observeStatus(of provider: some DataProvider<Section, Item>)
    -> [ObservationToken]
  {
    show(ListHostStatus(of: provider))
    return [
      provider.observe { [weak self] snapshot in
        guard let self else { return }
        var status = self.status
        status.isEmpty = snapshot.numberOfItems == 0
        show(status)
      },
      provider.observeLoadState { [weak self] state in
        guard let self else { return }
        var status = self.status
        status.loadState = state
        show(status)
      },
      provider.observePagingState { [weak self] state in
        guard let self else { return }
        var status = self.status
        status.pagingState = state
        show(status)
      },
    ]
  }

  /// Records a new status and tells the view, after the update if one runs; a failure that
  /// appears is announced to VoiceOver (``ListHostStatus/announcement(after:)``).
  private func show(_ newStatus: ListHostStatus) {
    guard newStatus != status else { return }
    let announcement = newStatus.announcement(after: status)
    status = newStatus
    // NB: a page starts loading when its rows appear, inside the view's layout pass: the
    // layout and the viewport change after it.
    writes.later { [weak self] in self?.showEdges() }
    writes.notify { [weak self] in
      guard let self else { return }
      statusDidChange?(self.status)
    }
    if let announcement {
      counts.announcements += 1
      writes.notify { [weak self] in self?.announce?(announcement) }
    }
  }
}
#endif
