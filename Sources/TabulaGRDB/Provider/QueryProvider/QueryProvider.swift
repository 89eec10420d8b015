public import GRDB
public import Tabula

/// A live SQLite query as a list provider: it observes a request with GRDB's
/// `ValueObservation` and publishes a new snapshot whenever the result changes.
///
/// ```swift
/// let provider = QueryProvider(
///   dbQueue,
///   request: Country.query(orderedBy: "continent", "position", "id"),
///   sectionKey: \.continent.rawValue,
///   orderingColumn: "position"
/// ) { error in
///   logger.error("\(error)")
/// }
/// let token = dataSource.bind(to: provider)  // shows it, animates every change
/// ```
///
/// **Observation.** It starts when the provider is first observed (``observe(_:)``, which a
/// data source's `bind(to:)` calls) or its ``snapshot`` first read, and stops when the provider
/// is released; nothing else keeps it alive. A provider nobody observes runs no query and
/// watches no commit: a SwiftUI view that keeps one in `@State` makes a new one each time its
/// parent's body runs (Apple: a state property "always instantiates its default value when
/// SwiftUI instantiates the view"), and only the one SwiftUI keeps is ever observed. The
/// query runs off the main actor, after every
/// transaction that changes its result (made through the same `DatabaseQueue` or
/// `DatabasePool`, by any code); snapshots are built off the main actor too, and arrive on the
/// main actor in the order the database committed them. Several commits in quick succession
/// may arrive as one snapshot. The first snapshot arrives shortly after the observation
/// starts; until then ``snapshot`` is empty.
///
/// **Maintenance.** A ``TableQuery`` (`Country.query(where:orderedBy:)`) on one table,
/// ordered by columns that include a unique key (end the ordering with the primary key), is
/// kept up to date from the rows each commit changed:
/// a one-row commit fetches that row by rowid, with the query's own filter, and places it by
/// binary search, whatever the table's size. Any other query runs again after every commit
/// that may change it, and ``onRefetch`` says why; see ``QueryMaintenance`` and
/// ``QueryRefetchReason``.
///
/// **Errors** go to ``onError`` as they are: GRDB's `DatabaseError` for a missing table, a
/// failed query or an unreadable file; Tabula's `SnapshotError` when the query returns one
/// identifier twice. The provider keeps the last good snapshot. GRDB ends an observation at its
/// first database error; call ``restartObservation()`` once the cause is fixed. A result with
/// duplicate identifiers does not end it.
///
/// **Edits** (``perform(_:named:)``, ``undo()``, ``redo()``) are written to the database in one
/// transaction each, and shown when the observation publishes the result: what is on screen is
/// what is in the database. See <doc:LiveListsFromSQLite>.
@MainActor
public final class QueryProvider<
  Section: SectionModel & Sendable,
  Record: FetchableRecord & Identifiable & Equatable & Sendable
