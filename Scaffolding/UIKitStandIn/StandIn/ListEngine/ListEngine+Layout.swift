// MARK: - ListEngine + Layout

extension ListEngine {
  /// Lays out when the view is in a window: UIKit's next layout pass, run at once.
  func layoutIfInWindow() {
    if host.window != nil {
      layout()
    }
  }

  /// Shows a cell for every index path in the viewport: cells that left it go to the reuse
  /// queue, index paths without a cell are asked of the data source, and self-sizing items
  /// are measured. Sets the host's `contentSize`. Does nothing inside a batch update, as UIKit
  /// defers layout until the batch ends.
  func layout() {
    guard batchDepth == 0, !isLayingOut else { return }
    isLayingOut = true
    defer { isLayingOut = false }
    let laidOut = counts()
    defer { prefetchAroundViewport(counts: laidOut) }
    // Heights and the data source may have changed since the last layout.
    cachedGeometry = nil
    var wanted: [IndexPath] = []
    // A measured item can let more (or fewer) items into the viewport: lay out again, as
    // UIKit does, a bounded number of times.
    for _ in 0..<8 {
      let geometry = geometry()
      host.contentSize = CGSize(width: host.bounds.width, height: geometry.contentHeight)
      wanted = visibleIndexPaths(in: geometry)
      let wantedSet = Set(wanted)
      for (indexPath, cell) in visibleCells where !wantedSet.contains(indexPath) {
        visibleCells[indexPath] = nil
        enqueue(cell)
      }
      var measuredAnother = false
      for indexPath in wanted where visibleCells[indexPath] == nil {
        if let cell = requestCell(at: indexPath, reconfiguring: nil) {
          show(cell, at: indexPath)
          measuredAnother = measure(cell, at: indexPath) || measuredAnother
          host.hostWillDisplay(cell, at: indexPath)
        }
      }
      if !measuredAnother { break }
    }
    placeVisibleCells()
    host.hostDidLayOut(visibleItems: wanted)
  }

  // MARK: Geometry

  /// Whether the viewport is counted in items (`visibleItemLimit` of them from the first item
  /// at the content offset) rather than measured: when a test set the limit, or when the view
  /// has no height (it was never given a frame).
  var usesCountedViewport: Bool {
    hasExplicitVisibleItemLimit || host.bounds.height <= 0
  }

  /// Where every item lies, from the cached counts: fixed heights, measured heights, or
  /// estimates for self-sizing items not measured yet.
  func geometry() -> ListGeometry {
    if let cachedGeometry {
      return cachedGeometry
    }
    let heights = counts().enumerated().map { section, count in
      (0..<count).map { item -> CGFloat in
        let indexPath = IndexPath(item: item, section: section)
        return host.hostFixedHeight(at: indexPath) ?? measuredHeights[indexPath]
          ?? host.hostEstimatedHeight(at: indexPath)
      }
    }
    let boundary = host.hostBoundaryHeights
    let geometry = ListGeometry(heights: heights, top: boundary.top, bottom: boundary.bottom)
    cachedGeometry = geometry
    return geometry
  }

  /// The frame of the item at `indexPath`, or `nil` when the view has no such item.
  func frame(of indexPath: IndexPath) -> CGRect? {
    let geometry = geometry()
    guard geometry.contains(indexPath) else { return nil }
    let span = geometry.span(of: indexPath)
    return CGRect(x: 0, y: span.top, width: host.hostItemWidth, height: span.height)
  }

  /// Measures the cell of a self-sizing item with
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`, as
  /// UIKit does: the item's width required, the compressed height at the fitting level.
  /// Returns whether the item's height changed.
  func measure(_ cell: any ReusableListCell, at indexPath: IndexPath) -> Bool {
    guard host.hostFixedHeight(at: indexPath) == nil else { return false }
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: host.hostItemWidth, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    let height = size.height > 0 ? size.height : host.hostHeightOfCollapsedCell(at: indexPath)
    guard measuredHeights[indexPath] != height else { return false }
    measuredHeights[indexPath] = height
    cachedGeometry = nil
    return true
  }

  /// Gives each visible cell its item's frame.
  private func placeVisibleCells() {
    for (indexPath, cell) in visibleCells {
      if let frame = frame(of: indexPath) {
        cell.frame = frame
      }
    }
  }

  // MARK: Viewport

  /// The index paths in the viewport, in order; updates `viewportStart` and
  /// `viewportCapacity`.
  ///
  /// A measured viewport holds the items whose extent meets `contentOffset.y ..<
  /// contentOffset.y + bounds.height`. A counted one holds `visibleItemLimit` items from the
  /// first one that ends below `contentOffset.y`, never starting after the last
  /// `visibleItemLimit` items; when the offset lies beyond that start and the user is not
  /// scrolling, it moves back to the start's top.
  func visibleIndexPaths(in geometry: ListGeometry) -> [IndexPath] {
    let offset = host.contentOffset
    guard usesCountedViewport else {
      let paths = geometry.indexPaths(
        meetingTop: offset.y, bottom: offset.y + host.bounds.height)
      viewportStart = paths.first.map(geometry.globalIndex(of:)) ?? 0
      viewportCapacity = paths.count
      return paths
    }
    let limit = max(0, visibleItemLimit)
    let lastStart = max(0, geometry.itemCount - limit)
    let first = geometry.firstGlobalIndex(endingBelow: offset.y)
    let start = min(first, lastStart)
    if first > lastStart, !host.isInteracting {
      host.contentOffset = CGPoint(x: offset.x, y: geometry.top(ofGlobalIndex: start))
    }
    viewportStart = start
    viewportCapacity = limit
    let end = min(geometry.itemCount, start + limit)
    return (start..<end).map(geometry.indexPath(atGlobalIndex:))
  }

