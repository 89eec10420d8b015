// MARK: - BatchUpdate + Section sources

extension BatchUpdate {
  /// For each section after the batch, the section before it that it continues, or `nil` for
  /// an inserted section, worked out from the batch alone as a list view does: moved sections
  /// go where their move says, and the others keep their order and fill the indices that are
  /// neither inserted nor the destination of a move.
  ///
  /// Surfaces use it to carry their rows through a batch.
  ///
  /// - Parameters:
  ///   - oldCount: The number of sections before the batch.
  ///   - newCount: The number of sections after the batch.
  /// - Returns: The source of each new section, or `nil` if the batch's sections cannot be
  ///   laid out (``BatchValidator`` then says why).
  /// - Complexity: O(*s*), where *s* is the number of sections.
  public func sectionSources(oldCount: Int, newCount: Int) -> [Int?]? {
    guard newCount >= 0, oldCount >= 0 else { return nil }
    var sources = [Int?](repeating: nil, count: newCount)
    var placed = [Bool](repeating: false, count: newCount)
    for index in insertedSections {
      guard sources.indices.contains(index) else { return nil }
      placed[index] = true
    }
    for move in movedSections {
      guard sources.indices.contains(move.to), (0..<oldCount).contains(move.from) else {
        return nil
      }
      sources[move.to] = move.from
      placed[move.to] = true
    }
    let leaving = Set(deletedSections).union(movedSections.map(\.from))
    var remaining = (0..<oldCount).filter { !leaving.contains($0) }.makeIterator()
    for index in 0..<newCount where !placed[index] {
      guard let source = remaining.next() else { return nil }
      sources[index] = source
    }
    return remaining.next() == nil ? sources : nil
  }
}
