// MARK: - BatchValidator.Validation + Counts

extension BatchValidator.Validation {
  /// Reports a section count after the update that does not follow from the count before and
  /// the inserted and deleted sections, each counted as often as the batch lists it.
  ///
  /// - Returns: Whether the section count adds up.
  ///
  /// - Complexity: O(1).
  mutating func checkSectionCount() -> Bool {
    let inserted = batch.insertedSections.count
    let deleted = batch.deletedSections.count
    guard after.count != before.count + inserted - deleted else { return true }
    let view = surface.view
    report(
      .invalidSectionCount(
        before: before.count, after: after.count, inserted: inserted, deleted: deleted),
      "Invalid update: invalid number of sections. The number of sections contained in the "
        + "\(view) after the update (\(after.count)) must be equal to the number of sections "
        + "contained in the \(view) before the update (\(before.count)), plus or minus the "
        + "number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted).",
      verbatim: true)
    return false
  }

  /// Reports surviving sections whose item count after the update does not follow from their
  /// count before and the batch's item operations.
  ///
  /// Inserts and deletes count as often as the batch lists them; a move counts only when it
  /// changes section; a reload counts as a delete and an insert, which cancel out. Reloaded
  /// sections are not checked, as UIKit replaces them whole.
  ///
  /// - Parameter map: Where each surviving section goes.
  ///
  /// - Complexity: O(*n* + *s*), where *n* is the number of item operations and *s* is the
  ///   number of sections after the update.
  mutating func checkItemCounts(_ map: BatchValidator.SectionMap) {
    // NB: inserts and moves in are keyed by the index after the update; deletes and moves
    // out by the index before it.
    var inserted: [Int: Int] = [:]
    var deleted: [Int: Int] = [:]
    var movedIn: [Int: Int] = [:]
    var movedOut: [Int: Int] = [:]
    Self.count(batch.insertedItems, into: &inserted)
    Self.count(batch.deletedItems, into: &deleted)
    for move in itemMoves.moves {
      let source = move.from.section
      let sourceIndex = before.indices.contains(source) ? map.newIndex[source] : nil
      guard sourceIndex != move.to.section else { continue }
      movedOut[source, default: 0] += 1
      movedIn[move.to.section, default: 0] += 1
    }
    for (index, section) in map.oldIndex.enumerated() {
      guard let section, !reloadedSections.contains(section) else { continue }
      let counts = (
        inserted: inserted[index, default: 0], deleted: deleted[section, default: 0],
        movedIn: movedIn[index, default: 0], movedOut: movedOut[section, default: 0]
      )
      let change = counts.inserted - counts.deleted + counts.movedIn - counts.movedOut
      // NB: counts come from the caller and may be huge; an overflow cannot match.
      let (expected, overflow) = before[section].addingReportingOverflow(change)
      guard overflow || expected != after[index] else { continue }
      reportItemCount(index: index, section: section, counts)
    }
  }

  /// Adds to each section's count the positions in it, once per run of positions in one
  /// section: a planned batch lists a section's positions together.
  ///
  /// - Complexity: O(*n*), where *n* is the number of positions.
  private static func count(_ paths: [ItemPath], into counts: inout [Int: Int]) {
    var start = 0
    while start < paths.count {
      let section = paths[start].section
      var end = start + 1
      while end < paths.count, paths[end].section == section { end += 1 }
      counts[section, default: 0] += end - start
      start = end
    }
  }

  /// Reports the item count of one surviving section, by its index after the update.
  private mutating func reportItemCount(
    index: Int, section: Int, _ counts: (inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
  ) {
    let rows = surface.rows
    report(
      .invalidItemCount(
        section: index, before: before[section], after: after[index],
        inserted: counts.inserted, deleted: counts.deleted, movedIn: counts.movedIn,
        movedOut: counts.movedOut),
      "Invalid update: invalid number of \(rows) in section \(index). The number of \(rows) "
        + "contained in an existing section after the update (\(after[index])) must be equal "
        + "to the number of \(rows) contained in that section before the update "
        + "(\(before[section])), plus or minus the number of \(rows) inserted or deleted from "
        + "that section (\(counts.inserted) inserted, \(counts.deleted) deleted) and plus or "
        + "minus the number of \(rows) moved into or out of that section (\(counts.movedIn) "
        + "moved in, \(counts.movedOut) moved out).", verbatim: true)
  }
}
