// MARK: - BatchUpdatePlanner

/// Checks one batch against UIKit's rules (BATCH-RULES.md §3) and plans where the rows go.
///
/// Index spaces: deletes, reloads, reconfigures and move sources use the old (cached) counts;
/// inserts and move destinations the new (data source) counts. A reload is UIKit's delete plus
/// insert *at the same index* — which ignores section shifts, as UIKit does (openradar 27041784,
/// IGListKit's `IGListAdapter.m` comment): reloading a row of a section that moves or shifts in
/// the same batch fails the count check, and reloading a section where another section moves
/// to is an insert-and-move conflict. Checks run in this order and the first failure wins:
/// section ranges, section conflicts, the section count, row ranges, row conflicts, row counts.
struct BatchUpdatePlanner {
  let words: ListVocabulary
  let oldCounts: [Int]
  let newCounts: [Int]
  let batch: PendingBatch
  let style: UIKitStandIn.MessageStyle

  private var messages: BatchUpdateMessages { BatchUpdateMessages(words: words) }

  func makePlan() throws(BatchUpdateFailure) -> BatchUpdatePlan {
    let sectionMoves = removingExactRepeats(batch.sectionMoves)
    let itemMoves = removingExactRepeats(batch.itemMoves)
    try checkSectionRanges(moves: sectionMoves)
    try checkSectionConflicts(moves: sectionMoves)
    try checkSectionCount()
    let sections = SectionMapping(
      oldCount: oldCounts.count, newCount: newCounts.count,
      deletes: batch.sectionDeletes.union(batch.sectionReloads),
      inserts: batch.sectionInserts.union(batch.sectionReloads), moves: sectionMoves)
    try checkItemRanges(moves: itemMoves)
    try checkItemConflicts(moves: itemMoves, sections: sections)
    try checkItemCounts(moves: itemMoves, sections: sections)
    return placeItems(moves: itemMoves, sections: sections)
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

  private func checkSectionConflicts(moves: [PendingBatch.Move<Int>]) throws(BatchUpdateFailure) {
    if let section = batch.sectionDeletes.intersection(batch.sectionReloads).first {
      throw fail(messages.deleteAndReloadSameSection(section))
    }
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
      if batch.sectionInserts.contains(move.to) || batch.sectionReloads.contains(move.to) {
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

  // MARK: Rows

  private func checkItemRanges(moves: [PendingBatch.Move<IndexPath>]) throws(BatchUpdateFailure) {
    func exists(_ path: IndexPath, in counts: [Int]) -> Bool {
      path.count == 2 && path[0] >= 0 && path[0] < counts.count && path[1] >= 0
        && path[1] < counts[path[0]]
    }
    if let path = batch.itemDeletes.first(where: { !exists($0, in: oldCounts) }) {
      throw fail(messages.deleteOutOfRange(path, counts: oldCounts))
    }
    if let path = batch.itemReloads.first(where: { !exists($0, in: oldCounts) }) {
      throw fail(messages.reloadOutOfRange(path, counts: oldCounts))
    }
    if let path = batch.itemReconfigures.first(where: { !exists($0, in: oldCounts) }) {
      throw fail(messages.reconfigureOutOfRange(path, counts: oldCounts))
    }
    if let move = moves.first(where: { !exists($0.from, in: oldCounts) }) {
      throw fail(messages.moveSourceOutOfRange(move.from, counts: oldCounts))
    }
    if let move = moves.first(where: { !exists($0.to, in: newCounts) }) {
      throw fail(messages.moveDestinationOutOfRange(move.from, to: move.to, counts: newCounts))
    }
    if let path = batch.itemInserts.first(where: { !exists($0, in: newCounts) }) {
      throw fail(messages.insertOutOfRange(path, counts: newCounts))
    }
  }

  private func checkItemConflicts(
    moves: [PendingBatch.Move<IndexPath>], sections: SectionMapping
  ) throws(BatchUpdateFailure) {
    if let path = firstDuplicate(batch.itemDeletes) {
      throw fail(messages.duplicateDelete(path))
    }
    if let path = firstDuplicate(batch.itemInserts) {
      throw fail(messages.duplicateInsert(path))
    }
    let deletes = Set(batch.itemDeletes)
    let reloads = Set(batch.itemReloads)
    let inserts = Set(batch.itemInserts)
    if let path = batch.itemDeletes.first(where: { reloads.contains($0) }) {
      throw fail(messages.deleteAndReload(path))
    }
    var destinationOfSource: [IndexPath: IndexPath] = [:]
    var sourceOfDestination: [IndexPath: IndexPath] = [:]
    for move in moves {
      if let earlier = destinationOfSource[move.from] {
        throw fail(messages.movedTwice(move.from, to: earlier, and: move.to))
      }
      if let earlier = sourceOfDestination[move.to] {
        throw fail(messages.movedToOnePlace(earlier, move.from, to: move.to))
      }
      destinationOfSource[move.from] = move.to
      sourceOfDestination[move.to] = move.from
      if deletes.contains(move.from) || reloads.contains(move.from) {
        throw fail(messages.deleteAndMove(move.from, reload: !deletes.contains(move.from)))
      }
      if inserts.contains(move.to) || reloads.contains(move.to) {
        throw fail(messages.insertAndMove(move.to))
      }
      if sections.newSection(forOld: move.from[0]) == nil {
        throw fail(messages.moveFromDeletedSection(move.from[0]))
      }
      if sections.isFresh(move.to[0]) {
        throw fail(messages.moveIntoInsertedSection(move.to[0]))
      }
    }
    let movedSections = Set(batch.sectionMoves.map(\.to))
    if let path = batch.itemInserts.first(where: { movedSections.contains($0[0]) }) {
      throw fail(messages.insertIntoMovedSection(path))
    }
  }

  private func checkItemCounts(
    moves: [PendingBatch.Move<IndexPath>], sections: SectionMapping
  ) throws(BatchUpdateFailure) {
    // UIKit reports the first failing section in the order after the update.
    let survivors = oldCounts.indices.compactMap { old in
      sections.newSection(forOld: old).map { (old: old, new: $0) }
    }
    for (oldSection, newSection) in survivors.sorted(by: { $0.new < $1.new }) {
      let inserted =
        batch.itemInserts.count { $0[0] == newSection }
        + batch.itemReloads.count { $0[0] == newSection }
      let deleted =
        batch.itemDeletes.count { $0[0] == oldSection }
        + batch.itemReloads.count { $0[0] == oldSection }
      let movedIn = moves.count { $0.to[0] == newSection && $0.from[0] != oldSection }
      let movedOut = moves.count { $0.from[0] == oldSection && $0.to[0] != newSection }
      let before = oldCounts[oldSection]
      let after = newCounts[newSection]
      guard after != before + inserted - deleted + movedIn - movedOut else { continue }
      let figures = BatchUpdateMessages.RowCountFigures(
        section: newSection, after: after, before: before, inserted: inserted, deleted: deleted,
        movedIn: movedIn, movedOut: movedOut)
      throw fail(messages.invalidNumberOfRows(figures, context: countContext))
    }
  }

  // MARK: Placement

  private func placeItems(
    moves: [PendingBatch.Move<IndexPath>], sections: SectionMapping
  ) -> BatchUpdatePlan {
    var plan = BatchUpdatePlan()
    let deletes = Set(batch.itemDeletes)
    let moveSources = Set(moves.map(\.from))
    // UIKit reports the first failing section in the order after the update.
    let survivors = oldCounts.indices.compactMap { old in
      sections.newSection(forOld: old).map { (old: old, new: $0) }
    }
    for (oldSection, newSection) in survivors.sorted(by: { $0.new < $1.new }) {
      var fixed = Set(batch.itemInserts.filter { $0[0] == newSection }.map { $0[1] })
      fixed.formUnion(moves.filter { $0.to[0] == newSection }.map { $0.to[1] })
      let freeSlots = (0..<newCounts[newSection]).filter { !fixed.contains($0) }
      let flowing = (0..<oldCounts[oldSection]).map { IndexPath(row: $0, section: oldSection) }
        .filter { !deletes.contains($0) && !moveSources.contains($0) }
      for (old, slot) in zip(flowing, freeSlots) {
        plan.itemMap[old] = IndexPath(row: slot, section: newSection)
      }
    }
    for move in moves {
      plan.itemMap[move.from] = move.to
    }
    let movedSections = Set(batch.sectionMoves.map(\.from))
    for (oldSection, newSection) in survivors where !movedSections.contains(oldSection) {
      plan.keptSections[oldSection] = newSection
    }
    plan.replacedItems = Set(batch.itemReloads)
    plan.reconfiguredItems = batch.itemReconfigures
    return plan
  }

  // MARK: Helpers

  private var countContext: BatchUpdateMessages.CountContext {
    BatchUpdateMessages.CountContext(
      style: style, before: oldCounts, after: newCounts, batch: batch)
  }

  private func fail(_ violation: UIKitStandInViolation) -> BatchUpdateFailure {
    BatchUpdateFailure(violation: violation)
  }

  private func firstDuplicate(_ paths: [IndexPath]) -> IndexPath? {
    var seen: Set<IndexPath> = []
    for path in paths where !seen.insert(path).inserted {
      return path
    }
    return nil
  }
}

/// The elements of `elements` without exact repeats, in first-seen order (UIKit silently
/// ignores an exact duplicate move).
private func removingExactRepeats<Element: Hashable>(_ elements: [Element]) -> [Element] {
  var seen: Set<Element> = []
  return elements.filter { seen.insert($0).inserted }
}
