// MARK: - BatchValidator.Validation + ChangedSections

extension BatchValidator.Validation {
  /// Reports item operations inside sections that the same batch deletes, inserts, reloads or
  /// moves.
  ///
  /// Deletes, reloads, reconfigures and move sources are looked up among the sections before
  /// the update; inserts and move destinations among the sections after it. A reloaded section
  /// is looked up at the same index on both sides, since UIKit inserts it again there.
  ///
  /// - Complexity: O(*n*), where *n* is the number of operations in the batch.
  mutating func checkItemsInChangedSections() {
    // NB: a batch that changes no section, as most do, has no item in one to report.
    guard
      !deletedSections.positions.isEmpty || !insertedSections.positions.isEmpty
        || !reloadedSections.positions.isEmpty || !sectionMoves.moves.isEmpty
    else { return }
    for path in deletedItems.positions { checkSectionBefore(of: .delete(path)) }
    for path in reloadedItems.positions { checkSectionBefore(of: .reload(path)) }
    for path in reconfiguredItems.positions { checkSectionBefore(of: .reconfigure(path)) }
    for path in insertedItems.positions { checkSectionAfter(of: .insert(path)) }
    for move in itemMoves.moves {
      checkSectionBefore(of: .moveOut(move))
      checkSectionAfter(of: .moveIn(move))
    }
  }

  /// Reports a delete, reload, reconfigure or move out of a section that is changed.
  private mutating func checkSectionBefore(of change: BatchValidator.Violation.ItemChange) {
    let section = change.section
    if deletedSections.contains(section) {
      if case .moveOut = change {
        report(
          .itemChangeInDeletedSection(change),
          "cannot move \(article) \(surface.row) from a deleted section (\(section))",
          verbatim: surface == .collection)
      } else {
        report(
          .itemChangeInDeletedSection(change),
          "attempt to \(phrase(change)), which is deleted in the same update", verbatim: false)
      }
    }
    if reloadedSections.contains(section) {
      report(
        .itemChangeInReloadedSection(change),
        "attempt to \(phrase(change)), which is reloaded in the same update", verbatim: false)
    }
    if let move = sectionMoves.move(from: section) {
      report(
        .itemChangeInMovedSection(change, section: move),
        "attempt to \(phrase(change)), which is moved to \(move.to) in the same update",
        verbatim: false)
    }
  }

  /// Reports an insert or a move into a section that is changed.
  private mutating func checkSectionAfter(of change: BatchValidator.Violation.ItemChange) {
    let section = change.section
    if insertedSections.contains(section) {
      if case .moveIn = change {
        report(
          .itemChangeInInsertedSection(change),
          "cannot move \(article) \(surface.row) into a newly inserted section (\(section))",
          verbatim: surface == .table)
      } else {
        report(
          .itemChangeInInsertedSection(change),
          "attempt to \(phrase(change)), which is inserted in the same update", verbatim: false)
      }
    }
    if reloadedSections.contains(section) {
      report(
        .itemChangeInReloadedSection(change),
        "attempt to \(phrase(change)), which is reloaded in the same update", verbatim: false)
    }
    if let move = sectionMoves.move(to: section) {
      report(
        .itemChangeInMovedSection(change, section: move),
        "attempt to \(phrase(change)), which is moved from \(move.from) in the same update",
        verbatim: false)
    }
  }

  /// The article for the surface's word for an item: `a row`, `an item`.
  private var article: String { surface == .table ? "a" : "an" }

  /// The change as a verb phrase ending in its section, such as `delete row 1 from section 0`.
  private func phrase(_ change: BatchValidator.Violation.ItemChange) -> String {
    let row = surface.row
    return switch change {
    case .delete(let path): "delete \(row) \(path.item) from section \(path.section)"
    case .insert(let path): "insert \(row) \(path.item) into section \(path.section)"
    case .reload(let path): "reload \(row) \(path.item) in section \(path.section)"
    case .reconfigure(let path): "reconfigure \(row) \(path.item) in section \(path.section)"
    case .moveOut(let move): "move \(row) \(move.from) out of section \(move.from.section)"
    case .moveIn(let move): "move \(row) \(move.from) into section \(move.to.section)"
    }
  }
}
