// MARK: - UICollectionView + BoundaryItems

extension UICollectionView {
  /// The layout's boundary items above the first section (aligned to the top) and below the
  /// last (aligned to the bottom) that extend the content, in order; none while the view shows
  /// no section.
  ///
  /// A compositional layout renders no layout-level boundary item when its data source reports
  /// zero sections, and asks for no view of one: .NET MAUI's collection view lost its header
  /// on iOS and the Mac with an empty source (dotnet/maui issue #34897), and the merged fix
  /// reports a section of no items instead, naming that as the root cause (pull request
  /// #34989).
  var standInBoundaryItems:
    (
      top: [NSCollectionLayoutBoundarySupplementaryItem],
      bottom: [NSCollectionLayoutBoundarySupplementaryItem]
    )
  {
    guard numberOfSections > 0 else { return ([], []) }
    let items = collectionViewLayout.standInBoundaryItems.filter(\.extendsBoundary)
    return (
      items.filter { [.top, .topLeading, .topTrailing].contains($0.alignment) },
      items.filter { [.bottom, .bottomLeading, .bottomTrailing].contains($0.alignment) }
    )
  }

  /// The height a boundary item takes: its height dimension against the view's bounds (an
  /// estimate stays as given: the stand-in measures no supplementary view).
  func standInHeight(of item: NSCollectionLayoutBoundarySupplementaryItem) -> CGFloat {
    max(
      0,
      item.layoutSize.heightDimension.standInPoints(
        width: bounds.width, height: bounds.height))
  }

  /// The frames of the layout's boundary items: those at the top stacked from the content's
  /// top, those at the bottom from the last item's bottom, each as wide as the items.
  func standInBoundaryFrames(itemsBottom: CGFloat) -> [(kind: String, frame: CGRect)] {
    let items = standInBoundaryItems
    var frames: [(kind: String, frame: CGRect)] = []
    var y: CGFloat = 0
    for item in items.top {
      let height = standInHeight(of: item)
      frames.append((item.elementKind, CGRect(x: 0, y: y, width: hostItemWidth, height: height)))
      y += height
    }
    y = itemsBottom
    for item in items.bottom {
      let height = standInHeight(of: item)
      frames.append((item.elementKind, CGRect(x: 0, y: y, width: hostItemWidth, height: height)))
      y += height
    }
    return frames
  }

  /// The frame of the boundary item of `elementKind`, or `nil` when the layout has none.
  ///
  /// - Parameter elementKind: The item's kind.
  /// - Returns: Its frame in the content.
  @_spi(StandIn) public func standInFrameOfBoundaryItem(ofKind elementKind: String) -> CGRect? {
    standInBoundaryFrames(itemsBottom: engine.geometry().itemsBottom)
      .first { $0.kind == elementKind }?.frame
  }
}