  /// The visible cells, ordered by index path.
  var orderedVisibleCells: [any ReusableListCell] {
    visibleCells.keys.sorted().compactMap { visibleCells[$0] }
  }

  /// Scrolls so that the item at `indexPath`, which must exist, shows at `alignment`, then lays
  /// out when in a window.
  ///
  /// A measured viewport moves the content offset so that the item's frame sits at the top,
  /// middle or bottom of the bounds less the content insets, or moves it as little as makes
  /// the item fully visible (`.nearest`), never beyond the content. A counted viewport moves
  /// its first item as before geometry existed, and the offset to that item's top.
  func scroll(to indexPath: IndexPath, alignment: ScrollAlignment) {
    let geometry = geometry()
    let offset = host.contentOffset
    let y: CGFloat
    if usesCountedViewport {
      let index = geometry.globalIndex(of: indexPath)
      let limit = max(0, visibleItemLimit)
      let lastStart = max(0, geometry.itemCount - limit)
      var start = min(geometry.firstGlobalIndex(endingBelow: offset.y), lastStart)
      switch alignment {
      case .top:
        start = index
      case .middle:
        start = index - limit / 2
      case .bottom:
        start = index - limit + 1
      case .nearest:
        if index < start {
          start = index
        } else if index >= start + limit {
          start = index - limit + 1
        }
      }
      y = geometry.top(ofGlobalIndex: max(0, min(start, lastStart)))
    } else {
      let span = geometry.span(of: indexPath)
      let insets = host.adjustedContentInset
      let height = host.bounds.height
      let visibleHeight = height - insets.top - insets.bottom
      let wanted: CGFloat
      switch alignment {
      case .top:
        wanted = span.top - insets.top
      case .middle:
        wanted = span.top + span.height / 2 - visibleHeight / 2 - insets.top
      case .bottom:
        wanted = span.top + span.height - visibleHeight - insets.top
      case .nearest:
        let visibleTop = offset.y + insets.top
        if span.top < visibleTop {
          wanted = span.top - insets.top
        } else if span.top + span.height > visibleTop + visibleHeight {
          wanted = span.top + span.height - visibleHeight - insets.top
        } else {
          wanted = offset.y
        }
      }
      let lowest = -insets.top
      let highest = max(lowest, geometry.contentHeight + insets.bottom - height)
      y = min(max(wanted, lowest), highest)
    }
    host.contentOffset = CGPoint(x: offset.x, y: y)
    layoutIfInWindow()
  }

  enum ScrollAlignment {
    case top, middle, bottom, nearest
  }

  // MARK: Cells

  /// Asks the data source for the cell at `indexPath`, inside a cell request.
  func requestCell(at indexPath: IndexPath, reconfiguring existing: (any ReusableListCell)?)
    -> (any ReusableListCell)?
  {
    let request = CellRequest(indexPath: indexPath, reconfiguring: existing)
    let previous = cellRequest
    cellRequest = request
    defer { cellRequest = previous }
    guard let cell = host.hostCell(at: indexPath) else { return nil }
    if host.hostRequiresDequeuedCells, !request.dequeued.contains(ObjectIdentifier(cell)) {
      record(
        UIKitStandInViolation(
          kind: .cellNotDequeued,
          reason: "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
            + "reuseIdentifier - cells must be retrieved by calling "
            + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:",
          fidelity: .approximate))
    }
    return cell
  }

  func show(_ cell: any ReusableListCell, at indexPath: IndexPath) {
    visibleCells[indexPath] = cell
    if cell.superview !== host {
      host.addSubview(cell)
    }
    cell.showSelected(selectedIndexPaths.contains(indexPath))
    cell.showEditing(host.hostIsEditing)
    host.hostPrepareToShow(cell, at: indexPath)
  }
}
