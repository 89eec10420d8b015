// MARK: - BatchValidator + SectionMap

extension BatchValidator {
  /// Where each surviving section goes: the index after the update of each section before
  /// it, and back.
  struct SectionMap {
    /// The index after the update of each section before it; `nil` for deleted sections.
    let newIndex: [Int?]

    /// The index before the update of each section after it; `nil` for inserted sections.
    let oldIndex: [Int?]
  }
}

// MARK: - BatchValidator.Validation + SectionMap

extension BatchValidator.Validation {
  /// Where each surviving section goes, or `nil` when the section operations do not say so
  /// unambiguously.
  ///
  /// A moved section goes where its move says. The other sections that are not deleted keep
  /// their order and take, in order, the indices after the update that are neither inserted
  /// nor the destination of a move. The map exists only when every section operation is in
  /// range, no two moves share a source or a destination, no move starts at a deleted section
  /// or ends at an inserted one, and the sections left over fill the indices left over
  /// exactly.
  ///
  /// - Complexity: O(*n* + *s*), where *n* is the number of section operations and *s* is the
  ///   number of sections before and after the update.
  func sectionMap() -> BatchValidator.SectionMap? {
    if deletedSections.positions.isEmpty, insertedSections.positions.isEmpty,
      sectionMoves.moves.isEmpty
    {
      // NB: the common batch, with no section moving: every section keeps its index.
      guard before.count == after.count,
        reloadedSections.positions.allSatisfy(before.indices.contains)
      else { return nil }
      let sameIndex = before.indices.map { Optional($0) }
      return BatchValidator.SectionMap(newIndex: sameIndex, oldIndex: sameIndex)
    }
    let sectionsExist =
      deletedSections.positions.allSatisfy(before.indices.contains)
      && reloadedSections.positions.allSatisfy(before.indices.contains)
      && insertedSections.positions.allSatisfy(after.indices.contains)
      && sectionMoves.moves.allSatisfy {
        before.indices.contains($0.from) && after.indices.contains($0.to)
          && !deletedSections.contains($0.from) && !insertedSections.contains($0.to)
      }
    guard sectionsExist, sectionMoves.sharedSources.isEmpty,
      sectionMoves.sharedDestinations.isEmpty
    else { return nil }

    var newIndex = [Int?](repeating: nil, count: before.count)
    var oldIndex = [Int?](repeating: nil, count: after.count)
    for move in sectionMoves.moves {
      newIndex[move.from] = move.to
      oldIndex[move.to] = move.from
    }
    var freeIndices = after.indices.lazy.filter {
      !insertedSections.contains($0) && sectionMoves.move(to: $0) == nil
    }.makeIterator()
    for section in before.indices
    where !deletedSections.contains(section) && sectionMoves.move(from: section) == nil {
      guard let index = freeIndices.next() else { return nil }
      newIndex[section] = index
      oldIndex[index] = section
    }
    guard freeIndices.next() == nil else { return nil }
    return BatchValidator.SectionMap(newIndex: newIndex, oldIndex: oldIndex)
  }
}
