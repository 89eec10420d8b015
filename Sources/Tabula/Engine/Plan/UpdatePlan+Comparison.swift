// MARK: - UpdatePlan + Comparison

extension UpdatePlan {
  /// What a plan reads of every item, apart from the stages made of it: the comparison can run
  /// away from the main actor, while the stages, which ask the reuse identifier of the changed
  /// items alone, are made where the identifier may be called.
  @usableFromInline
  package struct _Comparison {
    @usableFromInline let old: Snapshot<Section, Item>
    @usableFromInline let new: Snapshot<Section, Item>
    /// The target, where it differs from `new`: `new` has reload marks, which it leaves out.
    @usableFromInline let markedTarget: Snapshot<Section, Item>?
    @usableFromInline let difference: SnapshotDifference
    /// For a plan that moves sections whose items change: the new items in the old section
    /// order, which the plan passes through, and the differences on either side of it.
    @usableFromInline let staging: Staging?

    @usableFromInline typealias Staging = (
      itemsFirst: Snapshot<Section, Item>, items: SnapshotDifference,
      sections: SnapshotDifference
    )

    @inlinable
    init(
      old: Snapshot<Section, Item>, new: Snapshot<Section, Item>,
      markedTarget: Snapshot<Section, Item>?, difference: SnapshotDifference, staging: Staging?
    ) {
      self.old = old
      self.new = new
      self.markedTarget = markedTarget
      self.difference = difference
      self.staging = staging
    }

    /// What the plan ends at: `new` without its reload marks.
    @inlinable
    var target: Snapshot<Section, Item> { markedTarget ?? new }
  }

  /// Compares two snapshots for a plan.
  ///
  /// - Complexity: O(*n* + *c* log *c*) on average, as ``SnapshotDifference/init(from:to:)``;
  ///   three times that for a plan that moves sections whose items change.
  @inlinable
  package static func _compare(
    from old: Snapshot<Section, Item>, to new: Snapshot<Section, Item>
  ) -> _Comparison {
    _compare(from: old, to: new, difference: SnapshotDifference(from: old, to: new))
  }

  /// Compares two snapshots for a plan, given their difference.
  ///
  /// - Complexity: O(1), or three times ``SnapshotDifference/init(from:to:)`` for a plan that
  ///   moves sections whose items change.
  @inlinable
  static func _compare(
    from old: Snapshot<Section, Item>, to new: Snapshot<Section, Item>,
    difference: SnapshotDifference
  ) -> _Comparison {
    // NB: a snapshot with no marks is its own target, and needs no copy of its own: each copy
    // retains all the storage.
    var markedTarget: Snapshot<Section, Item>?
    if new._marks != nil {
      markedTarget = new
      markedTarget?.clearReloadMarks()
    }
    guard !difference.isEmpty, _movesSectionsWithItemChanges(difference) else {
      return _Comparison(
        old: old, new: new, markedTarget: markedTarget, difference: difference, staging: nil)
    }
    let target = markedTarget ?? new
    let itemsFirst = _itemsInOldSectionOrder(old: old, new: target)
    return _Comparison(
      old: old, new: new, markedTarget: markedTarget, difference: difference,
      staging: (
        itemsFirst, SnapshotDifference(from: old, to: itemsFirst),
        SnapshotDifference(from: itemsFirst, to: target)
      ))
  }

  /// Makes the stages of a plan from its comparison.
  ///
  /// - Complexity: O(*c* log *n*), where *c* is the number of changes.
  @inlinable
  package init(_ comparison: _Comparison, reuseIdentifier: ((Item) -> String)?) {
    // NB: the snapshots are read in place: each copy of one retains all its storage.
    difference = comparison.difference
    let target = comparison.target
    self.target = target
    if difference.isEmpty {
      stages = []
    } else if let staging = comparison.staging {
      let itemStages = Self._singleBatchStages(
        old: comparison.old, new: comparison.new, target: staging.itemsFirst,
        difference: staging.items, reuseIdentifier: reuseIdentifier)
      let sectionStages = Self._singleBatchStages(
        old: staging.itemsFirst, new: comparison.new, target: target,
        difference: staging.sections, reuseIdentifier: reuseIdentifier)
      stages = itemStages + sectionStages
    } else {
      stages = Self._singleBatchStages(
        old: comparison.old, new: comparison.new, target: target,
        difference: difference, reuseIdentifier: reuseIdentifier)
    }
  }
}

// MARK: - UpdatePlan._Comparison + Sendable

extension UpdatePlan._Comparison: Sendable where Section: Sendable, Item: Sendable {}
