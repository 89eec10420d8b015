// MARK: - BatchUpdateMessages

/// UIKit's batch-update messages. Texts marked `.verbatim` are copied from public crash
/// reports (sources in SIGNATURES.md and FINDINGS.md); an index path's `%@` is rendered with a
/// zero address, as `<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 1}`.
struct BatchUpdateMessages {
  let words: ListVocabulary

  static func describe(_ indexPath: IndexPath) -> String {
    "<NSIndexPath: 0x0000000000000000> {length = 2, path = \(indexPath[0]) - \(indexPath[1])}"
  }

  func violation(
    _ kind: UIKitStandInViolation.Kind, _ reason: String,
    _ fidelity: UIKitStandInViolation.Fidelity = .approximate
  ) -> UIKitStandInViolation {
    UIKitStandInViolation(kind: kind, reason: reason, fidelity: fidelity)
  }

  // MARK: Section ranges

  func deleteSectionOutOfRange(_ section: Int, sections: Int) -> UIKitStandInViolation {
    violation(
      .deleteSectionOutOfRange,
      "attempt to delete section \(section), but there are only \(sections) sections before "
        + "the update")
  }

  func reloadSectionOutOfRange(_ section: Int, sections: Int) -> UIKitStandInViolation {
    violation(
      .reloadSectionOutOfRange,
      "attempt to reload section \(section), but there are only \(sections) sections before "
        + "the update")
  }

  func insertSectionOutOfRange(_ section: Int, sections: Int) -> UIKitStandInViolation {
    violation(
      .insertSectionOutOfRange,
      "attempt to insert section \(section) but there are only \(sections) sections after the "
        + "update")
  }

  func moveSectionSourceOutOfRange(_ section: Int, sections: Int) -> UIKitStandInViolation {
    violation(
      .moveSectionOutOfRange,
      "attempt to move section \(section), but there are only \(sections) sections before the "
        + "update")
  }

  func moveSectionDestinationOutOfRange(
    _ section: Int, to destination: Int, sections: Int
  ) -> UIKitStandInViolation {
    violation(
      .moveSectionOutOfRange,
      "attempt to move section \(section) to section \(destination), but there are only "
        + "\(sections) sections after the update")
  }

  // MARK: Section conflicts

  func deleteAndReloadSameSection(_ section: Int) -> UIKitStandInViolation {
    violation(
      .deleteAndReloadSameSection, "attempt to delete and reload the same section (\(section))")
  }

  func deleteAndMoveFromSameSection(_ section: Int) -> UIKitStandInViolation {
    violation(
      .deleteAndMoveFromSameSection,
      "attempt to perform a delete and a move from the same section (\(section))")
  }

  /// Verbatim: Instagram/IGListKit#690 (a section reload's insert half meeting a section move).
  func insertAndMoveToSameSection(_ section: Int) -> UIKitStandInViolation {
    violation(
      .insertAndMoveToSameSection,
      "attempt to perform an insert and a move to the same section (\(section))", .verbatim)
  }

  func sectionMovedTwice(_ section: Int, to first: Int, and second: Int) -> UIKitStandInViolation {
    violation(
      .duplicateSectionMove,
      "attempt to move section \(section) to both \(first) and \(second)")
  }

  func sectionsMovedToOnePlace(_ first: Int, _ second: Int, to destination: Int)
    -> UIKitStandInViolation
  {
    violation(
      .duplicateSectionMove,
      "attempt to move both section \(first) and \(second) to \(destination)")
  }

  // MARK: Row ranges

  func deleteOutOfRange(_ path: IndexPath, counts: [Int]) -> UIKitStandInViolation {
    let (section, row) = (path[0], path[1])
    guard section < counts.count else {
      return violation(
        .deleteOutOfRange,
        "attempt to delete \(words.item) \(row) from section \(section), but there are only "
          + "\(counts.count) sections before the update", .verbatim)
    }
    return violation(
      .deleteOutOfRange,
      "attempt to delete \(words.item) \(row) from section \(section) which only contains "
        + "\(counts[section]) \(words.items) before the update", .verbatim)
  }

  func reloadOutOfRange(_ path: IndexPath, counts: [Int]) -> UIKitStandInViolation {
    rangeBefore(.reloadOutOfRange, verb: "reload", path, counts: counts)
  }

