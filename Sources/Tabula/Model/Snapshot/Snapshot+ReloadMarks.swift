// MARK: - Snapshot + Reload marks

extension Snapshot {
  /// The identifiers of the items marked with ``reloadItems(_:)``.
  public var reloadedItemIdentifiers: Set<Item.ID> { _reloadedItems }

  /// The identifiers of the items marked with ``reconfigureItems(_:)``.
  public var reconfiguredItemIdentifiers: Set<Item.ID> { _reconfiguredItems }

  /// The identifiers of the sections marked with ``reloadSections(_:)``.
  public var reloadedSectionIdentifiers: Set<Section.ID> { _reloadedSections }

  /// Marks items whose cells must be replaced, even though their content compares equal.
  ///
  /// Use this when something outside the item changed how it looks (an image finished
  /// downloading, say). The update engine reloads these cells: the old cell is replaced by a
  /// freshly dequeued one. Prefer ``reconfigureItems(_:)``, which keeps the cell.
  ///
  /// - Parameter ids: The identifiers of the items to reload.
  /// - Throws: ``SnapshotError/unknownItems(_:)`` naming every identifier that is not in the
  ///   snapshot. Nothing changes.
  /// - Complexity: O(*k*) on average, where *k* is the number of identifiers.
  public mutating func reloadItems(_ ids: [Item.ID]) throws(Failure) {
    let unknown = _unknown(ids) { _itemIndex[$0] != nil }
    guard unknown.isEmpty else { throw .unknownItems(unknown) }
    _editMarks { $0.reloadedItems.formUnion(ids) }
    _recordItemEdit(ids)
  }

  /// Marks items whose cells must be configured again in place, even though their content
  /// compares equal.
  ///
  /// The update engine reconfigures these cells: the same cell is given the item again,
  /// without a reload animation.
  ///
  /// - Parameter ids: The identifiers of the items to reconfigure.
  /// - Throws: ``SnapshotError/unknownItems(_:)`` naming every identifier that is not in the
  ///   snapshot. Nothing changes.
  /// - Complexity: O(*k*) on average, where *k* is the number of identifiers.
  public mutating func reconfigureItems(_ ids: [Item.ID]) throws(Failure) {
    let unknown = _unknown(ids) { _itemIndex[$0] != nil }
    guard unknown.isEmpty else { throw .unknownItems(unknown) }
    _editMarks { $0.reconfiguredItems.formUnion(ids) }
    _recordItemEdit(ids)
  }

  /// Marks sections whose cells and headers must all be replaced.
  ///
  /// - Parameter ids: The identifiers of the sections to reload.
  /// - Throws: ``SnapshotError/unknownSections(_:)`` naming every identifier that is not in
  ///   the snapshot. Nothing changes.
  /// - Complexity: O(*k*) on average, where *k* is the number of identifiers.
  public mutating func reloadSections(_ ids: [Section.ID]) throws(Failure) {
    let unknown = _unknown(ids) { _sectionIndex[$0] != nil }
    guard unknown.isEmpty else { throw .unknownSections(unknown) }
    _editMarks { $0.reloadedSections.formUnion(ids) }
    _recordSectionEdit()
  }

  /// Removes every reload and reconfigure mark, as the update engine does once it has
  /// carried them out.
  ///
  /// - Complexity: O(*k*), where *k* is the number of marks.
  public mutating func clearReloadMarks() {
    _marks = nil
  }

  // MARK: Internal

  /// This snapshot, with the marks of `earlier` that name its items and sections added: what
  /// an update that replaces `earlier` before it was shown must still carry out.
  ///
  /// - Complexity: O(*k*) on average, where *k* is the number of marks of `earlier`.
  func carryingMarks(of earlier: Snapshot?) -> Snapshot {
    guard let marks = earlier?._marks else { return self }
    var carried = self
    // NB: every identifier is known, so none of these throws.
    try? carried.reloadItems(marks.reloadedItems.filter { _itemIndex[$0] != nil })
    try? carried.reconfigureItems(
      marks.reconfiguredItems.filter {
        _itemIndex[$0] != nil && !carried._reloadedItems.contains($0)
      })
    try? carried.reloadSections(marks.reloadedSections.filter { _sectionIndex[$0] != nil })
    return carried
  }

  /// The identifiers of the items marked for reload.
  @inlinable
  var _reloadedItems: Set<Item.ID> { _marks?.reloadedItems ?? [] }

  /// The identifiers of the items marked for reconfigure.
  @inlinable
  var _reconfiguredItems: Set<Item.ID> { _marks?.reconfiguredItems ?? [] }

  /// The identifiers of the sections marked for reload.
  @inlinable
  var _reloadedSections: Set<Section.ID> { _marks?.reloadedSections ?? [] }

  /// Changes the marks in place, and drops them once none is left.
  @inlinable
  mutating func _editMarks(_ body: (inout _ReloadMarks<Item.ID, Section.ID>) -> Void) {
    var marks = _marks ?? _ReloadMarks()
    // NB: the snapshot lets go of its marks first, so that `body` edits sets it holds alone.
    _marks = nil
    body(&marks)
    if !marks.isEmpty { _marks = marks }
  }
}
