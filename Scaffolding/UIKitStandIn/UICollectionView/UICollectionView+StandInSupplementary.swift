// MARK: - UICollectionView + StandInSupplementary

extension UICollectionView {
  /// The visible supplementary views of `elementKind`, by index path.
  ///
  /// - Parameter elementKind: The kind.
  /// - Returns: The views shown, keyed by index path.
  @_spi(StandIn) public func standInVisibleSupplementaryViews(ofKind elementKind: String)
    -> [IndexPath: UICollectionReusableView]
  {
    var views: [IndexPath: UICollectionReusableView] = [:]
    for (key, view) in supplementary.visible where key.kind == elementKind {
      views[key.indexPath] = view
    }
    return views
  }

  /// The number of supplementary views waiting in the reuse queue of a kind and identifier.
  ///
  /// - Parameters:
  ///   - elementKind: The kind.
  ///   - identifier: The reuse identifier.
  /// - Returns: The queue's length.
  @_spi(StandIn) public func standInQueuedSupplementaryViewCount(
    ofKind elementKind: String, withIdentifier identifier: String
  ) -> Int {
    supplementary.queuedViewCount(kind: elementKind, identifier: identifier)
  }
}
