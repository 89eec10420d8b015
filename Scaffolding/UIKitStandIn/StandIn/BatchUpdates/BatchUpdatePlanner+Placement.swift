// MARK: - BatchUpdatePlanner + Placement

extension BatchUpdatePlanner {
  /// Where every surviving row goes. In each surviving section, move destinations, reloads'
  /// insert halves and inserts take their new indexes; the rows that stay (neither deleted,
  /// moved nor reloaded) fill the other indexes in order. A reloaded row's cell leaves; its
  /// landing index path gets whatever cell the data source gives for it.
  func placeItems(_ changes: Changes) -> BatchUpdatePlan {
    var plan = BatchUpdatePlan()
    let moves = changes.itemMoves
    let leaving = Set(batch.itemDeletes).union(moves.map(\.from)).union(changes.itemReloads)
    let survivors = survivingSections(changes.sections)
    for (oldSection, newSection) in survivors {
      let taken = takenSlots(inSection: newSection, changes)
      let freeSlots = (0..<newCounts[newSection]).filter { !taken.contains($0) }
      let staying = (0..<oldCounts[oldSection]).map { IndexPath(row: $0, section: oldSection) }
        .filter { !leaving.contains($0) }
      for (old, slot) in zip(staying, freeSlots) {
        plan.itemMap[old] = IndexPath(row: slot, section: newSection)
      }
    }
    for move in moves {
      plan.itemMap[move.from] = move.to
    }
    let movedSections = Set(changes.sectionMoves.map(\.from))
    for (oldSection, newSection) in survivors where !movedSections.contains(oldSection) {
      plan.keptSections[oldSection] = newSection
    }
    plan.replacedItems = Set(changes.itemReloads)
    plan.reconfiguredItems = batch.itemReconfigures
    return plan
  }

  /// The indexes of new section `section` that rows staying in it cannot take.
  ///
  /// An index path inserted twice (which collection views count twice) takes the next index
  /// not taken after it, or the first free one when none is left after it: which cells a device
  /// shows there is not on record (IGListKit's test checks only the count).
  private func takenSlots(inSection section: Int, _ changes: Changes) -> Set<Int> {
    var taken = Set(changes.itemMoves.filter { $0.to[0] == section }.map { $0.to[1] })
    taken.formUnion(changes.landings.items.values.filter { $0[0] == section }.map { $0[1] })
    let count = newCounts[section]
    for insert in batch.itemInserts.filter({ $0[0] == section }).map({ $0[1] }).sorted() {
      var slot = insert
      while taken.contains(slot), slot < count {
        slot += 1
      }
      if slot >= count, let free = (0..<count).first(where: { !taken.contains($0) }) {
        slot = free
      }
      taken.insert(slot)
    }
    return taken
  }
}
