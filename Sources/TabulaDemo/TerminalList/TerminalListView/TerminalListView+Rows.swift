@_spi(Surfaces) import Tabula
@_spi(Surfaces) import TabulaTesting

// MARK: - TerminalListView + Rows

extension TerminalListView {
  /// Reads counts and items anew, forgets marks and ghosts, and gives the visible rows fresh
  /// cells; the cursor keeps its place in the list.
  func loadFromDataSource() {
    isLoaded = true
    let place = cursorPlace
    let wasEmpty = rowCount == 0
    for section in sections {
      for row in section.rows { reuse.enqueue(row.cell) }
    }
    sections = currentDataSourceCounts().map { count in
      TerminalSection(rows: Array(repeating: .fresh, count: count))
    }
    orphanGhosts = []
    updateTokens()
    cursor = path(atPlace: wasEmpty && opensAtEnd ? rowCount - 1 : place)
    refresh()
  }

  /// The number of items in each section, as the data source reports them now.
  func currentDataSourceCounts() -> [Int] {
    client?.itemCounts ?? []
  }

  /// Gives every row that needs it the identity and content of its item.
  func updateTokens() {
    for section in sections.indices {
      for item in sections[section].rows.indices {
        let row = sections[section].rows[item]
        guard row.needsNewCell || row.needsConfiguration || row.token == nil else { continue }
        sections[section].rows[item].token = client?.itemToken(
          at: ItemPath(section: section, item: item))
      }
    }
  }

  /// Brings the window up to date: keeps the cursor in view, gives visible rows cells (new,
  /// reused or reconfigured), and takes cells back from rows out of view; then tells the
  /// client of every row that got a new cell, as `UITableView` calls `willDisplay`, and
  /// calls ``windowDidChange``.
  func refresh() {
    scrollToCursor()
    let visible = visibleRows()
    var appearing: [ItemPath] = []
    for section in sections.indices {
      for item in sections[section].rows.indices {
        let path = ItemPath(section: section, item: item)
        let shown = sections[section].rows[item].cell
        reuse.refresh(&sections[section].rows[item], isVisible: visible.contains(path)) {
          configuredCell(at: path)
        }
        if let cell = sections[section].rows[item].cell, cell !== shown { appearing.append(path) }
      }
    }
    updateOutlineRows(visible)
    // Told after every row has its cell, as UIKit tells after layout: a client that reacts (a
    // provider loading its next page, a screen changing the footer) sees a consistent list.
    for path in appearing { client?.willDisplayItem(at: path) }
    prefetchNearWindow(visible: visible)
    windowDidChange?()
  }

  /// Records a problem for every row that does not show what the data source reports there.
  func checkRows() {
    problems += (client?.mismatches(in: sections.map(\.rows)) ?? []).map(\.1)
  }

  /// Puts the cells of rows a batch deletes back in the reuse queue.
  func releaseCellsOfRemovedRows(_ batch: BatchUpdate) {
    let movedOut = Set(batch.movedItems.map(\.from))
    for path in batch.deletedItems where sections.indices.contains(path.section) {
      guard sections[path.section].rows.indices.contains(path.item) else { continue }
      reuse.enqueue(sections[path.section].rows[path.item].cell)
    }
    for section in batch.deletedSections where sections.indices.contains(section) {
      for (item, row) in sections[section].rows.enumerated()
      where !movedOut.contains(ItemPath(section: section, item: item)) {
        reuse.enqueue(row.cell)
      }
    }
  }

  /// The ghost a row leaves when deleted: the lines its cell shows, if it has a cell, behind
  /// its indentation in an outline.
  static func ghost(of row: TerminalRow, width: Int, rowHeight: Int) -> Ghost? {
    guard let cell = row.cell as? any TerminalCell else { return nil }
    let indent = indentation(of: row.outline, line: 0).count
    let lines = fittedLines(of: cell, width: width - indent, rowHeight: rowHeight)
    return Ghost(
      lines: lines.indices.map { indentation(of: row.outline, line: $0) + lines[$0] },
      isHeader: false)
  }

  /// A cell's lines, exactly `rowHeight` of them, each cut to the content width.
  static func fittedLines(of cell: any TerminalCell, width: Int, rowHeight: Int) -> [String] {
    let contentWidth = max(width - gutterWidth, 1)
    let lines = cell.lines(width: contentWidth).prefix(rowHeight).map {
      Columns.truncated($0, to: contentWidth)
    }
    return lines + Array(repeating: "", count: rowHeight - lines.count)
  }

  // MARK: Private

  private func configuredCell(at path: ItemPath) -> AnyObject? {
    guard let dataSource = client else { return nil }
    guard let cell = dataSource.cell(for: self, at: path) else {
      problems.append("the data source gave no cell for \(path)")
      return nil
    }
    configurationCount += 1
    return cell
  }
}
