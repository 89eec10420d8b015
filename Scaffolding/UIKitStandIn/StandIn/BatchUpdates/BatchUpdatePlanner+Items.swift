// MARK: - BatchUpdatePlanner + Items

extension BatchUpdatePlanner {
  func checkItemRanges(_ changes: Changes) throws(BatchUpdateFailure) {
    func exists(_ path: IndexPath, in counts: [Int]) -> Bool {
      path.count == 2 && path[0] >= 0 && path[0] < counts.count && path[1] >= 0
        && path[1] < counts[path[0]]
    }
    if let path = batch.itemDeletes.first(where: { !exists($0, in: oldCounts) }) {
      throw fail(messages.deleteOutOfRange(path, counts: oldCounts))
    }
    if let path = changes.itemReloads.first(where: { !exists($0, in: oldCounts) }) {
      throw fail(messages.reloadOutOfRange(path, counts: oldCounts))
    }
    if let path = batch.itemReconfigures.first(where: { !exists($0, in: oldCounts) }) {
      throw fail(messages.reconfigureOutOfRange(path, counts: oldCounts))
    }
    let moves = changes.itemMoves
    if let move = moves.first(where: { !exists($0.from, in: oldCounts) }) {
      throw fail(messages.moveSourceOutOfRange(move.from, counts: oldCounts))
    }
    if let move = moves.first(where: { !exists($0.to, in: newCounts) }) {
      throw fail(messages.moveDestinationOutOfRange(move.from, to: move.to, counts: newCounts))
    }
    if let path = batch.itemInserts.first(where: { !exists($0, in: newCounts) }) {
      throw fail(messages.insertOutOfRange(path, counts: newCounts))
    }
    for reload in changes.itemReloads {
      guard let landing = changes.landings.items[reload], !exists(landing, in: newCounts)
      else { continue }
      throw fail(messages.reloadLandingOutOfRange(reload, landing: landing, counts: newCounts))
    }
  }

  func checkItemConflicts(_ changes: Changes) throws(BatchUpdateFailure) {
    if let path = firstRepeat(batch.itemDeletes) {
      throw fail(messages.duplicateDelete(path))
    }
    if !words.countsRepeatedInserts, let path = firstRepeat(batch.itemInserts) {
      throw fail(messages.duplicateInsert(path))
    }
    let reloads = Set(changes.itemReloads)
    if let path = batch.itemDeletes.first(where: { reloads.contains($0) }) {
      throw fail(messages.deleteAndReload(path))
    }
    try checkItemMoves(changes)
    let movedSections = Set(changes.sectionMoves.map(\.to))
    if let path = batch.itemInserts.first(where: { movedSections.contains($0[0]) }) {
      throw fail(messages.insertIntoMovedSection(path))
    }
    for reload in changes.itemReloads {
      guard let landing = changes.landings.items[reload], changes.sections.isFresh(landing[0])
      else { continue }
      throw fail(messages.reloadIntoInsertedSection(reload, landing: landing))
    }
  }

  private func checkItemMoves(_ changes: Changes) throws(BatchUpdateFailure) {
    let deletes = Set(batch.itemDeletes)
    let reloads = Set(changes.itemReloads)
    let inserts = Set(batch.itemInserts)
    let landings = Set(changes.landings.items.values)
    let movedSections = Set(changes.sectionMoves.map(\.to))
    let sections = changes.sections
    var destinationOfSource: [IndexPath: IndexPath] = [:]
    var sourceOfDestination: [IndexPath: IndexPath] = [:]
    for move in changes.itemMoves {
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
      if inserts.contains(move.to) || landings.contains(move.to) {
        throw fail(messages.insertAndMove(move.to))
      }
      let sourceSection = sections.newSection(forOld: move.from[0])
      if sourceSection == nil {
        throw fail(messages.moveFromDeletedSection(move.from[0]))
      }
      if sections.isFresh(move.to[0]) {
        throw fail(messages.moveIntoInsertedSection(move.to[0]))
      }
      if movedSections.contains(move.to[0]), sourceSection != move.to[0] {
        throw fail(messages.moveIntoMovedSection(move))
      }
    }
  }

  func checkItemCounts(_ changes: Changes) throws(BatchUpdateFailure) {
    let moves = changes.itemMoves
    for (oldSection, newSection) in survivingSections(changes.sections) {
      let inserted =
        batch.itemInserts.count { $0[0] == newSection }
        + changes.landings.itemLandingCount(inSection: newSection)
      let deleted =
        batch.itemDeletes.count { $0[0] == oldSection }
        + changes.itemReloads.count { $0[0] == oldSection }
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

  private func firstRepeat(_ paths: [IndexPath]) -> IndexPath? {
    var seen: Set<IndexPath> = []
    for path in paths where !seen.insert(path).inserted {
      return path
    }
    return nil
  }
}
