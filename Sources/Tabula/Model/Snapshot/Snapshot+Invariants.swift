// MARK: - Snapshot + Invariants

extension Snapshot {
  /// Every way the snapshot's lookup tables and item trees disagree with its sections and
  /// items; empty when the snapshot is consistent.
  ///
  /// - Complexity: O(*n*), where *n* is the number of sections and items.
  package func _invariantViolations() -> [String] {
    var violations: [String] = []
    if _sections.count != _items.count || _sections.count != _sectionKeys.count {
      violations.append(
        "\(_sections.count) sections, \(_items.count) item trees, \(_sectionKeys.count) keys")
    }
    if _sectionIndex.count != _sections.count || _sectionIndexByKey.count != _sections.count {
      violations.append(
        "section tables hold \(_sectionIndex.count) and \(_sectionIndexByKey.count) of \(_sections.count)"
      )
    }
    for (index, section) in _sections.enumerated() where _sectionIndex[section.id] != index {
      violations.append(
        "section '\(section.id)' at \(index) indexed at \(String(describing: _sectionIndex[section.id]))"
      )
    }
    for (index, key) in _sectionKeys.enumerated() where _sectionIndexByKey[key] != index {
      violations.append(
        "section key \(key) at \(index) indexed at \(String(describing: _sectionIndexByKey[key]))")
    }
    var itemCount = 0
    for (sectionIndex, tree) in _items.enumerated() where sectionIndex < _sectionKeys.count {
      violations += tree._invariantViolations().map { "section \(sectionIndex): \($0)" }
      let key = _sectionKeys[sectionIndex]
      var itemIndex = 0
      tree.forEachLabelled { item, label in
        // NB: the slot, not the position it gives: with increasing labels (checked with the
        // tree), a right slot gives the right position, and the check stays O(n).
        let slot = _itemIndex[item.id]
        if slot.map({ Int($0.sectionKey) }) != key || slot?.label != label {
          let path = ItemPath(section: sectionIndex, item: itemIndex)
          violations.append("item '\(item.id)' at \(path) has slot \(String(describing: slot))")
        }
        itemIndex += 1
        itemCount += 1
      }
    }
    if _itemIndex.count != itemCount {
      violations.append("item index holds \(_itemIndex.count) of \(itemCount)")
    }
    let marked = _reloadedItems.union(_reconfiguredItems)
    for id in marked where _itemIndex[id] == nil {
      violations.append("mark on absent item '\(id)'")
    }
    for id in _reloadedSections where _sectionIndex[id] == nil {
      violations.append("mark on absent section '\(id)'")
    }
    if _marks?.isEmpty == true {
      violations.append("empty reload marks kept")
    }
    return violations
  }

  /// The most levels of any section's item tree; 0 without sections.
  /// What breaks the shape of a section's outline (see `_ItemTree._outlineViolations()`).
  ///
  /// NB: apart from `_invariantViolations()`: the engine's intermediate snapshots leave out
  /// some rows of an outline and may break its shape, and need not keep it.
  package func _outlineViolations() -> [String] {
    _items.enumerated().flatMap { section, tree in
      tree._outlineViolations().map { "section \(section): \($0)" }
    }
  }

  package var _itemTreeDepth: Int { _items.lazy.map(\._depth).max() ?? 0 }

  /// The number of item-tree nodes of this snapshot that `other` does not hold, comparing
  /// sections at the same index: what an edit that made this snapshot from a copy of `other`
  /// copied or created.
  ///
  /// - Complexity: O(*n*), where *n* is the number of nodes of `other`.
  package func _itemNodesNotShared(with other: Snapshot) -> Int {
    var unshared = 0
    for (index, tree) in _items.enumerated() {
      unshared +=
        index < other._items.count
        ? tree._nodesNotShared(with: other._items[index]) : tree._nodesNotShared(with: _ItemTree())
    }
    return unshared
  }

  /// Traps on any inconsistency when built with `-D TABULA_INTERNAL_CHECKS`; otherwise does
  /// nothing.
  @usableFromInline
  func _assertInvariants() {
    #if TABULA_INTERNAL_CHECKS
    let violations = _invariantViolations() + _outlineViolations()
    precondition(violations.isEmpty, "Snapshot invariants broken: \(violations)")
    #endif
  }
}
