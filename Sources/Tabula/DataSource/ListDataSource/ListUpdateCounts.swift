/// How many updates a data source has run, by kind.
package struct ListUpdateCounts: Hashable, Sendable {
  /// Plans animated: one per snapshot diffed against what was shown.
  package var plans = 0

  /// Snapshots compared with the shown one off the main actor; each one that animates is
  /// also counted among ``plans``.
  package var backgroundComparisons = 0

  /// Batches handed to the surface, over all plans.
  package var batches = 0

  /// Plain reloads of the surface.
  package var reloads = 0

  /// Creates counts of zero.
  package init() {}
}
