#if canImport(UIKit)
@_spi(Surfaces) internal import Tabula
internal import UIKit

// MARK: - ListView + Anchoring

extension ListView {
  /// The visible items, with their tops relative to the top of the visible area (below the
  /// content inset), in points; `nil` when the view is not in a window or has no height.
  @_spi(Surfaces) public var scrollViewport: ScrollAnchoring.Viewport? {
    let inset = adjustedContentInset
    let visibleTop = contentOffset.y + inset.top
    let height = bounds.height - inset.top - inset.bottom
    guard window != nil, height > 0 else { return nil }
    let rows = visibleItemIndexPaths.sorted().compactMap { indexPath in
      frameOfItem(at: indexPath).map { frame in
        ScrollAnchoring.Viewport.Row(
          path: ItemPath(indexPath), top: Double(frame.minY - visibleTop),
          height: Double(frame.height))
      }
    }
    return ScrollAnchoring.Viewport(
      rows: rows, height: Double(height),
      isAtTop: contentOffset.y <= minimumOffset + Self.edgeTolerance,
      isAtBottom: contentOffset.y >= maximumOffset - Self.edgeTolerance)
  }

  /// Whether the user touches or drags the view, or it decelerates after a drag.
  @_spi(Surfaces) public var isUserScrolling: Bool {
    isTracking || isDragging || isDecelerating
  }

  /// Moves the content offset, without animation, so that the placement holds once the view
  /// has laid out: in the same pass as the batch, before anything is drawn.
  ///
  /// Self-sizing items measured by the layout can move the anchor again; the offset is
  /// corrected until it holds, at most three times.
  ///
  /// - Parameter placement: Where the visible area goes.
  @_spi(Surfaces) public func place(_ placement: ScrollAnchoring.Placement) {
    UIView.performWithoutAnimation {
      for _ in 0..<3 {
        layoutIfNeeded()
        guard let wanted = offset(for: placement), abs(wanted - contentOffset.y) > 0.5 else {
          return
        }
        contentOffset = CGPoint(x: contentOffset.x, y: wanted)
      }
      layoutIfNeeded()
    }
  }

  // MARK: Private

  /// Half a point: offsets closer than this to an edge count as at the edge.
  private static var edgeTolerance: CGFloat { 0.5 }

  private var minimumOffset: CGFloat { -adjustedContentInset.top }

  private var maximumOffset: CGFloat {
    max(minimumOffset, contentSize.height + adjustedContentInset.bottom - bounds.height)
  }

  /// The content offset that puts the visible area where `placement` says, within the
  /// content; `nil` if the item it names is not in the view.
  private func offset(for placement: ScrollAnchoring.Placement) -> CGFloat? {
    let wanted: CGFloat
    switch placement {
    case .top:
      wanted = minimumOffset
    case .bottom:
      wanted = maximumOffset
    case .row(let path, let offset):
      guard let frame = frameOfItem(at: IndexPath(path)) else { return nil }
      wanted = frame.minY - adjustedContentInset.top - CGFloat(offset)
    }
    return min(max(wanted, minimumOffset), maximumOffset)
  }
}
#endif
