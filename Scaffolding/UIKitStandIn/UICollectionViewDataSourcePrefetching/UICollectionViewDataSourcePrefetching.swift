// MARK: - UICollectionViewDataSourcePrefetching

/// Advance warning of the items a collection view is likely to show soon; asked as
/// `UITableViewDataSourcePrefetching` is.
@MainActor public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
  /// Starts preparing the data of items, nearest to the visible area first.
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])

  /// Cancels the preparation of items no longer needed soon.
  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {}
}
