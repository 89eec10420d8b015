// MARK: - Snapshot + Invariants

extension Snapshot {
  /// Every way the snapshot's lookup tables disagree with its sections and items; empty when
  /// the snapshot is consistent.
  ///
  /// - Complexity: O(*n*), where *n* is the number of sections and items.
  package func _invariantViolations() -> [String] {
    var violations: [String] = []
    if _sections.count != _items.count {
      violations.append("\(_sections.count) sections but \(_items.count) item lists")
    }
    if _sectionIndex.count != _sections.count {
      violations.append("section index holds \(_sectionIndex.count) of \(_sections.count)")
    }
    for (index, section) in _sections.enumerated() where _sectionIndex[section.id] != index {
      violations.append(
        "section '\(section.id)' at \(index) indexed at \(String(describing: _sectionIndex[section.id]))"
      )
    }
    var itemCount = 0
    for (sectionIndex, items) in _items.enumerated() {
      for (itemIndex, item) in items.enumerated() {
        itemCount += 1
        let path = ItemPath(section: sectionIndex, item: itemIndex)
        if _itemIndex[item.id] != path {
          violations.append(
            "item '\(item.id)' at \(path) indexed at \(String(describing: _itemIndex[item.id]))")
        }
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
    return violations
  }

  /// Traps on any inconsistency when built with `-D TABULA_INTERNAL_CHECKS`; otherwise does
  /// nothing.
  @usableFromInline
  func _assertInvariants() {
    #if TABULA_INTERNAL_CHECKS
    let violations = _invariantViolations()
    precondition(violations.isEmpty, "Snapshot invariants broken: \(violations)")
    #endif
  }
}
