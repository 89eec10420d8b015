/// Why a ``QueryProvider`` runs its whole query again instead of maintaining its snapshot from
/// the rows a commit changed.
///
/// The provider reports a reason to ``QueryProvider/onRefetch`` when it starts refetching
/// after every commit (the query cannot be maintained), and when one commit needs one
/// refetch (the schema changed, too many rows changed). Either way the snapshot is exactly what
/// the query returns; only the cost differs.
public enum QueryRefetchReason: Hashable, Sendable, CustomStringConvertible {
  // MARK: Queries that are always refetched

  /// The provider was created with ``QueryMaintenance/refetch``.
  case requested

  /// The database is a reader that cannot observe transactions, such as a
  /// `DatabaseSnapshotPool`.
  case readOnlyDatabase

  /// The request is not a query interface request (an `SQLRequest`, or another
  /// `FetchRequest`): its SQL cannot be filtered by rowid.
  case notQueryInterfaceRequest

  /// The request is a query interface request, not a ``TableQuery``: its clauses and its
  /// ordering are written only in its SQL, which the provider does not read. Build it with
  /// `Record.query(where:orderedBy:)` to have it maintained:
  /// `Country.query(orderedBy: "position", "id")` rather than
  /// `Country.order(Column("position"), Column("id"))`.
  case notTableQuery

  /// The sections are built from their records (`section: (Key, [Record]) -> Section`), so
  /// any change of a section's members may change its model.
  case sectionsReadRecords

  /// The query reads more than one table: its filter or its selection reads another table,
  /// as GRDB's `databaseRegion` reports.
  case severalTables

  /// The query reads a view, a virtual table or a `WITHOUT ROWID` table, whose rows SQLite
  /// does not report by rowid (as `PRAGMA table_list` says; an SQLite older than 3.37 cannot
  /// say, and its queries are refetched), or a table with a column named `rowid` that hides
  /// the rowid.
  case noRowID

  /// The query has a part whose result a changed row alone does not decide, named here:
  /// `a subquery` (the query's program reads the table more than once, as `EXPLAIN` shows),
  /// or `a selection that is not plain columns` (a result column SQLite reads from no
  /// column of the table: an aggregate or an expression in the record's selection).
  case unsupportedClause(String)

  /// The ``TableQuery`` has no ordering columns, so the order of its rows is up to SQLite.
  case noOrdering

  /// This ordering column of the ``TableQuery`` is not a column of its table as SQLite reads
  /// it: the record's selection gives its name to another column or to an expression, or
  /// the name is only an alias of the selection.
  case orderingNotColumns(String)

  /// The ordering columns do not include a unique key, so rows may tie and SQLite may return
  /// them in any order: end the ordering with the primary key. A partial unique index (one
  /// with a `WHERE` clause) is no unique key: the rows outside it may tie.
  case orderingNotTotal

  /// This ordering column compares text with a collation other than `BINARY` (`NOCASE`,
  /// `RTRIM` or the app's own), which the provider cannot compare with.
  case columnCollation(String)

  /// The database stores text in this encoding (`UTF-16le` or `UTF-16be`), where SQLite's
  /// `BINARY` collation orders text by other bytes than the UTF-8 the provider compares.
  case textEncoding(String)

  /// The table has this virtual generated column (`AS (…) VIRTUAL`, the default), whose
  /// values SQLite computes as it reads them, with a type that depends on how the query is
  /// run: the rows a commit changed may not read as the query returns them.
  case virtualGeneratedColumn(String)

  /// A ``QueryMaintenance/Verification`` found the maintained list different from the
  /// query's result; the difference went to ``QueryProvider/onError`` as a
  /// ``QueryDivergence``.
  case maintenanceDiverged

  // MARK: Commits that are refetched once

  /// The schema changed (a table was altered, created or dropped).
  case schemaChanged

  /// A commit changed more rows than the limit of
  /// ``QueryMaintenance/incremental(changeLimit:verification:)``.
  case tooManyChanges(Int)

  /// A statement updated the rowid or its alias, which SQLite reports under the new rowid
  /// only.
  case rowIDsRewritten

  /// The database was told of changes made elsewhere (`Database.notifyChanges(in:)`).
  case externalChanges

  /// The changed rows could not be placed in the snapshot: the result repeats an identifier.
  case inconsistentResult

  // MARK: Public

  /// Whether the query is refetched after every commit, rather than once.
  public var isPermanent: Bool {
    switch self {
    case .schemaChanged, .tooManyChanges, .rowIDsRewritten, .externalChanges,
      .inconsistentResult:
      false
    default: true
    }
  }

  /// A sentence saying why the query is run again.
  public var description: String {
    switch self {
    case .requested: "the provider was asked to refetch"
    case .readOnlyDatabase: "the database is read-only and cannot observe transactions"
    case .notQueryInterfaceRequest: "the request is not a query interface request"
    case .notTableQuery: "the request is not a TableQuery, whose ordering the provider knows"
    case .sectionsReadRecords: "the sections are made from their records"
    case .severalTables: "the query reads more than one table"
    case .noRowID: "the query reads a view or a table without rowid"
    case .unsupportedClause(let clause): "the query has a clause that is not maintained: \(clause)"
    case .noOrdering: "the query has no ordering columns"
    case .orderingNotColumns(let column):
      "the ordering column \(column) is not a column of the table in the query"
    case .orderingNotTotal: "the ordering does not include a unique key of the table"
    case .columnCollation(let column): "the ordering column \(column) has a collation"
    case .textEncoding(let encoding): "the database stores text as \(encoding), not UTF-8"
    case .virtualGeneratedColumn(let column):
      "the table has a virtual generated column, \(column)"
    case .maintenanceDiverged: "the maintained list differed from the query's result"
    case .schemaChanged: "the schema changed"
    case .tooManyChanges(let count): "a commit changed \(count) rows or more"
    case .rowIDsRewritten: "a statement updated rowids"
    case .externalChanges: "the database was notified of external changes"
    case .inconsistentResult: "the changed rows could not be placed in the list"
    }
  }
}
