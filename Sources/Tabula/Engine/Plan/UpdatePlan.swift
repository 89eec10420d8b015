/// How to animate a list from one snapshot to another: the fewest batches that UIKit accepts,
/// each with the snapshot the data source reports once it is applied.
///
/// Most changes take one batch. A plan stages only where UIKit's rules force it; the
/// article <doc:HowUpdatesStayLegal> lists each case. Every batch of every plan passes
/// ``BatchValidator``; the property tests check this on random snapshots.
///
/// ```swift
/// let plan = UpdatePlan(from: shown, to: next)
/// for stage in plan.stages {
///   tableView.performBatchUpdates {
///     dataSource.current = stage.snapshot   // the model switches inside the batch
///     apply(stage.batch, to: tableView)
///   }
/// }
/// ```
///
/// An item whose content changed is *reconfigured* (the same cell shows the new content)
/// when its cell type stays the same, and *reloaded* (a new cell replaces it) otherwise. Pass
/// `reuseIdentifier` to tell the plan which cell type shows an item; without it, every
/// content change is a reconfigure unless the snapshot marks the item for reload. A reload
/// that UIKit might place elsewhere, read either as Apple documents reloads or as UIKit placed
/// them on devices, is a delete and an insert of the item in the same batch instead
/// (<doc:HowUpdatesStayLegal>).
public struct UpdatePlan<Section: Identifiable & Equatable, Item: Identifiable & Equatable>
where Section.ID: Sendable, Item.ID: Sendable {
  /// One batch of the plan and the snapshot the data source reports once it is applied.
  public struct Stage {
    /// The batch to hand to the surface.
    public var batch: BatchUpdate

    /// What the data source reports from the moment the batch is applied.
    public var snapshot: Snapshot<Section, Item>

    /// Creates a stage.
    ///
    /// - Parameters:
    ///   - batch: The batch to hand to the surface.
    ///   - snapshot: What the data source reports once the batch is applied.
    @inlinable
    public init(batch: BatchUpdate, snapshot: Snapshot<Section, Item>) {
      self.batch = batch
      self.snapshot = snapshot
    }
  }

  /// The batches, in the order they are applied; empty when nothing changed.
  public var stages: [Stage]

  /// What changed between the two snapshots.
  public var difference: SnapshotDifference

  /// The snapshot the plan ends at: the new snapshot, its reload marks carried out.
  public var target: Snapshot<Section, Item>

  /// The number of changes in the difference, the measure a data source compares with its
  /// threshold for a plain reload.
  public var changeCount: Int { difference.changeCount }

  /// Plans the update from one snapshot to another.
  ///
  /// - Parameters:
  ///   - old: The snapshot the surface shows.
  ///   - new: The snapshot to show.
  ///   - reuseIdentifier: The reuse identifier of the cell that shows an item, to tell a
  ///     reconfigure (same cell type) from a reload (another cell type); `nil` treats every
  ///     content change as a reconfigure.
  /// - Complexity: O(*n* + *c* log *c*) on average, where *n* is the number of items and *c*
  ///   the number of changes.
  @inlinable
  public init(
    from old: Snapshot<Section, Item>,
    to new: Snapshot<Section, Item>,
    reuseIdentifier: ((Item) -> String)? = nil
  ) {
    let difference = SnapshotDifference(from: old, to: new)
    guard new._marks == nil, difference.isEmpty || !Self._movesSectionsWithItemChanges(difference)
    else {
      self = Self(
        Self._compare(from: old, to: new, difference: difference),
        reuseIdentifier: reuseIdentifier)
      return
    }
    // NB: the common plan, one batch or none to a snapshot without marks, is made here rather
    // than through a comparison value, whose copies of the snapshots retain all their storage.
    self.difference = difference
    target = new
    stages =
      difference.isEmpty
      ? []
      : Self._singleBatchStages(
        old: old, new: new, target: new, difference: difference,
        reuseIdentifier: reuseIdentifier)
  }
}

// MARK: - UpdatePlan.Stage + Sendable

extension UpdatePlan.Stage: Sendable where Section: Sendable, Item: Sendable {}

// MARK: - UpdatePlan + Sendable

extension UpdatePlan: Sendable where Section: Sendable, Item: Sendable {}
