// MARK: - BatchValidator.Validation + Conflicts

extension BatchValidator.Validation {
  /// Reports sections that two different operations name at the same index.
  ///
  /// A reload is a delete and an insert at the same index, so it collides with a delete or a
  /// move source before the update, and with an insert or a move destination after it.
  ///
  /// - Complexity: O(*n*), where *n* is the number of section operations.
  mutating func checkSectionConflicts() {
    for section in deletedSections.positions where reloadedSections.contains(section) {
      report(
        .sectionDeletedAndReloaded(section),
        "attempt to delete and reload the same section (\(section))", verbatim: false)
    }
    for section in insertedSections.positions where reloadedSections.contains(section) {
      report(
        .sectionInsertedAndReloaded(section),
        "attempt to insert and reload the same section (\(section))", verbatim: false)
    }
    for move in sectionMoves.moves {
      if deletedSections.contains(move.from) {
        report(
          .sectionDeletedAndMoved(move),
          "attempt to perform a delete and a move from the same section (\(move.from))",
          verbatim: true)
      }
      if reloadedSections.contains(move.from) {
        report(
          .sectionReloadedAndMoved(move),
          "attempt to perform a reload and a move from the same section (\(move.from))",
          verbatim: false)
      }
      if insertedSections.contains(move.to) {
        report(
          .sectionInsertedAndMoved(move),
          "attempt to perform an insert and a move to the same section (\(move.to))",
          verbatim: true)
      }
      // NB: a reloaded section moved onto itself is one conflict, reported just above.
      if reloadedSections.contains(move.to) && move.from != move.to {
        report(
          .sectionMovedOntoReloaded(move),
          "attempt to perform a reload and a move to the same section (\(move.to))",
          verbatim: false)
      }
    }
  }

  /// Reports items that two different operations name at the same position.
  ///
  /// - Complexity: O(*n*), where *n* is the number of item operations.
  mutating func checkItemConflicts() {
    for path in deletedItems.positions where reloadedItems.contains(path) {
      report(
        .itemDeletedAndReloaded(path),
        "attempt to delete and reload the same index path (\(path))", verbatim: false)
    }
    for path in insertedItems.positions where reloadedItems.contains(path) {
      report(
        .itemInsertedAndReloaded(path),
        "attempt to insert and reload the same index path (\(path))", verbatim: false)
    }
    for path in reconfiguredItems.positions {
      if deletedItems.contains(path) {
        report(
          .itemReconfiguredAndDeleted(path),
          "attempt to reconfigure and delete the same index path (\(path))", verbatim: false)
      }
      if reloadedItems.contains(path) {
        report(
          .itemReconfiguredAndReloaded(path),
          "attempt to reconfigure and reload the same index path (\(path))", verbatim: false)
      }
    }
    for move in itemMoves.moves {
      checkItemConflicts(of: move)
    }
  }

  /// Reports the operations that name the source or the destination of an item move.
  private mutating func checkItemConflicts(of move: BatchUpdate.Move<ItemPath>) {
    if deletedItems.contains(move.from) {
      report(
        .itemDeletedAndMoved(move),
        "attempt to perform a delete and a move from the same index path (\(move.from))",
        verbatim: false)
    }
    if reloadedItems.contains(move.from) {
      // NB: UIKit words this as a delete, because it performs the reload as one.
      report(
        .itemReloadedAndMoved(move),
        "attempt to perform a delete and a move from the same index path (\(move.from))",
        verbatim: false)
    }
    if reconfiguredItems.contains(move.from) {
      report(
        .itemReconfiguredAndMoved(move),
        "attempt to perform a reconfigure and a move from the same index path (\(move.from))",
        verbatim: false)
    }
    if insertedItems.contains(move.to) {
      report(
        .itemInsertedAndMoved(move),
        "attempt to perform an insert and a move to the same index path (\(move.to))",
        verbatim: false)
    }
    // NB: a reloaded item moved onto itself is one conflict, reported just above.
    if reloadedItems.contains(move.to) && move.from != move.to {
      report(
        .itemMovedOntoReloaded(move),
        "attempt to perform a reload and a move to the same index path (\(move.to))",
        verbatim: false)
    }
  }
}
