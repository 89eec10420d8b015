// MARK: - Snapshot + Reconfiguring

extension Snapshot {
  /// This snapshot with the shown ones of these items marked for reconfiguring: a row whose
  /// item was expanded or collapsed draws its disclosure control again.
  func reconfiguringShown(_ ids: some Sequence<Item.ID>) -> Snapshot {
    let shown = ids.filter { path(of: $0) != nil }
    guard !shown.isEmpty else { return self }
    var marked = self
    try? marked.reconfigureItems(shown)
    return marked
  }

  /// This snapshot of the rows shown of `new` with the rows marked for reconfiguring whose
  /// level differs in `shown`, or whose item has children in only one of `old` and `new`, so
  /// that their indentation and disclosure control are drawn again.
  ///
  /// - Complexity: O(*n* log *n*).
  func reconfiguringOutlineChanges(from shown: Snapshot, old: Snapshot?, new: Snapshot)
    -> Snapshot
  {
    guard shown.isOutline || isOutline || old?.isOutline == true else { return self }
    let changed = itemIdentifiers.filter { id in
      guard let before = shown.level(of: id) else { return false }
      return before != level(of: id) || (old?.hasChildren(id) ?? false) != new.hasChildren(id)
    }
    return reconfiguringShown(changed)
  }
}
