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
    self.init(
      _uncheckedSections: sections, trees: ContiguousArray(items.lazy.map { _ItemTree($0) }))
  }

  /// Builds a snapshot from sections and their item trees, whose identifiers are unique by
  /// construction; the trees are shared, not copied.
  ///
  /// - Complexity: O(*n*) on average.
  @usableFromInline
  init(
    _uncheckedSections sections: ContiguousArray<Section>, trees: ContiguousArray<_ItemTree<Item>>
  ) {
    self.init()
    _sections = sections
    _items = trees
    _sectionIndex.reserveCapacity(sections.count)
    _sectionIndexByKey.reserveCapacity(sections.count)
    _itemIndex.reserveCapacity(trees.reduce(0) { $0 + $1.count })
    for index in sections.indices {
      _sectionIndex[sections[index].id] = index
      let key = _newSectionKey(at: index)
      _recordSlots(of: trees[index], sectionKey: key)
    }
    assert(_invariantViolations().isEmpty, "derived snapshot has duplicate identifiers")
  }
}
