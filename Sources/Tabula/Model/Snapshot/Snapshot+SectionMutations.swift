// MARK: - Snapshot + Section mutations

extension Snapshot {
  /// Adds empty sections after the last section.
  ///
  /// ```swift
  /// try snapshot.appendSections([ListSection("Europe"), ListSection("Asia")])
  /// ```
  ///
  /// - Parameter sections: The sections to add, in order.
  /// - Throws: ``SnapshotError/duplicateIdentifiers(sections:items:)`` if a section identifier
  ///   is already in the snapshot or occurs twice in `sections`. Nothing changes.
  /// - Complexity: O(*k*) on average, where *k* is the number of new sections.
  public mutating func appendSections(_ sections: [Section]) throws(Failure) {
    try _insertSections(sections, at: _sections.count)
  }

  /// Adds empty sections before the section with the given identifier.
  ///
  /// - Parameters:
  ///   - sections: The sections to add, in order.
  ///   - id: The identifier of the section they go before.
  /// - Throws: ``SnapshotError/unknownSections(_:)`` if there is no section `id`;
  ///   ``SnapshotError/duplicateIdentifiers(sections:items:)`` if a new identifier repeats
  ///   one. Nothing changes.
  /// - Complexity: O(*k* + *s*) on average, where *s* is the number of sections after the
  ///   insertion point, whose indices shift; no item is renumbered.
  public mutating func insertSections(_ sections: [Section], beforeSection id: Section.ID)
    throws(Failure)
  {
    guard let index = _sectionIndex[id] else { throw .unknownSections([id]) }
    try _insertSections(sections, at: index)
  }

  /// Adds empty sections after the section with the given identifier.
  ///
  /// - Parameters:
  ///   - sections: The sections to add, in order.
  ///   - id: The identifier of the section they go after.
  /// - Throws: ``SnapshotError/unknownSections(_:)`` if there is no section `id`;
  ///   ``SnapshotError/duplicateIdentifiers(sections:items:)`` if a new identifier repeats
  ///   one. Nothing changes.
  /// - Complexity: O(*k* + *s*) on average, where *s* is the number of sections after the
  ///   insertion point, whose indices shift; no item is renumbered.
  public mutating func insertSections(_ sections: [Section], afterSection id: Section.ID)
    throws(Failure)
  {
    guard let index = _sectionIndex[id] else { throw .unknownSections([id]) }
    try _insertSections(sections, at: index + 1)
  }

  /// Removes sections and all of their items.
  ///
  /// - Parameter ids: The identifiers of the sections to remove. Repeats are ignored.
  /// - Throws: ``SnapshotError/unknownSections(_:)`` naming every identifier that is not in
  ///   the snapshot. Nothing changes.
  /// - Complexity: O(*k* + *r* × *s*) on average, where *k* is the number of removed items,
  ///   *r* the number of removed sections and *s* the number of sections.
  public mutating func deleteSections(_ ids: [Section.ID]) throws(Failure) {
    let unknown = _unknown(ids) { _sectionIndex[$0] != nil }
    guard unknown.isEmpty else { throw .unknownSections(unknown) }
    let removed = Set(ids.compactMap { _sectionIndex[$0] })
    guard let first = removed.min() else { return }
    for index in removed {
      for item in _items[index] { _forgetItem(item.id) }
      _sectionIndex[_sections[index].id] = nil
      _sectionIndexByKey[_sectionKeys[index]] = nil
      if _marks != nil {
        let id = _sections[index].id
        _editMarks { $0.reloadedSections.remove(id) }
      }
    }
    for index in removed.sorted(by: >) {
      _sections.remove(at: index)
      _items.remove(at: index)
      _sectionKeys.remove(at: index)
    }
    _reindexSections(from: first)
    _recordSectionEdit()
    _assertInvariants()
  }

  /// Moves a section, with its items, so that it stands just before another section.
  ///
  /// Moving a section before itself changes nothing.
  ///
  /// - Parameters:
  ///   - id: The identifier of the section to move.
  ///   - target: The identifier of the section it goes before.
  /// - Throws: ``SnapshotError/unknownSections(_:)`` naming whichever of the two is not in the
  ///   snapshot. Nothing changes.
  /// - Complexity: O(*s*) on average, where *s* is the number of sections between the old and
  ///   the new place; no item is renumbered.
  public mutating func moveSection(_ id: Section.ID, beforeSection target: Section.ID)
    throws(Failure)
  {
    try _moveSection(id, relativeTo: target, after: false)
  }

  /// Moves a section, with its items, so that it stands just after another section.
  ///
  /// Moving a section after itself changes nothing.
  ///
  /// - Parameters:
  ///   - id: The identifier of the section to move.
  ///   - target: The identifier of the section it goes after.
  /// - Throws: ``SnapshotError/unknownSections(_:)`` naming whichever of the two is not in the
  ///   snapshot. Nothing changes.
  /// - Complexity: O(*s*) on average, where *s* is the number of sections between the old and
  ///   the new place; no item is renumbered.
  public mutating func moveSection(_ id: Section.ID, afterSection target: Section.ID)
    throws(Failure)
  {
    try _moveSection(id, relativeTo: target, after: true)
  }

  /// Replaces section models with new values that have the same identifiers.
  ///
  /// Use this when a section's content (a header title, say) changed but the section stayed.
  ///
  /// - Parameter sections: The new section values, matched by identifier.
  /// - Throws: ``SnapshotError/unknownSections(_:)`` naming every identifier that is not in
  ///   the snapshot. Nothing changes.
  /// - Complexity: O(*k*) on average, where *k* is the number of sections given.
  public mutating func updateSections(_ sections: [Section]) throws(Failure) {
    let unknown = _unknown(sections.lazy.map(\.id)) { _sectionIndex[$0] != nil }
    guard unknown.isEmpty else { throw .unknownSections(unknown) }
    for section in sections {
      if let index = _sectionIndex[section.id] { _sections[index] = section }
    }
    _recordSectionEdit()
  }

  // MARK: Private

  private mutating func _insertSections(_ sections: [Section], at index: Int) throws(Failure) {
    if _wouldDuplicate(sections.lazy.map(\.id), existing: { _sectionIndex[$0] != nil }) {
      var sectionLayout = _sections
      var itemLayout = _itemLayout
      sectionLayout.insert(contentsOf: sections, at: index)
      itemLayout.insert(contentsOf: repeatElement([], count: sections.count), at: index)
      throw Self._duplicates(sections: sectionLayout, items: itemLayout)
    }
    _sections.insert(contentsOf: sections, at: index)
    _items.insert(contentsOf: repeatElement(_ItemTree(), count: sections.count), at: index)
    for offset in sections.indices { _ = _newSectionKey(at: index + offset) }
    _reindexSections(from: index)
    _recordSectionEdit()
    _assertInvariants()
  }

  private mutating func _moveSection(_ id: Section.ID, relativeTo target: Section.ID, after: Bool)
    throws(Failure)
  {
    guard let source = _sectionIndex[id], let anchor = _sectionIndex[target] else {
      throw .unknownSections(_unknown([id, target]) { _sectionIndex[$0] != nil })
    }
    guard id != target else { return }
    let section = _sections.remove(at: source)
    let items = _items.remove(at: source)
    let key = _sectionKeys.remove(at: source)
    var destination = anchor > source ? anchor - 1 : anchor
    if after { destination += 1 }
    _sections.insert(section, at: destination)
    _items.insert(items, at: destination)
    _sectionKeys.insert(key, at: destination)
    _reindexSections(from: min(source, destination))
    _recordSectionEdit()
    _assertInvariants()
  }
}
