// MARK: - BatchUpdatePlan

/// Where everything the view shows goes when a valid batch is applied.
struct BatchUpdatePlan {
  /// Old index path → new index path, for every row that keeps its cell (moved rows included,
  /// reloaded rows not).
  var itemMap: [IndexPath: IndexPath] = [:]
  /// Old index paths whose cells are replaced: reloaded rows.
  var replacedItems: Set<IndexPath> = []
  /// Old index paths to reconfigure.
  var reconfiguredItems: [IndexPath] = []
  /// Old section → new section, for the sections that survive neither reloaded nor moved:
  /// their supplementary views stay.
  var keptSections: [Int: Int] = [:]

  /// The new index path of the row at `old`, or `nil` when it is deleted.
  func newIndexPath(forOld old: IndexPath) -> IndexPath? {
    itemMap[old]
  }

  /// Whether the row at `old` keeps its cell.
  func keepsCell(at old: IndexPath) -> Bool {
    itemMap[old] != nil && !replacedItems.contains(old)
  }
}

/// A broken rule that ends planning.
struct BatchUpdateFailure: Error {
  let violation: UIKitStandInViolation
}
