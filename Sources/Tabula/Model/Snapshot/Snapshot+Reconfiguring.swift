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
  /// item has children in only one of `old` and `new`, so that their disclosure control is
  /// drawn again.
  ///
  /// - Complexity: O(*n* log *n*).
  func reconfiguringDisclosureChanges(old: Snapshot?, new: Snapshot) -> Snapshot {
    guard isOutline || old?.isOutline == true else { return self }
    let changed = itemIdentifiers.filter { id in
      (old?.hasChildren(id) ?? false) != new.hasChildren(id)
    }
    return reconfiguringShown(changed)
  }

  /// This snapshot of rows with the rows marked for reconfiguring that `onScreen` shows at
  /// another level, so that their indentation is drawn again: whatever path the rows took to
  /// their new level (an update that waited, a collapse and an expansion, a move), the cell
  /// on screen still shows the old one.
  ///
  /// - Complexity: O(*k* *d* log *n*) when these rows were derived from `onScreen` by *k* item
  ///   edits, for an outline *d* levels deep; O(*n* log *n*) otherwise.
  func reconfiguringLevelChanges(from onScreen: Snapshot) -> Snapshot {
    guard isOutline || onScreen.isOutline else { return self }
    let candidates = _itemsTouched(since: onScreen._version) ?? Set(itemIdentifiers)
    let changed = candidates.filter { id in
      guard let before = onScreen.level(of: id), let after = level(of: id) else { return false }
      return before != after
    }
    return reconfiguringShown(changed)
  }
}
