// MARK: - UICollectionView + ListEngineHost

extension UICollectionView: ListEngineHost {
  func hostNumberOfSections() -> Int? {
    dataSource?.numberOfSections(in: self)
  }

  func hostNumberOfItems(inSection section: Int) -> Int {
    dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
  }

  func hostCell(at indexPath: IndexPath) -> (any ReusableListCell)? {
    dataSource?.collectionView(self, cellForItemAt: indexPath)
  }

  func hostAcceptsCellClass(_ cellClass: AnyClass) -> Bool {
    cellClass is UICollectionViewCell.Type
  }

  func hostMakeCell(ofClass cellClass: AnyClass, reuseIdentifier: String)
    -> (any ReusableListCell)?
  {
    guard let cellType = cellClass as? UICollectionViewCell.Type else { return nil }
    let cell = cellType.init()
    cell.reuseIdentifier = reuseIdentifier
    return cell
  }

  func hostMakeFallbackCell(reuseIdentifier: String) -> any ReusableListCell {
    let cell = UICollectionViewCell(frame: .zero)
    cell.reuseIdentifier = reuseIdentifier.isEmpty ? nil : reuseIdentifier
    return cell
  }

  func hostCell(in object: Any) -> (any ReusableListCell)? {
    object as? UICollectionViewCell
  }

  var hostRequiresDequeuedCells: Bool { true }

  var hostIsEditing: Bool { false }

  func hostPrepareToShow(_ cell: any ReusableListCell, at indexPath: IndexPath) {}

  var hostHasPrefetchDataSource: Bool { prefetchDataSource != nil }

  func hostPrefetch(_ indexPaths: [IndexPath]) {
    prefetchDataSource?.collectionView(self, prefetchItemsAt: indexPaths)
  }

  func hostCancelPrefetching(_ indexPaths: [IndexPath]) {
    prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: indexPaths)
  }

  func hostDidLayOut(visibleItems: [IndexPath]) {
    supplementary.layout(visibleItems: visibleItems)
  }

  func hostDidReset() {
    supplementary.reset()
  }

  func hostDidApply(_ plan: BatchUpdatePlan) {
    supplementary.apply(plan)
  }

  func hostWillDisplay(_ cell: any ReusableListCell, at indexPath: IndexPath) {
    guard let cell = cell as? UICollectionViewCell else { return }
    delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
  }

  func hostFixedHeight(at indexPath: IndexPath) -> CGFloat? {
    guard let flow = collectionViewLayout as? UICollectionViewFlowLayout,
      flow.estimatedItemSize == .zero
    else { return nil }
    return max(0, flow.itemSize.height)
  }

  func hostEstimatedHeight(at indexPath: IndexPath) -> CGFloat {
    guard let flow = collectionViewLayout as? UICollectionViewFlowLayout else {
      return UICollectionView.estimatedListItemHeight
    }
    let estimate = flow.estimatedItemSize
    return estimate == UICollectionViewFlowLayout.automaticSize || estimate.height <= 0
      ? max(0, flow.itemSize.height) : estimate.height
  }

  func hostHeightOfCollapsedCell(at indexPath: IndexPath) -> CGFloat {
    hostEstimatedHeight(at: indexPath)
  }

  var hostBoundaryHeights: (top: CGFloat, bottom: CGFloat) {
    let items = standInBoundaryItems
    return (
      items.top.reduce(0) { $0 + standInHeight(of: $1) },
      items.bottom.reduce(0) { $0 + standInHeight(of: $1) }
    )
  }

  var hostItemWidth: CGFloat {
    guard let flow = collectionViewLayout as? UICollectionViewFlowLayout else {
      return bounds.width
    }
    return max(0, flow.itemSize.width)
  }
}
