// MARK: - ListEngine + Layout

extension ListEngine {
  /// Lays out when the view is in a window: UIKit's next layout pass, run at once.
  func layoutIfInWindow() {
    if host.window != nil {
      layout()
    }
  }

  /// Shows a cell for every index path in the viewport: cells that left it go to the reuse
  /// queue, index paths without a cell are asked of the data source. Does nothing inside a
  /// batch update, as UIKit defers layout until the batch ends.
  func layout() {
    guard batchDepth == 0, !isLayingOut else { return }
    isLayingOut = true
    defer { isLayingOut = false }
    let laidOut = counts()
    let wanted = visibleIndexPaths(counts: laidOut)
    let wantedSet = Set(wanted)
    defer { prefetchAroundViewport(counts: laidOut) }
    for (indexPath, cell) in visibleCells where !wantedSet.contains(indexPath) {
      visibleCells[indexPath] = nil
      enqueue(cell)
    }
    for indexPath in wanted where visibleCells[indexPath] == nil {
      if let cell = requestCell(at: indexPath, reconfiguring: nil) {
        show(cell, at: indexPath)
        host.hostWillDisplay(cell, at: indexPath)
      }
    }
    host.hostDidLayOut(visibleItems: wanted)
  }

  /// The index paths in the viewport: `visibleItemLimit` items from `viewportStart`, counted
  /// across sections.
  func visibleIndexPaths(counts: [Int]) -> [IndexPath] {
    let total = counts.reduce(0, +)
    viewportStart = max(0, min(viewportStart, total - visibleItemLimit))
    let range = viewportStart..<(viewportStart + max(0, visibleItemLimit))
    var paths: [IndexPath] = []
    var globalIndex = 0
    for (section, count) in counts.enumerated() {
      for item in 0..<count {
        if range.contains(globalIndex) {
          paths.append(IndexPath(item: item, section: section))
        }
        globalIndex += 1
      }
    }
    return paths
  }

  /// The global index (across sections) of `indexPath`.
  func globalIndex(of indexPath: IndexPath) -> Int {
    counts().prefix(indexPath[0]).reduce(0, +) + indexPath[1]
  }

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

  /// The visible cells, ordered by index path.
  var orderedVisibleCells: [any ReusableListCell] {
    visibleCells.keys.sorted().compactMap { visibleCells[$0] }
  }

  /// Makes `indexPath` visible at `position` ("top", "middle", "bottom" or nil for "nearest").
  func scroll(toGlobalIndex index: Int, alignment: ScrollAlignment) {
    switch alignment {
    case .top:
      viewportStart = index
    case .middle:
      viewportStart = index - visibleItemLimit / 2
    case .bottom:
      viewportStart = index - visibleItemLimit + 1
    case .nearest:
      if index < viewportStart {
        viewportStart = index
      } else if index >= viewportStart + visibleItemLimit {
        viewportStart = index - visibleItemLimit + 1
      }
    }
    _ = visibleIndexPaths(counts: counts())
    layoutIfInWindow()
  }

  enum ScrollAlignment {
    case top, middle, bottom, nearest
  }
}
