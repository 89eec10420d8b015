#if canImport(AppKit) && os(macOS)
internal import AppKit
@_spi(AppKitUpdates) internal import Tabula

// MARK: - CollectionViewHost + ListViewScrolling

/// The collection view's scroll view as the surface keeps the user's place in it. Its rows are
/// the items in list order, numbered across sections as the view counts them; a row's span is
/// its item's frame in the layout, and the visible area is the clip view's bounds converted to
/// the view, less the content insets. The headers do not say whether `NSCollectionView` is
/// flipped, as its flow layout's frames, which grow down, suggest: a view that is not has its
/// rectangles measured from its bottom here, which is right under either reading.
extension CollectionViewHost: ListViewScrolling {
  var visibleArea: VerticalSpan? {
    guard let collectionView, collectionView.window != nil,
      let clipView = collectionView.enclosingScrollView?.contentView
    else { return nil }
    let shown = collectionView.convert(clipView.bounds, from: clipView)
    let bounds = span(of: shown, in: collectionView)
    let insets = clipView.contentInsets
    let height = bounds.height - Double(insets.top + insets.bottom)
    guard height > 0 else { return nil }
    return VerticalSpan(top: bounds.top + Double(insets.top), height: height)
  }

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
    let rect = self.rect(of: area, in: collectionView)
    let rows = layout.layoutAttributesForElements(in: rect).compactMap { attributes -> Int? in
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
    return span(of: frame, in: collectionView)
  }

  func scrollVisibleArea(toTop top: Double) {
    guard let collectionView, let scrollView = collectionView.enclosingScrollView else { return }
    let clipView = scrollView.contentView
    // The clip view's whole bounds, whose origin is the corner it scrolls to.
    let bounds = VerticalSpan(
      top: top - Double(clipView.contentInsets.top), height: Double(clipView.bounds.height))
    let origin = clipView.convert(rect(of: bounds, in: collectionView), from: collectionView).origin
    clipView.scroll(to: NSPoint(x: clipView.bounds.minX, y: origin.y))
    scrollView.reflectScrolledClipView(clipView)
  }

  var isUserScrolling: Bool { liveScroll.isScrolling }

  // MARK: Private

  /// A rectangle of the view as a span down from its top.
  private func span(of rect: NSRect, in view: NSView) -> VerticalSpan {
    let top = view.isFlipped ? rect.minY : view.bounds.height - rect.maxY
    return VerticalSpan(top: Double(top), height: Double(rect.height))
  }

  /// A span down from the view's top as a rectangle of the view, as wide as the view.
  private func rect(of span: VerticalSpan, in view: NSView) -> NSRect {
    let minY = view.isFlipped ? span.top : Double(view.bounds.height) - span.bottom
    return NSRect(
      x: view.bounds.minX, y: CGFloat(minY), width: view.bounds.width,
      height: CGFloat(span.height))
  }

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
