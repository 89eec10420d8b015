// MARK: - UpdatePlan + Shifted reloads

extension UpdatePlan {
  /// Replaces each item reload of a structural batch that UIKit might place elsewhere with a
  /// delete and an insert of the item at its position.
  ///
  /// Apple documents a reload as a delete and an insert at the same index; on devices, UIKit
  /// shifted the insert half for the deletes and inserts before it, ignoring moves
  /// (``BatchUpdate/_ShiftedReloads``). The plan reloads an item only where it keeps its
  /// position, which the first reading needs; where the second reading shifts it, the item
  /// leaves and arrives instead, in the same batch: one animation, as a reload is, with no
  /// intermediate state shown, and right under both readings. Each replacement adds a delete
  /// and an insert, which can shift a reload after it, so the check runs until none is left.
  ///
  /// - Parameter batch: A batch whose item deletes, inserts and reloads are sorted; they stay
  ///   sorted.
  /// - Complexity: O(*r* log² *c*) for *r* reloads and *c* deletes and inserts, per round; a
  ///   batch with no delete or insert, as most with reloads are, is not read.
  @inlinable
  static func _replaceShiftedItemReloads(in batch: inout BatchUpdate) {
    _replaceShiftedReloads(
      \.reloadedItems, deleted: \.deletedItems, inserted: \.insertedItems, in: &batch
    ) { $0.item($1) }
  }

  /// Replaces each section reload of a structural batch that UIKit might place elsewhere with
  /// a delete and an insert of the section at its index, as for items.
  ///
  /// The plan reloads a section in the structural batch only where it keeps its index and
  /// none of its items change, so the section's rows leave and arrive with it, in the same
  /// batch.
  ///
  /// - Complexity: O(*r* log² *s*) for *r* reloaded and *s* deleted and inserted sections, per
  ///   round.
  @inlinable
  static func _replaceShiftedSectionReloads(in batch: inout BatchUpdate) {
    _replaceShiftedReloads(
      \.reloadedSections, deleted: \.deletedSections, inserted: \.insertedSections, in: &batch
    ) { $0.section($1) }
  }

  /// Replaces the reloads that `placed` puts elsewhere than their position with a delete and
  /// an insert at it, until none is left; the deletes and inserts stay sorted.
  @inlinable
  static func _replaceShiftedReloads<Position: Comparable>(
    _ reloaded: WritableKeyPath<BatchUpdate, [Position]>,
    deleted: WritableKeyPath<BatchUpdate, [Position]>,
    inserted: WritableKeyPath<BatchUpdate, [Position]>,
    in batch: inout BatchUpdate,
    placed: (BatchUpdate._ShiftedReloads, Position) -> Position
  ) {
    guard !batch[keyPath: reloaded].isEmpty else { return }
    while !batch[keyPath: deleted].isEmpty || !batch[keyPath: inserted].isEmpty {
      let placement = BatchUpdate._ShiftedReloads(batch)
      var shifted: [Position] = []
      batch[keyPath: reloaded].removeAll { position in
        guard placed(placement, position) != position else { return false }
        shifted.append(position)
        return true
      }
      guard !shifted.isEmpty else { return }
      shifted.sort()
      batch[keyPath: deleted] = _merging(batch[keyPath: deleted].sorted(), shifted)
      batch[keyPath: inserted] = _merging(batch[keyPath: inserted].sorted(), shifted)
    }
  }

  /// Two increasing arrays as one.
  @inlinable
  static func _merging<Position: Comparable>(
    _ first: [Position], _ second: [Position]
  ) -> [Position] {
    var merged: [Position] = []
    merged.reserveCapacity(first.count + second.count)
    var (i, j) = (first.startIndex, second.startIndex)
    while i < first.endIndex, j < second.endIndex {
      if second[j] < first[i] {
        merged.append(second[j])
        j += 1
      } else {
        merged.append(first[i])
        i += 1
      }
    }
    merged.append(contentsOf: first[i...])
    merged.append(contentsOf: second[j...])
    return merged
  }
}
