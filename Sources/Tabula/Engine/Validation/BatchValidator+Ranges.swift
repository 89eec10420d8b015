// MARK: - BatchValidator.Validation + Ranges

extension BatchValidator.Validation {
  /// Reports sections that do not exist in the index space their operation uses.
  ///
  /// - Complexity: O(*n*), where *n* is the number of section operations.
  mutating func checkSectionRanges() {
    let oldCount = before.count
    let newCount = after.count
    for section in deletedSections.positions where !before.indices.contains(section) {
      report(
        .deletedSectionOutOfRange(section),
        "attempt to delete section \(section), but there are only \(oldCount) sections before "
          + "the update", verbatim: false)
    }
    for section in insertedSections.positions where !after.indices.contains(section) {
      report(
        .insertedSectionOutOfRange(section),
        "attempt to insert section \(section) but there are only \(newCount) sections after the "
          + "update", verbatim: true)
    }
    for section in reloadedSections.positions where !before.indices.contains(section) {
      report(
        .reloadedSectionOutOfRange(section),
        "attempt to reload section \(section), but there are only \(oldCount) sections before "
          + "the update", verbatim: false)
    }
    for move in sectionMoves.moves {
      if !before.indices.contains(move.from) {
        report(
          .movedSectionSourceOutOfRange(move),
          "attempt to move section \(move.from), but there are only \(oldCount) sections "
            + "before the update", verbatim: false)
      }
      if !after.indices.contains(move.to) {
        report(
          .movedSectionDestinationOutOfRange(move),
          "attempt to move section \(move.from) to \(move.to), but there are only \(newCount) "
            + "sections after the update", verbatim: false)
      }
    }
  }

  /// Reports items that do not exist in the index space their operation uses.
  ///
  /// - Complexity: O(*n*), where *n* is the number of item operations.
  mutating func checkItemRanges() {
    for path in deletedItems.positions where !Self.exists(path, in: before) {
      reportMissingBefore(.deletedItemOutOfRange(path), path, verb: "delete", verbatim: true)
    }
    for path in insertedItems.positions where !Self.exists(path, in: after) {
      let (row, rows, section) = (surface.row, surface.rows, path.section)
      let message =
        if after.indices.contains(section) {
          "attempt to insert \(row) \(path.item) into section \(section), but there are only "
            + "\(after[section]) \(rows) in section \(section) after the update"
        } else {
          "attempt to insert \(row) \(path.item) into section \(section), but there are only "
            + "\(after.count) sections after the update"
        }
      let verbatim = after.indices.contains(section) && surface == .table
      report(.insertedItemOutOfRange(path), message, verbatim: verbatim)
    }
    for path in reloadedItems.positions where !Self.exists(path, in: before) {
      reportMissingBefore(.reloadedItemOutOfRange(path), path, verb: "reload", verbatim: false)
    }
    for path in reconfiguredItems.positions where !Self.exists(path, in: before) {
      reportMissingBefore(
        .reconfiguredItemOutOfRange(path), path, verb: "reconfigure", verbatim: false)
    }
    for move in itemMoves.moves {
      if !Self.exists(move.from, in: before) {
        report(
          .movedItemSourceOutOfRange(move),
          "attempt to move index path (\(move.from)) that does not exist - there are only "
            + shortfall(of: move.from.section, in: before) + " before the update",
          verbatim: false)
      }
      if !Self.exists(move.to, in: after) {
        report(
          .movedItemDestinationOutOfRange(move),
          "attempt to move index path (\(move.from)) to index path (\(move.to)) that does not "
            + "exist - there are only " + shortfall(of: move.to.section, in: after)
            + " after the update", verbatim: false)
      }
    }
  }

  /// Whether a position exists in a list with the given item counts.
  static func exists(_ path: ItemPath, in counts: [Int]) -> Bool {
    counts.indices.contains(path.section) && path.item >= 0 && path.item < counts[path.section]
  }

  /// What is missing for a position in a section: `3 rows in section 0`, or `2 sections` when
  /// the section itself does not exist.
  private func shortfall(of section: Int, in counts: [Int]) -> String {
    counts.indices.contains(section)
      ? "\(counts[section]) \(surface.rows) in section \(section)" : "\(counts.count) sections"
  }

  /// Reports an item operation on a position that does not exist before the update.
  private mutating func reportMissingBefore(
    _ kind: BatchValidator.Violation.Kind, _ path: ItemPath, verb: String, verbatim: Bool
  ) {
    let (row, rows, section) = (surface.row, surface.rows, path.section)
    if before.indices.contains(section) {
      report(
        kind,
        "attempt to \(verb) \(row) \(path.item) from section \(section) which only contains "
          + "\(before[section]) \(rows) before the update", verbatim: verbatim)
    } else {
      report(
        kind,
        "attempt to \(verb) \(row) \(path.item) from section \(section), but there are only "
          + "\(before.count) sections before the update", verbatim: false)
    }
  }
}
