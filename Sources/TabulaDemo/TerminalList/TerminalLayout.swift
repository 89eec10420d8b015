@_spi(Surfaces) import Tabula
import TabulaTesting

/// How the terminal list rearranges its rows for a batch: where each row goes is
/// TabulaTesting's `RowArrangement`, the rule `HeadlessListView` follows too; this adds the
/// marks and ghosts the screen shows.
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
      let arrangement = RowArrangement(
        after: batch, oldCounts: old.map(\.rows.count), newCounts: counts)
    else { return nil }
    let changes = Changes(batch)
    var result: [TerminalSection] = []
    for (newIndex, arranged) in arrangement.sections.enumerated() {
      var section = TerminalSection(rows: [], mark: .inserted)
      var ghosts: [ItemPath: [Ghost]] = [:]
      if let source = arranged.source {
        (ghosts, section) = keptSection(source, in: before, changes: changes)
        if batch.movedSections.contains(where: { $0.to == newIndex }) { section.mark = .moved }
      }
      section.rows = arranged.rows.map { source in
        switch source {
        case .inserted:
          return TerminalRow(mark: .inserted, needsNewCell: true)
        case .moved(let from):
          var row = old[from.section].rows[from.item]
          row.ghostsAbove = []
          row.mark = .moved
          return row
        case .kept(let path, let reloaded, let reconfigured):
          var row = old[path.section].rows[path.item]
          row.ghostsAbove = (ghosts[path] ?? []) + row.ghostsAbove
          if reloaded { row.needsNewCell = true }
          if reconfigured { row.needsConfiguration = true }
          if reloaded || reconfigured { row.mark = .updated }
          return row
        }
      }
      if arranged.isReloaded {
        section.mark = .updated
        for item in section.rows.indices {
          section.rows[item].needsNewCell = true
          section.rows[item].mark = .updated
        }
      }
      result.append(section)
    }
    let sources = arrangement.sections.map(\.source)
    let orphans = placeDeletedSections(batch, before: before, sources: sources, into: &result)
    return (result, orphans)
  }

  // MARK: Private

  /// The batch's deleted rows and the rows it moves away.
  private struct Changes {
    let deleted: Set<ItemPath>
    let moveSources: Set<ItemPath>

    init(_ batch: BatchUpdate) {
      deleted = Set(batch.deletedItems)
      moveSources = Set(batch.movedItems.map(\.from))
    }
  }

  /// The ghosts that the rows deleted or moved away from an old section leave above each row
  /// that stays, by the staying row's old position; and the section with its own ghosts and
  /// mark, the ghosts below its last staying row at its end.
  private static func keptSection(_ source: Int, in before: Before, changes: Changes)
    -> ([ItemPath: [Ghost]], TerminalSection)
  {
    let oldSection = before.sections[source]
    var section = TerminalSection(
      rows: [], mark: oldSection.mark, ghostsAbove: oldSection.ghostsAbove)
    var ghosts: [ItemPath: [Ghost]] = [:]
    var pending: [Ghost] = []
    for (index, oldRow) in oldSection.rows.enumerated() {
      let path = ItemPath(section: source, item: index)
      if changes.deleted.contains(path) {
        pending += oldRow.ghostsAbove + [before.ghost(oldRow)].compactMap { $0 }
      } else if changes.moveSources.contains(path) {
        pending += oldRow.ghostsAbove
      } else {
        ghosts[path] = pending
        pending = []
      }
    }
    section.trailingGhosts = pending + oldSection.trailingGhosts
    return (ghosts, section)
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
