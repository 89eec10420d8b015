// MARK: - Snapshot + Unchecked

extension Snapshot {
  /// Builds a snapshot from layouts the update engine derived from valid snapshots, whose
  /// identifiers are unique by construction.
  ///
  /// - Complexity: O(*n*) on average.
  @usableFromInline
  init(
    _uncheckedSections sections: ContiguousArray<Section>,
    items: ContiguousArray<ContiguousArray<Item>>
  ) {
    self.init()
    _sections = sections
    _items = items
    _sectionIndex.reserveCapacity(sections.count)
    _itemIndex.reserveCapacity(items.reduce(0) { $0 + $1.count })
    _reindexSections(from: 0)
    _reindexItems(inSections: 0..<sections.count)
    assert(_invariantViolations().isEmpty, "derived snapshot has duplicate identifiers")
  }
}
