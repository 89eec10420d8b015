// MARK: - Snapshot + Journal

extension Snapshot {
  /// The identity of one state of a snapshot: every mutation gives the snapshot a new one, so
  /// two snapshots with the same version hold the same sections and items.
  @usableFromInline
  final class _Version: Sendable {
    @inlinable
    init() {}
  }

  /// One item edit: the version it started from, and the items it touched.
  @usableFromInline
  struct _JournalEntry: Sendable {
    @usableFromInline let origin: _Version
    @usableFromInline let items: [Item.ID]

    @inlinable
    init(origin: _Version, items: [Item.ID]) {
      self.origin = origin
      self.items = items
    }
  }

  /// The most item edits the journal keeps; older ones are forgotten, and a snapshot older
  /// than the journal is compared in full.
  @inlinable
  static var _journalLimit: Int { 64 }

  /// Records an edit that touched only these items (inserted, removed, moved, replaced or
  /// marked): a snapshot derived from an earlier version by such edits is compared with it by
  /// looking at these items alone.
  @usableFromInline
  mutating func _recordItemEdit(_ ids: some Sequence<Item.ID>) {
    if _journal.count == Self._journalLimit { _journal.removeFirst() }
    _journal.append(_JournalEntry(origin: _version, items: Array(ids)))
    _version = _Version()
  }

  /// Runs several item edits as one: once `body` returns, the journal holds one entry for all
  /// of them, touching `ids`, instead of one per edit. A snapshot many edits derive from (an
  /// undo that puts back a thousand rows) is then still compared by its touched items alone,
  /// however many edits the journal could keep.
  ///
  /// - Parameters:
  ///   - ids: Every item the edits touch.
  ///   - body: The edits; they may not edit sections.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws; then the journal keeps what `body` recorded.
  @usableFromInline
  mutating func _recordingOneItemEdit<T>(
    touching ids: [Item.ID], _ body: (inout Self) throws(Failure) -> T
  ) throws(Failure) -> T {
    let (origin, journal) = (_version, _journal)
    let result = try body(&self)
    (_version, _journal) = (origin, journal)
    _recordItemEdit(ids)
    return result
  }

  /// Records an edit of the sections: earlier versions are then compared in full.
  @usableFromInline
  mutating func _recordSectionEdit() {
    _journal.removeAll()
    _version = _Version()
  }

  /// The items touched since `version`, if this snapshot was derived from that version by item
  /// edits the journal still holds; `nil` otherwise.
  ///
  /// - Complexity: O(*e* + *k*), where *e* is the number of journal entries and *k* the number
  ///   of items touched.
  @inlinable
  func _itemsTouched(since version: _Version) -> Set<Item.ID>? {
    if version === _version { return [] }
    guard let start = _journal.lastIndex(where: { $0.origin === version }) else { return nil }
    var touched = Set<Item.ID>()
    for entry in _journal[start...] { touched.formUnion(entry.items) }
    return touched
  }

  /// The items to compare with `ancestor` alone, if this snapshot was derived from it by few
  /// enough item edits: those the edits touched and those marked for reload; `nil` when the
  /// two snapshots must be compared in full.
  ///
  /// - Complexity: O(*e* + *k*), as ``_itemsTouched(since:)``.
  @inlinable
  func _itemsToCompare(withAncestor ancestor: Self) -> Set<Item.ID>? {
    guard var touched = _itemsTouched(since: ancestor._version),
      touched.count <= Swift.max(256, ancestor.numberOfItems / 8)
    else { return nil }
    touched.formUnion(_reloadedItems)
    touched.formUnion(_reconfiguredItems)
    return touched
  }
}
