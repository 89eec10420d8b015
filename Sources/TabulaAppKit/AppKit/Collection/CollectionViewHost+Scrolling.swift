#if canImport(AppKit) && os(macOS)
internal import AppKit
@_spi(AppKitUpdates) internal import Tabula

// MARK: - CollectionViewHost + ListViewScrolling

/// The collection view's scroll view as the surface keeps the user's place in it. Its rows are
/// the items in list order, numbered across sections as the view counts them; a row's span is
/// its item's frame in the layout. The headers do not say whether `NSCollectionView` is
/// flipped, as its flow layout's frames, which grow down, suggest: its spans are measured from
/// its top under either reading (`verticalSpan(of:)`).
extension CollectionViewHost: ListViewScrolling {
  var visibleArea: VerticalSpan? { collectionView?.visibleVerticalSpan }

  /// The height of the layout's content, laid out anew first: a batch just applied may have
  /// left the layout invalidated, and an item's frame is read from the layout.
  var rowsHeight: Double {
    guard let collectionView, let layout = collectionView.collectionViewLayout else { return 0 }
    collectionView.layoutSubtreeIfNeeded()
    return Double(layout.collectionViewContentSize.height)
  }

  func rows(in area: VerticalSpan) -> Range<Int> {
    guard let collectionView, let layout = collectionView.collectionViewLayout else {
      return 0..<0
    }
    let elements = layout.layoutAttributesForElements(in: collectionView.rect(of: area))
    let rows = elements.compactMap { attributes -> Int? in
      guard attributes.representedElementCategory == .item, let path = attributes.indexPath
      else { return nil }
      return row(of: path, in: collectionView)
    }
    guard let first = rows.min(), let last = rows.max() else { return 0..<0 }
    return first..<last + 1
  }

  func span(ofRow row: Int) -> VerticalSpan {
    guard let collectionView, let path = indexPath(ofRow: row, in: collectionView),
      let frame = collectionView.layoutAttributesForItem(at: path)?.frame
    else { return VerticalSpan(top: 0, height: 0) }
    return collectionView.verticalSpan(of: frame)
  }

  func scrollVisibleArea(toTop top: Double) {
    collectionView?.scrollClipView(toTop: top)
  }

  var isUserScrolling: Bool { liveScroll.isScrolling }

  // MARK: Private

  private func row(of path: IndexPath, in collectionView: NSCollectionView) -> Int {
    (0..<path.section).reduce(path.item) { $0 + collectionView.numberOfItems(inSection: $1) }
  }

  private func indexPath(ofRow row: Int, in collectionView: NSCollectionView) -> IndexPath? {
    var first = 0
    for section in 0..<collectionView.numberOfSections {
      let count = collectionView.numberOfItems(inSection: section)
      if row < first + count { return IndexPath(item: row - first, section: section) }
      first += count
    }
    return nil
  }
}
#endif