  func reconfigureOutOfRange(_ path: IndexPath, counts: [Int]) -> UIKitStandInViolation {
    rangeBefore(.reconfigureOutOfRange, verb: "reconfigure", path, counts: counts)
  }

  private func rangeBefore(
    _ kind: UIKitStandInViolation.Kind, verb: String, _ path: IndexPath, counts: [Int]
  ) -> UIKitStandInViolation {
    let (section, row) = (path[0], path[1])
    guard section < counts.count else {
      return violation(
        kind,
        "attempt to \(verb) \(words.item) \(row) from section \(section), but there are only "
          + "\(counts.count) sections before the update")
    }
    return violation(
      kind,
      "attempt to \(verb) \(words.item) \(row) from section \(section) which only contains "
        + "\(counts[section]) \(words.items) before the update")
  }

  func insertOutOfRange(_ path: IndexPath, counts: [Int]) -> UIKitStandInViolation {
    let (section, row) = (path[0], path[1])
    guard section < counts.count else {
      return violation(
        .insertOutOfRange,
        "attempt to insert \(words.item) \(row) into section \(section), but there are only "
          + "\(counts.count) sections after the update")
    }
    return violation(
      .insertOutOfRange,
      "attempt to insert \(words.item) \(row) into section \(section), but there are only "
        + "\(counts[section]) \(words.items) in section \(section) after the update", .verbatim)
  }

  func moveSourceOutOfRange(_ path: IndexPath, counts: [Int]) -> UIKitStandInViolation {
    let section = path[0]
    let limit =
      section < counts.count
      ? "\(counts[section]) \(words.items) in section \(section)" : "\(counts.count) sections"
    return violation(
      .moveOutOfRange,
      "attempt to move index path (\(Self.describe(path))) that does not exist - there are only "
        + "\(limit) before the update")
  }

  func moveDestinationOutOfRange(_ from: IndexPath, to: IndexPath, counts: [Int])
    -> UIKitStandInViolation
  {
    let section = to[0]
    let limit =
      section < counts.count
      ? "\(counts[section]) \(words.items) in section \(section)" : "\(counts.count) sections"
    return violation(
      .moveOutOfRange,
      "attempt to move index path (\(Self.describe(from))) to index path (\(Self.describe(to))) "
        + "that does not exist - there are only \(limit) after the update")
  }

  // MARK: Row conflicts

  func duplicateDelete(_ path: IndexPath) -> UIKitStandInViolation {
    violation(
      .duplicateDelete,
      "attempt to delete index path (\(Self.describe(path))) more than once in the same update")
  }

  func duplicateInsert(_ path: IndexPath) -> UIKitStandInViolation {
    violation(
      .duplicateInsert,
      "attempt to insert index path (\(Self.describe(path))) more than once in the same update")
  }

  func deleteAndReload(_ path: IndexPath) -> UIKitStandInViolation {
    violation(
      .deleteAndReloadSameIndexPath,
      "attempt to delete and reload the same index path (\(Self.describe(path)))", .verbatim)
  }

  func deleteAndMove(_ path: IndexPath, reload: Bool) -> UIKitStandInViolation {
    violation(
      reload ? .reloadAndMoveFromSameIndexPath : .deleteAndMoveFromSameIndexPath,
      "attempt to perform a delete and a move from the same index path (\(Self.describe(path)))",
      .verbatim)
  }

  /// Verbatim but for the address: the Apple Developer Forums post by utahwithak
  /// (UIKit_Sim 3683.300.2), where an item reload's insert half met a move.
  func insertAndMove(_ path: IndexPath) -> UIKitStandInViolation {
    violation(
      .insertAndMoveToSameIndexPath,
      "attempt to perform an insert and a move to the same index path (\(Self.describe(path)))",
      .verbatim)
  }

  func movedTwice(_ path: IndexPath, to first: IndexPath, and second: IndexPath)
    -> UIKitStandInViolation
  {
    violation(
      .duplicateMoveSource,
      "attempt to move item at index path \(Self.describe(path)) to both "
        + "\(Self.describe(first)) and \(Self.describe(second))")
  }

  func movedToOnePlace(_ first: IndexPath, _ second: IndexPath, to destination: IndexPath)
    -> UIKitStandInViolation
  {
    violation(
      .duplicateMoveDestination,
      "attempt to move both item at index path \(Self.describe(first)) and "
        + "\(Self.describe(second)) to \(Self.describe(destination))")
  }
}
