// MARK: - SectionMapping

/// Where each old section goes in a batch: inserted sections and move destinations take their
/// new indexes; the other surviving sections fill the remaining indexes in order.
struct SectionMapping {
  private var newIndexOfOld: [Int: Int] = [:]
  private let fresh: IndexSet

  /// - Parameters:
  ///   - oldCount: The section count before the update.
  ///   - newCount: The section count after the update.
  ///   - deletes: Deleted old sections (reloaded ones included).
  ///   - inserts: Inserted new sections, reloaded ones included where their insert halves
  ///     land (``ReloadLandings``).
  ///   - moves: Section moves, without repeats.
  init(
    oldCount: Int, newCount: Int, deletes: IndexSet, inserts: IndexSet,
    moves: [PendingBatch.Move<Int>]
  ) {
    fresh = inserts
    let movedSources = Set(moves.map(\.from))
    var taken = inserts
    for move in moves {
      newIndexOfOld[move.from] = move.to
      taken.insert(move.to)
    }
    let flowing = (0..<oldCount).filter { !deletes.contains($0) && !movedSources.contains($0) }
    let freeSlots = (0..<newCount).filter { !taken.contains($0) }
    for (old, new) in zip(flowing, freeSlots) {
      newIndexOfOld[old] = new
    }
  }

  /// The new index of old section `old`, or `nil` when it is deleted or reloaded.
  func newSection(forOld old: Int) -> Int? {
    newIndexOfOld[old]
  }

  /// Whether new section `new` is inserted (or the insert half of a reload).
  func isFresh(_ new: Int) -> Bool {
    fresh.contains(new)
  }
}
