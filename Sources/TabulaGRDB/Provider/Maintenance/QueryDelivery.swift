/// What the transaction observer of a maintained query hands to the main actor after a
/// commit, in commit order.
enum QueryDelivery<Record: Sendable>: Sendable {
  /// The whole result, fetched anew: at start, or because of `reason`.
  case reset([MaintainedRow<Record>], order: KeyOrder, reason: QueryRefetchReason?)

  /// The rowids a commit inserted, updated or deleted, and those of them that now belong to
  /// the result, fetched.
  case changes(changed: [Int64], rows: [MaintainedRow<Record>])

  /// The whole result, fetched to verify the list maintained from the first `afterDeliveries`
  /// results and changes.
  case verification([MaintainedRow<Record>], sql: String, afterDeliveries: Int)

  /// The query cannot be maintained (any more): refetch it after every commit.
  case unmaintainable(QueryRefetchReason)

  /// The database failed; the observation has ended.
  case failure(any Error)
}
