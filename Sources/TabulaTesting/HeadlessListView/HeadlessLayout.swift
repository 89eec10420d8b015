@_spi(Surfaces) import Tabula

/// How UIKit rearranges existing rows for a batch, computed from the batch alone.
enum HeadlessLayout {
  /// The rows after `batch`, or `nil` if the batch cannot be laid out (the validator then
  /// reports why). Inserted and reloaded rows are marked for new cells, reconfigured ones
  /// for configuration; the others keep their cells and what they show.
  static func rows(after batch: BatchUpdate, from old: [[HeadlessRow]], counts: [Int])
    -> [[HeadlessRow]]?
  {
    guard let sources = batch.sectionSources(oldCount: old.count, newCount: counts.count)
    else { return nil }
    let deleted = Set(batch.deletedItems)
    let reloaded = Set(batch.reloadedItems)
    let reconfigured = Set(batch.reconfiguredItems)
    let moveSources = Set(batch.movedItems.map(\.from))
    let inserted = Set(batch.insertedItems)
    var arriving: [ItemPath: HeadlessRow] = [:]
    for move in batch.movedItems {
      guard let row = row(at: move.from, in: old) else { return nil }
      arriving[move.to] = row
    }
    var result: [[HeadlessRow]] = []
    for (newSection, source) in sources.enumerated() {
      var staying: [HeadlessRow] = []
      if let source {
        for (index, oldRow) in old[source].enumerated() {
          let path = ItemPath(section: source, item: index)
          if deleted.contains(path) || moveSources.contains(path) { continue }
          var row = oldRow
          if reloaded.contains(path) { row.needsNewCell = true }
          if reconfigured.contains(path) { row.needsConfiguration = true }
          staying.append(row)
        }
      }
      var rows: [HeadlessRow] = []
      var next = staying.makeIterator()
      for item in 0..<counts[newSection] {
        let path = ItemPath(section: newSection, item: item)
        if source == nil || inserted.contains(path) {
          rows.append(HeadlessRow(needsNewCell: true))
        } else if let row = arriving[path] {
          rows.append(row)
        } else if let row = next.next() {
          rows.append(row)
        } else {
          return nil
        }
      }
      if next.next() != nil { return nil }
      result.append(rows)
    }
    for section in batch.reloadedSections {
      guard let newIndex = sources.firstIndex(of: section) else { continue }
      for item in result[newIndex].indices { result[newIndex][item].needsNewCell = true }
    }
    return result
  }

  private static func row(at path: ItemPath, in rows: [[HeadlessRow]]) -> HeadlessRow? {
    guard rows.indices.contains(path.section), rows[path.section].indices.contains(path.item)
    else { return nil }
    return rows[path.section][path.item]
  }
}
