// MARK: - BatchUpdatePlanner

/// Checks one batch against UIKit's rules (BATCH-RULES.md §3, and the facts of issue 51 that
/// devices showed) and plans where the rows go.
///
/// Index spaces: deletes, reloads, reconfigures and move sources use the old (cached) counts;
/// inserts and move destinations the new (data source) counts. A reload is a delete at its old
/// index plus an insert where ``ReloadLandings`` puts it: shifted for the deletes and inserts
/// before it, ignoring moves, an item reload keeping its old section number. So reloading a
/// row of a section that moves or shifts fails the count check (openradar 27041784), and a
/// reload whose insert half lands where something moves to is an insert-and-move conflict
/// (Instagram/IGListKit#690; the Apple Developer Forums post by utahwithak). Checks run in this
/// order and the first failure wins: section ranges, section conflicts, the section count, row
/// ranges, row conflicts, row counts.
struct BatchUpdatePlanner {
  let words: ListVocabulary
  let oldCounts: [Int]
  let newCounts: [Int]
  let batch: PendingBatch
  let style: UIKitStandIn.MessageStyle

  /// What the checks after the sections' work from.
  struct Changes {
    let sectionMoves: [PendingBatch.Move<Int>]
    let itemMoves: [PendingBatch.Move<IndexPath>]
    /// The item reloads, without repeats.
    let itemReloads: [IndexPath]
    let landings: ReloadLandings
    let sections: SectionMapping
  }

  var messages: BatchUpdateMessages { BatchUpdateMessages(words: words) }

  func makePlan() throws(BatchUpdateFailure) -> BatchUpdatePlan {
    let sectionMoves = removingExactRepeats(batch.sectionMoves)
    let itemReloads = removingExactRepeats(batch.itemReloads)
    let landings = ReloadLandings(batch: batch, itemReloads: itemReloads)
    try checkSectionRanges(moves: sectionMoves)
    try checkSectionConflicts(moves: sectionMoves, landings: landings)
    try checkSectionCount()
    let changes = Changes(
      sectionMoves: sectionMoves, itemMoves: removingExactRepeats(batch.itemMoves),
      itemReloads: itemReloads, landings: landings,
      sections: SectionMapping(
        oldCount: oldCounts.count, newCount: newCounts.count,
        deletes: batch.sectionDeletes.union(batch.sectionReloads),
        inserts: batch.sectionInserts.union(landings.sectionLandings), moves: sectionMoves))
    try checkItemRanges(changes)
    try checkItemConflicts(changes)
    try checkItemCounts(changes)
    return placeItems(changes)
  }

  // MARK: Sections

  private func checkSectionRanges(moves: [PendingBatch.Move<Int>]) throws(BatchUpdateFailure) {
    let (old, new) = (oldCounts.count, newCounts.count)
    if let section = batch.sectionDeletes.first(where: { $0 >= old }) {
      throw fail(messages.deleteSectionOutOfRange(section, sections: old))
    }
    if let section = batch.sectionReloads.first(where: { $0 >= old }) {
      throw fail(messages.reloadSectionOutOfRange(section, sections: old))
    }
    if let move = moves.first(where: { $0.from >= old }) {
      throw fail(messages.moveSectionSourceOutOfRange(move.from, sections: old))
    }
    if let move = moves.first(where: { $0.to >= new }) {
      throw fail(messages.moveSectionDestinationOutOfRange(move.from, to: move.to, sections: new))
    }
    if let section = batch.sectionInserts.first(where: { $0 >= new }) {
      throw fail(messages.insertSectionOutOfRange(section, sections: new))
    }
  }

  private func checkSectionConflicts(
    moves: [PendingBatch.Move<Int>], landings: ReloadLandings
  ) throws(BatchUpdateFailure) {
    if let section = batch.sectionDeletes.intersection(batch.sectionReloads).first {
      throw fail(messages.deleteAndReloadSameSection(section))
    }
    let reloadLandings = landings.sectionLandings
    var destinationOfSource: [Int: Int] = [:]
    var sourceOfDestination: [Int: Int] = [:]
    for move in moves {
      if let earlier = destinationOfSource[move.from] {
        throw fail(messages.sectionMovedTwice(move.from, to: earlier, and: move.to))
      }
      if let earlier = sourceOfDestination[move.to] {
        throw fail(messages.sectionsMovedToOnePlace(earlier, move.from, to: move.to))
      }
      destinationOfSource[move.from] = move.to
      sourceOfDestination[move.to] = move.from
      if batch.sectionDeletes.contains(move.from) || batch.sectionReloads.contains(move.from) {
        throw fail(messages.deleteAndMoveFromSameSection(move.from))
      }
      if batch.sectionInserts.contains(move.to) || reloadLandings.contains(move.to) {
        throw fail(messages.insertAndMoveToSameSection(move.to))
      }
    }
  }

  private func checkSectionCount() throws(BatchUpdateFailure) {
    let inserted = batch.sectionInserts.count
    let deleted = batch.sectionDeletes.count
    guard newCounts.count != oldCounts.count + inserted - deleted else { return }
    throw fail(
      messages.invalidNumberOfSections(
        after: newCounts.count, before: oldCounts.count, inserted: inserted, deleted: deleted,
        context: countContext))
  }

  // MARK: Helpers

  var countContext: BatchUpdateMessages.CountContext {
    BatchUpdateMessages.CountContext(
      style: style, before: oldCounts, after: newCounts, batch: batch)
  }

  func fail(_ violation: UIKitStandInViolation) -> BatchUpdateFailure {
    BatchUpdateFailure(violation: violation)
  }

  /// The surviving sections, old → new, in the order after the update (the order in which
  /// UIKit reports the first failing section).
  func survivingSections(_ sections: SectionMapping) -> [(old: Int, new: Int)] {
    oldCounts.indices.compactMap { old in sections.newSection(forOld: old).map { (old, $0) } }
      .sorted { $0.new < $1.new }
  }
}

/// The elements of `elements` without exact repeats, in first-seen order (UIKit silently
/// ignores an exact duplicate move).
func removingExactRepeats<Element: Hashable>(_ elements: [Element]) -> [Element] {
  var seen: Set<Element> = []
  return elements.filter { seen.insert($0).inserted }
}
