@_spi(Surfaces) import Tabula

// MARK: - HeadlessListView + Rows

extension HeadlessListView {
  /// Reads counts and items anew, and gives the visible rows fresh cells.
  func loadFromDataSource() {
    isLoaded = true
    for row in rows.joined() { enqueue(row.cell) }
    rows = currentDataSourceCounts().map { count in
      Array(repeating: HeadlessRow(needsNewCell: true), count: count)
    }
    refreshRows()
  }

  func currentDataSourceCounts() -> [Int] {
    guard let dataSource = client else { return [] }
    return (0..<dataSource.numberOfSections).map { dataSource.numberOfItems(inSectionAt: $0) }
  }

  /// Brings every row up to date: rows that need it get their item from the data source;
  /// visible rows get cells, new or reconfigured; rows out of the window give theirs back.
  func refreshRows() {
    var flat = 0
    for section in rows.indices {
      for item in rows[section].indices {
        let path = ItemPath(section: section, item: item)
        var row = rows[section][item]
        let visible = flat < visibleRowLimit
        flat += 1
        if row.needsNewCell || row.needsConfiguration {
          row.token = client?.itemToken(at: path)
        }
        if !visible {
          enqueue(row.cell)
          row.cell = nil
        } else if row.needsNewCell || row.cell == nil {
          enqueue(row.cell)
          row.cell = configuredCell(at: path)
        } else if row.needsConfiguration, let cell = row.cell {
          cellForReconfiguration = cell
          let configured = configuredCell(at: path)
          cellForReconfiguration = nil
          if configured !== cell { enqueue(cell) }
          row.cell = configured
        }
        row.needsNewCell = false
        row.needsConfiguration = false
        rows[section][item] = row
      }
    }
  }

  /// Records a problem for every row that does not show what the data source reports there.
  func checkRows() {
    for section in rows.indices {
      for item in rows[section].indices {
        let path = ItemPath(section: section, item: item)
        let expected = client?.itemToken(at: path)
        let shown = rows[section][item].token
        if shown != expected {
          record(
            .wrongRow(path),
            "row \(path) shows \(shown.map(\.description) ?? "nothing") but the data source "
              + "has \(expected.map(\.description) ?? "nothing")")
        }
      }
    }
  }

  private func configuredCell(at path: ItemPath) -> AnyObject? {
    guard let dataSource = client else { return nil }
    guard let cell = dataSource.cell(for: self, at: path) else {
      record(.missingCell(path), "the data source gave no cell for \(path)")
      return nil
    }
    configurations.append((path, dataSource.itemToken(at: path), ObjectIdentifier(cell)))
    return cell
  }

  private func enqueue(_ cell: AnyObject?) {
    guard let cell, let identifier = reuseIdentifiers[ObjectIdentifier(cell)] else { return }
    (cell as? any HeadlessReusableCell)?.prepareForReuse()
    reuseQueues[identifier, default: []].append(cell)
  }
}

/// A cell that wants to know when ``HeadlessListView`` puts it back in the reuse queue.
@MainActor
public protocol HeadlessReusableCell: AnyObject {
  /// Called when the cell leaves the visible window, before it is reused.
  func prepareForReuse()
}
