@_spi(Surfaces) import Tabula

// MARK: - HeadlessListView + Rows

extension HeadlessListView {
  /// Reads counts and items anew, and gives the visible rows fresh cells.
  func loadFromDataSource() {
    isLoaded = true
    for row in rows.joined() { reuse.enqueue(row.cell) }
    rows = currentDataSourceCounts().map { Array(repeating: .fresh, count: $0) }
    refreshRows()
  }

  func currentDataSourceCounts() -> [Int] {
    client?.itemCounts ?? []
  }

  /// Brings every row up to date: rows that need it get their item from the data source;
  /// visible rows get cells, new or reconfigured; rows out of the window give theirs back.
  func refreshRows() {
    let viewportBottom = contentOffset + Double(visibleRowLimit)
    var top = 0.0
    var appearing: [ItemPath] = []
    for section in rows.indices {
      for item in rows[section].indices {
        let path = ItemPath(section: section, item: item)
        if rows[section][item].needsNewCell || rows[section][item].needsConfiguration {
          rows[section][item].token = client?.itemToken(at: path)
          if let shown = client?.shownItem(at: path) {
            rows[section][item].height = max(0, rowHeight(shown))
          }
        }
        let height = rows[section][item].height
        let isVisible = top < viewportBottom && top + max(height, .ulpOfOne) > contentOffset
        let shown = rows[section][item].cell
        reuse.refresh(&rows[section][item], isVisible: isVisible) {
          configuredCell(at: path)
        }
        if let cell = rows[section][item].cell, cell !== shown { appearing.append(path) }
        top += height
      }
    }
    // Told after every row has its cell, as UIKit tells after layout: a client that reacts
    // (a provider loading its next page) sees a consistent view.
    for path in appearing { client?.willDisplayItem(at: path) }
  }

  /// Records a problem for every row that does not show what the data source reports there.
  func checkRows() {
    for (path, message) in client?.mismatches(in: rows) ?? [] {
      record(.wrongRow(path), message)
    }
  }

  private func configuredCell(at path: ItemPath) -> AnyObject? {
    guard let dataSource = client else { return nil }
    guard let cell = dataSource.cell(for: self, at: path) else {
      // A cell the view could not make is reported once, where it failed, not per row.
      if !unmadeCells.contains(path) {
        record(.missingCell(path), "the data source gave no cell for \(path)")
      }
      return nil
    }
    configurations.append((path, dataSource.itemToken(at: path), ObjectIdentifier(cell)))
    return cell
  }
}

/// A cell that wants to know when ``HeadlessListView`` puts it back in the reuse queue.
@MainActor
public protocol HeadlessReusableCell: AnyObject {
  /// Called when the cell leaves the visible window, before it is reused.
  func prepareForReuse()
}
