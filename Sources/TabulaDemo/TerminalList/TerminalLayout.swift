@_spi(Surfaces) import Tabula

/// How the terminal list rearranges its rows for a batch, computed from the batch alone, as
/// UIKit moves its cells: the same rule as `HeadlessLayout` in TabulaTesting, with marks
/// and ghosts added for the screen.
///
/// Inserted rows are marked ``RowMark/inserted`` and need new cells; moved rows are marked
/// ``RowMark/moved``; reloaded and reconfigured rows are marked ``RowMark/updated``. A
/// deleted row that had a cell leaves a ``Ghost`` above the next row that stays in its
/// section (or at the section's end); a deleted section leaves its header and visible rows
/// as ghosts above the next section that stays.
enum TerminalLayout {
  /// What a batch needs to know about the list before it.
  struct Before {
    /// The sections and rows before the batch.
    var sections: [TerminalSection]

    /// The ghost each row would leave if deleted: its cell's lines, if it has a cell.
    var ghost: (TerminalRow) -> Ghost?

    /// The header of each section before the batch, if it has one.
    var headers: [String?]
  }

  /// The sections after `batch`, and the ghosts that have no section left to stand in; `nil`
  /// if the batch cannot be laid out (the validator then reports why).
  ///
  /// - Parameters:
  ///   - batch: The batch, already checked by ``BatchValidator``.
  ///   - before: The list before the batch.
  ///   - counts: The number of rows in each section after the batch.
  /// - Returns: The new sections and the ghosts left over, or `nil`.
  static func sections(after batch: BatchUpdate, from before: Before, counts: [Int])
    -> (sections: [TerminalSection], orphans: [Ghost])?
  {
    let old = before.sections
    guard
      let sources = batch.sectionSources(oldCount: old.count, newCount: counts.count)
    else { return nil }
    let changes = Changes(batch)
    var arriving: [ItemPath: TerminalRow] = [:]
    for move in batch.movedItems {
      guard old.indices.contains(move.from.section),
        old[move.from.section].rows.indices.contains(move.from.item)
      else { return nil }
      var row = old[move.from.section].rows[move.from.item]
      row.ghostsAbove = []
      row.mark = .moved
      arriving[move.to] = row
    }
    var result: [TerminalSection] = []
    for (newIndex, source) in sources.enumerated() {
      var section = TerminalSection(rows: [], mark: .inserted)
      var staying: [TerminalRow] = []
      if let source {
        (staying, section) = keptRows(of: source, in: before, changes: changes)
        if batch.movedSections.contains(where: { $0.to == newIndex }) { section.mark = .moved }
      }
      var next = staying.makeIterator()
      for item in 0..<counts[newIndex] {
        let path = ItemPath(section: newIndex, item: item)
        if source == nil || changes.inserted.contains(path) {
          section.rows.append(TerminalRow(mark: .inserted, needsNewCell: true))
        } else if let row = arriving[path] {
          section.rows.append(row)
        } else if let row = next.next() {
          section.rows.append(row)
        } else {
          return nil
        }
      }
      if next.next() != nil { return nil }
      if let source, batch.reloadedSections.contains(source) {
        section.mark = .updated
        for item in section.rows.indices {
          section.rows[item].needsNewCell = true
          section.rows[item].mark = .updated
        }
      }
      result.append(section)
    }
    let orphans = placeDeletedSections(batch, before: before, sources: sources, into: &result)
    return (result, orphans)
  }

  // MARK: Private

  /// The batch's item operations as sets.
  private struct Changes {
    let deleted: Set<ItemPath>
    let reloaded: Set<ItemPath>
    let reconfigured: Set<ItemPath>
    let moveSources: Set<ItemPath>
    let inserted: Set<ItemPath>

    init(_ batch: BatchUpdate) {
      deleted = Set(batch.deletedItems)
      reloaded = Set(batch.reloadedItems)
      reconfigured = Set(batch.reconfiguredItems)
      moveSources = Set(batch.movedItems.map(\.from))
      inserted = Set(batch.insertedItems)
    }
  }

  /// The rows of an old section that stay in it, in order, with the ghosts of the rows
  /// deleted around them; and the section with its own ghosts and mark.
  private static func keptRows(of source: Int, in before: Before, changes: Changes)
    -> ([TerminalRow], TerminalSection)
  {
    let oldSection = before.sections[source]
    var section = TerminalSection(
      rows: [], mark: oldSection.mark, ghostsAbove: oldSection.ghostsAbove)
    var staying: [TerminalRow] = []
    var pending: [Ghost] = []
    for (index, oldRow) in oldSection.rows.enumerated() {
      let path = ItemPath(section: source, item: index)
      if changes.deleted.contains(path) {
        pending += oldRow.ghostsAbove + [before.ghost(oldRow)].compactMap { $0 }
        continue
      }
      if changes.moveSources.contains(path) {
        pending += oldRow.ghostsAbove
        continue
      }
      var row = oldRow
      row.ghostsAbove = pending + row.ghostsAbove
      pending = []
      if changes.reloaded.contains(path) {
        row.needsNewCell = true
        row.mark = .updated
      }
      if changes.reconfigured.contains(path) {
        row.needsConfiguration = true
        row.mark = .updated
      }
      staying.append(row)
    }
    section.trailingGhosts = pending + oldSection.trailingGhosts
    return (staying, section)
  }

  /// Puts the ghosts of each deleted section above the next old section that stays; returns
  /// the ghosts that no section follows.
  private static func placeDeletedSections(
    _ batch: BatchUpdate, before: Before, sources: [Int?], into result: inout [TerminalSection]
  ) -> [Ghost] {
    let deleted = Set(batch.deletedSections)
    let movedOut = Set(batch.movedItems.map(\.from))
    var pending: [Ghost] = []
    for (index, section) in before.sections.enumerated() {
      if deleted.contains(index) {
        pending += section.ghostsAbove
        if let header = before.headers[index] {
          pending.append(Ghost(lines: [header], isHeader: true))
        }
        for (item, row) in section.rows.enumerated()
        where !movedOut.contains(ItemPath(section: index, item: item)) {
          pending += row.ghostsAbove + [before.ghost(row)].compactMap { $0 }
        }
        pending += section.trailingGhosts
      } else if !pending.isEmpty, let newIndex = sources.firstIndex(of: index) {
        result[newIndex].ghostsAbove = pending + result[newIndex].ghostsAbove
        pending = []
      }
    }
    return pending
  }
}
