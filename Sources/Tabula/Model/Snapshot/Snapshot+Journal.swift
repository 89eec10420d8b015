// MARK: - Snapshot + Journal

extension Snapshot {
  /// One item edit: the version it started from, the items it touched, and the edit before
  /// it.
  ///
  /// NB: a list rather than an array, so that an edit of a copied snapshot adds one entry
  /// instead of copying the whole journal.
  @usableFromInline
  final class _JournalEntry: Sendable {
    @usableFromInline let origin: _SnapshotVersion
    @usableFromInline let items: [Item.ID]
    @usableFromInline let previous: _JournalEntry?
    /// The number of entries from this one back to the oldest the journal holds.
    @usableFromInline let length: Int

    @inlinable
    init(origin: _SnapshotVersion, items: [Item.ID], previous: _JournalEntry?) {
      self.origin = origin
      self.items = items
      self.previous = previous
      length = (previous?.length ?? 0) + 1
    }

    /// This entry and the ones before it, newest first, `limit` of them at most, as a list of
    /// their own.
    ///
    /// - Complexity: O(`limit`).
    @inlinable
    func keepingNewest(_ limit: Int) -> _JournalEntry {
      var kept: [_JournalEntry] = []
      var entry: _JournalEntry? = self
      while let current = entry, kept.count < limit {
        kept.append(current)
        entry = current.previous
      }
      var newest: _JournalEntry?
      for old in kept.reversed() {
        newest = _JournalEntry(origin: old.origin, items: old.items, previous: newest)
      }
      return newest ?? self
    }
  }

  /// The fewest recent item edits the journal keeps; it forgets the older ones in bulk once
  /// it holds twice as many, and a snapshot older than the journal is compared in full.
  @inlinable
  static var _journalLimit: Int { 64 }

  /// Records an edit that touched only these items (inserted, removed, moved, replaced or
  /// marked): a snapshot derived from an earlier version by such edits is compared with it by
  /// looking at these items alone.
  ///
  /// - Complexity: O(1) amortized.
  @inlinable
  mutating func _recordItemEdit(_ ids: [Item.ID]) {
    var entry = _JournalEntry(origin: _version, items: ids, previous: _journal)
    // NB: forgetting the oldest entry on every edit would rebuild the list every time.
    if entry.length > 2 * Self._journalLimit { entry = entry.keepingNewest(Self._journalLimit) }
    _journal = entry
    _version = _SnapshotVersion()
  }

  /// Records an edit that touched only these items, given as any sequence.
  @inlinable
  mutating func _recordItemEdit(_ ids: some Sequence<Item.ID>) {
    _recordItemEdit(Array(ids))
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
    // NB: the body may touch more than `ids` says: in an outline, the descendants of the
    // items it deletes or moves.
    var touched = ids
    if let recorded = _itemsTouched(since: origin), recorded.count > 0 {
      var named = Set(ids)
      for id in recorded where named.insert(id).inserted { touched.append(id) }
    }
    (_version, _journal) = (origin, journal)
    _recordItemEdit(touched)
    return result
  }

  /// Records an edit of the sections: earlier versions are then compared in full.
  @usableFromInline
  mutating func _recordSectionEdit() {
    _journal = nil
    _version = _SnapshotVersion()
  }

  /// The items touched since `version`, if this snapshot was derived from that version by item
  /// edits the journal still holds; `nil` otherwise.
  ///
  /// - Complexity: O(*e* + *k*), where *e* is the number of journal entries and *k* the number
  ///   of items touched.
  @inlinable
  func _itemsTouched(since version: _SnapshotVersion) -> Set<Item.ID>? {
    guard let recorded = _itemsRecorded(since: version) else { return nil }
    // NB: an index loop, not `Set(_:)`, which is generic over the sequence too and costs more
    // than the rest of a one-item comparison.
    var touched = Set<Item.ID>(minimumCapacity: recorded.count)
    for index in 0..<recorded.count { touched.insert(recorded[index]) }
    return touched
  }

  /// The items the edits since `version` recorded, the newest edit first, each edit's in the
  /// order it recorded them: an item two edits touched is named twice. `nil` as for
  /// ``_itemsTouched(since:)``.
  ///
  /// - Complexity: O(1) for one edit, which shares the journal's list; O(*e* + *k*) otherwise.
  @inlinable
  func _itemsRecorded(since version: _SnapshotVersion) -> [Item.ID]? {
    if version === _version { return [] }
    var oldest = _journal
    while let entry = oldest, entry.origin !== version { oldest = entry.previous }
    guard let oldest, let newest = _journal else { return nil }
    if newest === oldest { return newest.items }
    var recorded: [Item.ID] = []
    var entry = newest
    while true {
      recorded.append(contentsOf: entry.items)
      guard entry !== oldest, let previous = entry.previous else { break }
      entry = previous
    }
    return recorded
  }

  /// The items to compare with `ancestor` alone, if this snapshot was derived from it by few
  /// enough item edits: those the edits touched, in the order they recorded them, then those
  /// marked for reload; an item may be named more than once. `nil` when the two snapshots
  /// must be compared in full.
  ///
  /// A comparison that reads them in this order finds the rows of one edit (a parent's
  /// children shown, a run of rows inserted) in list order, mostly in the same leaf.
  ///
  /// - Complexity: O(*e* + *k*), as ``_itemsTouched(since:)``.
  @inlinable
  func _itemsToCompare(withAncestor ancestor: Self) -> [Item.ID]? {
    guard var touched = _itemsRecorded(since: ancestor._version),
      touched.count <= Swift.max(256, ancestor.numberOfItems / 8)
    else { return nil }
    // NB: appending an empty set still walks generic code, which costs at every edit.
    if !_reloadedItems.isEmpty { touched.append(contentsOf: _reloadedItems) }
    if !_reconfiguredItems.isEmpty { touched.append(contentsOf: _reconfiguredItems) }
    return touched
  }
}
