@_spi(Surfaces) import Tabula
import TabulaTesting

// MARK: - TerminalListView + ListSurface

extension TerminalListView {
  /// Registers a cell under its reuse identifier; a later registration under the same
  /// identifier replaces it, as in UIKit.
  ///
  /// - Parameter registration: The cell's identifier and class, a ``TerminalCell``.
  func registerCell(_ registration: AnyCellRegistration) {
    reuse.register(registration)
  }

  /// A cell registered under `reuseIdentifier`: the cell being reconfigured, a queued cell,
  /// or a new one. An identifier without a registration, or a class the list cannot make, is
  /// recorded in ``problems``.
  ///
  /// - Parameters:
  ///   - reuseIdentifier: The identifier the cell was registered under.
  ///   - path: The position the cell is for.
  /// - Returns: The cell; an ``EmptyCell`` if none could be made.
  func dequeueCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath)
    -> AnyObject
  {
    guard case .cell(let cell) = reuse.dequeue(reuseIdentifier) else {
      problems.append("no terminal cell is registered as \(reuseIdentifier), for \(path)")
      return EmptyCell()
    }
    return cell
  }

  /// Forgets every count, cell and mark, and asks the data source again; the cursor keeps
  /// its place in the list.
  func reloadData() {
    if isInBatch { problems.append("reloadData() called inside a batch update") }
    updateCounts.reloads += 1
    loadFromDataSource()
  }

  /// Applies one batch as `UITableView.performBatchUpdates` does: old counts before
  /// `updateData`, the data source's counts after it, the batch checked against both with
  /// `BatchValidator`, rows moved as the batch says and marked, then every row checked
  /// against the data source. The completion runs at once: the marks are the animation.
  ///
  /// - Parameters:
  ///   - batch: The changes, in UIKit's index spaces.
  ///   - updateData: Switches the data source to the state after the batch.
  ///   - completion: Called at once; `true` if the batch was valid.
  func performBatchUpdates(
    _ batch: BatchUpdate,
    updateData: @escaping @MainActor () -> Void,
    completion: @escaping @MainActor (Bool) -> Void
  ) {
    if isInBatch { problems.append("performBatchUpdates called inside a batch update") }
    layoutIfNeeded()
    updateCounts.batches += 1
    let before = TerminalLayout.Before(
      sections: sections,
      ghost: { [width, rowHeight] row in Self.ghost(of: row, width: width, rowHeight: rowHeight) },
      headers: sections.indices.map { titles($0).header })
    let followed = cursorSuccessors
    let place = cursorPlace
    let wasEmpty = rowCount == 0
    isInBatch = true
    updateData()
    isInBatch = false
    let after = currentDataSourceCounts()
    let found = BatchValidator.violations(of: batch, before: counts, after: after)
    if found.isEmpty,
      let layout = TerminalLayout.sections(after: batch, from: before, counts: after)
    {
      releaseCellsOfRemovedRows(batch)
      sections = layout.sections
      orphanGhosts += layout.orphans
      updateTokens()
      placeCursor(
        followingFirstOf: followed, orPlace: wasEmpty && opensAtEnd ? rowCount - 1 : place)
      refresh()
      checkRows()
    } else {
      violations += found
      if found.isEmpty { problems.append("the batch \(batch) could not be laid out") }
      loadFromDataSource()
    }
    completion(found.isEmpty)
  }
}