>: DataProvider where Section.ID: Sendable, Record.ID: Sendable {
  /// Receives the errors of the observation and of the user's edits, on the main actor.
  public typealias ErrorHandler = @MainActor (any Error) -> Void

  /// Receives the reason each time the provider starts refetching its query after every
  /// commit, or refetches it once, on the main actor.
  public typealias RefetchHandler = @MainActor (QueryRefetchReason) -> Void

  /// The database the query runs on.
  public let database: any DatabaseReader

  /// The column whose values order the records within their section, if moves are written
  /// back; see ``perform(_:named:)``.
  public let orderingColumn: String?

  /// Receives every error of the observation, and of the edits the user makes on a bound
  /// `ListDataSource`; ``perform(_:named:)``, ``undo()`` and ``redo()`` throw theirs instead.
  public var onError: ErrorHandler?

  /// The steps that can be undone and redone; only edits that were written are recorded.
  public internal(set) var history: UndoHistory<Section, Record>

  /// Whether the query is observed: `false` after a database error ended the observation,
  /// until ``restartObservation()``.
  public internal(set) var isObserving = false

  /// How the provider keeps its snapshot up to date after a commit.
  public let maintenance: QueryMaintenance

  /// Why the query runs again after every commit; `nil` while it is maintained from the rows
  /// each commit changed, and until the first result tells.
  public internal(set) var refetchReason: QueryRefetchReason?

  /// Receives why the query is refetched: once when the provider starts refetching after
  /// every commit, and for each commit refetched because of it (a schema change, too many
  /// changed rows). A diagnostic: the snapshot is right either way.
  public var onRefetch: RefetchHandler?

  /// The number of rows fetched to maintain the query, for tests of its complexity.
  package internal(set) var maintainedRowCount = 0

  /// The source of a maintained query, or why the request has none.
  let source: Verdict<MaintenanceSource<Record>>
  var list: MaintainedList<Section, Record>?
  var changeObserver: ChangeObserver<Record>?
  var isAwaitingReset = false
  /// The results and changes received from the current observer.
  var deliveriesReceived = 0
  var hasPublishedResult = false
  var isPublishScheduled = false

  let fetch: @Sendable (Database) throws -> [Record]
  /// Writes an edit to the database; `nil` unless the records are persistable.
  var writer: Writer?
  let sections: QuerySections<Section, Record>
  let storage = SnapshotProvider<Section, Record>()
  var cancellable: AnyDatabaseCancellable?
  var generation = 0
  /// Whether the query was ever observed: a provider does nothing until it is.
  var hasStartedObserving = false

  // MARK: Lifecycle

  init(
    database: any DatabaseReader,
    request: some FetchRequest<Record>,
    sections: QuerySections<Section, Record>,
    orderingColumn: String?,
    undoLimit: Int?,
    maintenance: QueryMaintenance,
    onError: ErrorHandler?
  ) {
    self.database = database
    self.fetch = { db in try request.fetchAll(db) }
    self.source = MaintenanceSource.of(request)
    self.maintenance = maintenance
    self.sections = sections
    self.orderingColumn = orderingColumn
    self.history = UndoHistory(limit: undoLimit)
    self.onError = onError
  }

  /// Creates a provider of one section holding every record of a request, which starts
  /// observing when first observed.
  ///
  /// - Parameters:
  ///   - database: The database to observe: a `DatabaseQueue` or a `DatabasePool`, or any
  ///     reader if the list is not edited.
  ///   - request: The records, in the order the list shows them: a ``TableQuery``
  ///     (`Country.query(orderedBy: "position", "id")`), which is maintained from the rows
  ///     each commit changed, or any other request (`Country.order(Column("position"))`, an
  ///     `SQLRequest`), which is refetched.
  ///   - section: The one section; by default it has the identifier `"items"` and no header.
  ///   - orderingColumn: The column moves are written to; `nil` if the list is not reordered.
  ///   - undoLimit: The most steps the history keeps; `nil` keeps all.
  ///   - maintenance: Whether the query is maintained from changed rows where it can be
  ///     (the default), or refetched after every commit.
  ///   - onError: Receives every error of the observation and of the user's edits.
  /// - Complexity: O(1) on the main actor; the first result is fetched in O(*n*) off it. Then
  ///   O(*k* log *n*) per commit of *k* rows when the query is maintained, O(*n*) when it is
  ///   refetched, where *n* is the number of records.
  public convenience init(
    _ database: any DatabaseReader,
    request: some FetchRequest<Record>,
    section: ListSection = ListSection(id: "items"),
    orderingColumn: String? = nil,
    undoLimit: Int? = nil,
    maintenance: QueryMaintenance = .automatic,
    onError: ErrorHandler? = nil
  ) where Section == ListSection {
    self.init(
      database: database, request: request, sections: .one(section),
      orderingColumn: orderingColumn,
      undoLimit: undoLimit, maintenance: maintenance, onError: onError)
  }

  /// Creates a provider of sections titled by a key of each record, which starts observing
  /// when first observed.
  ///
  /// Each distinct key makes one section, whose identifier and header are the key. Sections
  /// come in the order their keys first occur in the result: sort the request by the key
  /// first.
  ///
  /// ```swift
  /// QueryProvider(
  ///   dbQueue, request: Country.query(orderedBy: "continent", "id"),
  ///   sectionKey: \.continent.rawValue)
  /// ```
  ///
  /// - Parameters:
  ///   - database: The database to observe: a `DatabaseQueue` or a `DatabasePool`, or any
  ///     reader if the list is not edited.
  ///   - request: The records, in the order the list shows them.
  ///   - sectionKey: The section title of a record: a key path or a closure.
  ///   - orderingColumn: The column moves are written to; `nil` if the list is not reordered.
  ///   - undoLimit: The most steps the history keeps; `nil` keeps all.
  ///   - maintenance: Whether the query is maintained from changed rows where it can be
  ///     (the default), or refetched after every commit.
  ///   - onError: Receives every error of the observation and of the user's edits.
  ///   - movesAcrossSections: Sets a record's section key to the given one, so that the query
  ///     lists it in that section; `nil` refuses moves across sections. Records that are not
  ///     persistable are never written.
  /// - Complexity: O(1) on the main actor; the first result is fetched in O(*n*) off it. Then
  ///   O(*k* log *n*) per commit of *k* rows when the query is maintained, O(*n*) when it is
  ///   refetched, where *n* is the number of records.
  public convenience init(
    _ database: any DatabaseReader,
    request: some FetchRequest<Record>,
    sectionKey: @escaping @Sendable (Record) -> String,
    orderingColumn: String? = nil,
    undoLimit: Int? = nil,
    maintenance: QueryMaintenance = .automatic,
    onError: ErrorHandler? = nil,
    movesAcrossSections: (@Sendable (inout Record, String) -> Void)? = nil
  ) where Section == ListSection {
    self.init(
      database: database, request: request,
      sections: .keyed(
        by: sectionKey, setKey: movesAcrossSections, section: { key in ListSection(key) }),
      orderingColumn: orderingColumn, undoLimit: undoLimit, maintenance: maintenance,
      onError: onError)
  }

  /// Creates a provider of sections grouped by a key of each record, with section models you
  /// make, which starts observing when first observed.
  ///
  /// Each distinct key makes one section. Sections come in the order their keys first occur
  /// in the result (sort the request by the key first); records keep the request's order
  /// within their section.
  ///
  /// ```swift
  /// QueryProvider(dbQueue, request: countries, sectionKey: \.continent) { continent, members in
  ///   ListSection(continent.rawValue, footer: "\(members.count) countries")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - database: The database to observe: a `DatabaseQueue` or a `DatabasePool`, or any
  ///     reader if the list is not edited.
  ///   - request: The records, in the order the list shows them.
  ///   - sectionKey: The key that groups records into sections: a key path or a closure.
  ///   - section: The section model for a key and its records; it runs off the main actor.
  ///     Two keys whose models share an identifier are reported as a `SnapshotError`.
  ///   - orderingColumn: The column moves are written to; `nil` if the list is not reordered.
  ///   - undoLimit: The most steps the history keeps; `nil` keeps all.
  ///   - maintenance: Whether the query is maintained from changed rows where it can be
  ///     (the default), or refetched after every commit.
  ///   - onError: Receives every error of the observation and of the user's edits.
  ///   - movesAcrossSections: Sets a record's section key to the given one, so that the query
  ///     lists it in that key's section; `nil` refuses moves across sections. Records that are
  ///     not persistable are never written.
  /// - Complexity: O(1) on the main actor; the first result is fetched in O(*n*) off it. Then
  ///   O(*k* log *n*) per commit of *k* rows when the query is maintained, O(*n*) when it is
  ///   refetched, where *n* is the number of records.
  public convenience init<Key: Hashable & Sendable>(
    _ database: any DatabaseReader,
    request: some FetchRequest<Record>,
    sectionKey: @escaping @Sendable (Record) -> Key,
    section: @escaping @Sendable (Key, [Record]) -> Section,
    orderingColumn: String? = nil,
    undoLimit: Int? = nil,
    maintenance: QueryMaintenance = .automatic,
    onError: ErrorHandler? = nil,
    movesAcrossSections: (@Sendable (inout Record, Key) -> Void)? = nil
  ) {
    self.init(
      database: database, request: request,
      sections: .grouped(by: sectionKey, setKey: movesAcrossSections, section: section),
      orderingColumn: orderingColumn, undoLimit: undoLimit, maintenance: maintenance,
      onError: onError)
  }

  // MARK: Public

  /// The last good result of the query; empty until the first result arrives. The first
  /// read starts observing the query, if nothing has yet.
  public var snapshot: Snapshot<Section, Record> {
    startObservationIfUnobserved()
    return storage.snapshot
  }

  /// The number of live observations of the provider.
  public var observerCount: Int { storage.observerCount }

  /// Calls `onChange` with each new snapshot, until the returned token is cancelled or
  /// released. The first observation starts observing the query.
  ///
  /// - Parameter onChange: Called on the main actor with each new result, in commit order.
  /// - Returns: The token that keeps the observation alive.
  public func observe(_ onChange: @escaping @MainActor (Snapshot<Section, Record>) -> Void)
    -> ObservationToken
  {
    startObservationIfUnobserved()
    return storage.observe(onChange)
  }

  // MARK: Internal

  /// Hands an error to ``onError``.
  func report(_ error: any Error) {
    onError?(error)
  }
}
