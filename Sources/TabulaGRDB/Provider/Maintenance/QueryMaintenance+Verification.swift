// MARK: - QueryMaintenance + Verification

extension QueryMaintenance {
  /// How often a maintained query is run again in full, to check that the list maintained
  /// from changed rows is exactly the query's result.
  ///
  /// A difference means the provider assumed something of the schema or of the writes that
  /// does not hold (a `REPLACE` that deleted a row SQLite did not report, a change made by
  /// another process without `notifyChanges(in:)`). The provider then reports a
  /// ``QueryDivergence`` to ``QueryProvider/onError`` (or prints it when no handler is set),
  /// and refetches the query after every commit from then on
  /// (``QueryRefetchReason/maintenanceDiverged``).
  ///
  /// The check runs after the commit that makes it due: on a `DatabasePool`, in a concurrent
  /// read that does not hold up writers; on a `DatabaseQueue`, on the writer's queue. Neither
  /// blocks the main actor.
  public enum Verification: Hashable, Sendable {
    /// Never checks.
    case off

    /// Checks after every `commits` commits that changed the query's table.
    case every(commits: Int)

    /// Checks after every 16 commits in debug builds, where a wrong assumption should show
    /// up early and a refetch now and then costs little; never in release builds, where the
    /// refetch would cost what maintenance saves.
    public static var automatic: Verification {
      #if DEBUG
      .every(commits: 16)
      #else
      .off
      #endif
    }

    /// The commits between two checks; `nil` if there are none.
    var interval: Int? {
      switch self {
      case .off: nil
      case .every(let commits): max(commits, 1)
      }
    }
  }
}
