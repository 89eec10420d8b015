/// How a ``QueryProvider`` keeps its snapshot up to date after a commit.
///
/// By default (``automatic``) a query that can be maintained is kept up to date from the rows
/// a commit changed, and any other query is run again; ``refetch`` runs the query again after
/// every commit that may change its result, as a `ValueObservation` does.
///
/// ```swift
/// QueryProvider(dbQueue, request: Entry.query(orderedBy: "position", "id"))  // maintained
/// QueryProvider(dbQueue, request: entries, maintenance: .refetch)  // always runs the query
/// ```
///
/// A query is maintained when it is a ``TableQuery`` (TabulaGRDB builds it, so it knows its
/// ordering and it has no `DISTINCT`, `GROUP BY`, `LIMIT` or join), reads one table that has a
/// rowid and no virtual generated column, selects the table's columns as they are (no
/// expression or aggregate) and reads the table once (no subquery on it), and is ordered by
/// columns that include a unique key of the table (the rowid, its `INTEGER PRIMARY KEY`
/// alias, or the columns of a unique index without a `WHERE` clause that are all
/// `NOT NULL`), each compared with SQLite's default `BINARY` collation, in a UTF-8 database.
/// The provider learns all this from SQLite and GRDB (the statement's result columns and
/// program, the query's region, the table's schema), never from the SQL text. See
/// ``QueryRefetchReason`` for what makes a query refetched.
///
/// - Note: SQLite does not report a row that `REPLACE` conflict resolution deletes for a
///   unique column other than the rowid; on such a table, write with an upsert, or refetch.
///   In debug builds, ``Verification/automatic`` catches such a difference and refetches.
public enum QueryMaintenance: Hashable, Sendable {
  /// Maintains the query from the rows each commit changed, when it can; a commit that changes
  /// more than `changeLimit` rows of the table runs the query again.
  ///
  /// - Parameters:
  ///   - changeLimit: The most changed rows a commit may have for the provider to fetch only
  ///     those; above it, one refetch is cheaper than many insertions.
  ///   - verification: How often the maintained list is compared with the query's result.
  case incremental(changeLimit: Int, verification: Verification = .automatic)

  /// Runs the query again after every commit that may change its result.
  case refetch

  /// Incremental maintenance, refetching when a commit changes more than 1,000 rows, and
  /// verified in debug builds.
  public static let automatic = QueryMaintenance.incremental(changeLimit: 1_000)
}
