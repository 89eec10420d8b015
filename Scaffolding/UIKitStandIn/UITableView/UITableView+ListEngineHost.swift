// MARK: - UITableView + ListEngineHost

extension UITableView: ListEngineHost {
  func hostNumberOfSections() -> Int? {
    dataSource?.numberOfSections(in: self)
  }

  func hostNumberOfItems(inSection section: Int) -> Int {
    dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
  }

  func hostCell(at indexPath: IndexPath) -> (any ReusableListCell)? {
    dataSource?.tableView(self, cellForRowAt: indexPath)
  }

  func hostAcceptsCellClass(_ cellClass: AnyClass) -> Bool {
    cellClass is UITableViewCell.Type
  }

  func hostMakeCell(ofClass cellClass: AnyClass, reuseIdentifier: String)
    -> (any ReusableListCell)?
  {
    guard let cellType = cellClass as? UITableViewCell.Type else { return nil }
    let previous = UITableViewCell.pendingReuseIdentifier
    UITableViewCell.pendingReuseIdentifier = reuseIdentifier
    defer { UITableViewCell.pendingReuseIdentifier = previous }
    let cell = cellType.init()
    cell.reuseIdentifier = reuseIdentifier
    return cell
  }

  func hostMakeFallbackCell(reuseIdentifier: String) -> any ReusableListCell {
    UITableViewCell(
      style: .default, reuseIdentifier: reuseIdentifier.isEmpty ? nil : reuseIdentifier)
  }

  func hostCell(in object: Any) -> (any ReusableListCell)? {
    object as? UITableViewCell
  }

  var hostRequiresDequeuedCells: Bool { false }

  var hostIsEditing: Bool { storedIsEditing }

  var hostHasPrefetchDataSource: Bool { prefetchDataSource != nil }

  func hostPrefetch(_ indexPaths: [IndexPath]) {
    prefetchDataSource?.tableView(self, prefetchRowsAt: indexPaths)
  }

  func hostCancelPrefetching(_ indexPaths: [IndexPath]) {
    prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: indexPaths)
  }

  func hostWillDisplay(_ cell: any ReusableListCell, at indexPath: IndexPath) {
    guard let cell = cell as? UITableViewCell else { return }
    delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
  }

  func hostDidLayOut(visibleItems: [IndexPath]) {}

  func hostDidReset() {}

  func hostDidApply(_ plan: BatchUpdatePlan) {}

  func hostPrepareToShow(_ cell: any ReusableListCell, at indexPath: IndexPath) {
    guard let cell = cell as? UITableViewCell else { return }
    cell.editingStyle =
      storedIsEditing
      ? (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
  }

  func hostFixedHeight(at indexPath: IndexPath) -> CGFloat? {
    let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    return height == UITableView.automaticDimension ? nil : max(0, height)
  }

  func hostEstimatedHeight(at indexPath: IndexPath) -> CGFloat {
    let estimate =
      delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
    return estimate > 0 ? estimate : UITableView.defaultRowHeight
  }

  func hostHeightOfCollapsedCell(at indexPath: IndexPath) -> CGFloat {
    UITableView.defaultRowHeight
  }

  var hostItemWidth: CGFloat { bounds.width }
}
