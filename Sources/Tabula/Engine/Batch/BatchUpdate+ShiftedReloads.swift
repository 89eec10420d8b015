// MARK: - BatchUpdate + Shifted reloads

extension BatchUpdate {
  /// Where the new cell of each reload lands under the placement that UIKit was seen to use on
  /// devices, which differs from the one Apple documents.
  ///
  /// Apple documents a reload as a delete and an insert at the same index. What UIKit did on
  /// devices fits another rule: the insert half of a reload is shifted for the deletes and
  /// inserts before it, moves ignored, and, for an item, its section index is kept as it was
  /// before the update (`HowUpdatesStayLegal` lists the evidence). A reload is placed right
  /// under both readings only where neither shifts it.
  ///
  /// Deletes count in the index space before the update, inserts in the one after it, as in
  /// the batch. Repeated positions count as often as the batch names them.
  @usableFromInline
  package struct _ShiftedReloads {
    /// The deleted items, in increasing order.
    @usableFromInline let deletedItems: [ItemPath]

    /// The inserted items, in increasing order.
    @usableFromInline let insertedItems: [ItemPath]

    /// The deleted sections, in increasing order.
    @usableFromInline let deletedSections: [Int]

    /// The inserted sections, in increasing order.
    @usableFromInline let insertedSections: [Int]

    /// Reads the deletes and inserts of a batch.
    ///
    /// - Complexity: O(*n* log *n*) for *n* deletes and inserts; O(*n*) when the batch names
    ///   them in increasing order, as a planned batch does.
    @inlinable
    package init(_ batch: BatchUpdate) {
      deletedItems = batch.deletedItems.sorted()
      insertedItems = batch.insertedItems.sorted()
      deletedSections = batch.deletedSections.sorted()
      insertedSections = batch.insertedSections.sorted()
    }

    /// The index after the update at which the reload of a section inserts it again.
    ///
    /// - Complexity: O(log² *n*) for *n* section deletes and inserts.
    @inlinable
    package func section(_ section: Int) -> Int {
      let survivor = section - Self._countNotAbove(section - 1, in: deletedSections[...])
      return Self._slot(of: survivor, among: insertedSections[...])
    }

    /// The position after the update at which the reload of an item inserts it again: in the
    /// section with the item's index before the update.
    ///
    /// - Complexity: O(log² *n*) for *n* item deletes and inserts.
    @inlinable
    package func item(_ path: ItemPath) -> ItemPath {
      let deletes = Self._items(inSection: path.section, of: deletedItems)
      let inserts = Self._items(inSection: path.section, of: insertedItems)
      let survivor = path.item - Self._countNotAbove(path.item - 1, in: deletes)
      return ItemPath(section: path.section, item: Self._slot(of: survivor, among: inserts))
    }

    /// The item indices of one section's positions in an increasing list of positions.
    @inlinable
    static func _items(
      inSection section: Int, of paths: [ItemPath]
    ) -> LazyMapSequence<ArraySlice<ItemPath>, Int> {
      let start = _partition(paths[...]) { $0.section >= section }
      let end = _partition(paths[start...]) { $0.section > section }
      return paths[start..<end].lazy.map(\.item)
    }
  }
}

// MARK: - BatchUpdate._ShiftedReloads + Counting

extension BatchUpdate._ShiftedReloads {
  /// The index that a survivor takes among positions some of which are taken: the smallest
  /// index that is not taken and has `survivor` free indices before it.
  ///
  /// - Parameters:
  ///   - survivor: How many free indices come before the survivor's.
  ///   - taken: The taken indices, in increasing order; a repeated index counts twice.
  /// - Complexity: O(log² *t*) for *t* taken indices.
  @inlinable
  package static func _slot<Taken: Collection>(of survivor: Int, among taken: Taken) -> Int
  where Taken.Element == Int {
    _slot(of: survivor, takenCount: taken.count) { _countNotAbove($0, in: taken) }
  }

  /// The index that a survivor takes among positions some of which are taken, given how many
  /// are taken and how many of them are at most a bound.
  ///
  /// - Complexity: O(log *t*) calls of `countNotAbove` for *t* taken indices.
  @inlinable
  package static func _slot(
    of survivor: Int, takenCount: Int, countNotAbove: (Int) -> Int
  ) -> Int {
    // NB: the free indices up to x number x + 1 minus the taken ones, which only grows with x:
    // the answer is found by halving [survivor, survivor + takenCount].
    var low = survivor
    var high = survivor + takenCount
    while low < high {
      let middle = low + (high - low) / 2
      if middle - countNotAbove(middle) >= survivor {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return low
  }

  /// How many of the increasing `values` are at most `bound`.
  ///
  /// - Complexity: O(log *n*) for a random-access collection of *n* values.
  @inlinable
  package static func _countNotAbove<Values: Collection>(_ bound: Int, in values: Values) -> Int
  where Values.Element == Int {
    values.distance(from: values.startIndex, to: _partition(values) { $0 > bound })
  }

  /// The first index of `values` whose element satisfies `isAbove`, which holds for a suffix of
  /// `values`.
  @inlinable
  static func _partition<Values: Collection>(
    _ values: Values, by isAbove: (Values.Element) -> Bool
  ) -> Values.Index {
    var low = values.startIndex
    var count = values.count
    while count > 0 {
      let half = count / 2
      let middle = values.index(low, offsetBy: half)
      if isAbove(values[middle]) {
        count = half
      } else {
        low = values.index(after: middle)
        count -= half + 1
      }
    }
    return low
  }
}
