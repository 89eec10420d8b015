/// How many updates a data source has run, by kind.
public struct ListUpdateCounts: Hashable, Sendable {
  /// Plans animated: one per snapshot diffed against what was shown.
  public var plans = 0

  /// Batches handed to the surface, over all plans.
  public var batches = 0

  /// Plain reloads of the surface.
  public var reloads = 0

  /// Creates counts of zero.
  public init() {}
}
