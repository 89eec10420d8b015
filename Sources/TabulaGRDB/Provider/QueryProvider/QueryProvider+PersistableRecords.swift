public import GRDB
public import Tabula

// MARK: - QueryProvider + PersistableRecords

// NB: a provider's capabilities are requirements of `DataProvider`, whose witnesses cannot
// depend on `Record`; these initializers, picked where the record type is known, give a
// provider of persistable records the writer that makes it editable. Each repeats the
// parameters of a general initializer exactly, so that the compiler picks it as the more
// specific: an extra parameter, even with a default, would make the general one win.
extension QueryProvider
where Record: PersistableRecord, Record.ID: DatabaseValueConvertible {
  /// Creates a provider of one section holding every record of a request, that writes the
  /// user's edits back, and starts observing.
  ///
  /// - Parameters:
  ///   - database: The database to observe and write: a `DatabaseQueue` or a `DatabasePool`.
  ///   - request: The records, in the order the list shows them: a ``TableQuery``
  ///     (`Country.query(orderedBy: "position", "id")`) is maintained from the rows each
  ///     commit changed; any other request is refetched.
  ///   - section: The one section; by default it has the identifier `"items"` and no header.
  ///   - orderingColumn: The column moves are written to; `nil` if the list is not reordered.
  ///   - undoLimit: The most steps the history keeps; `nil` keeps all.
  ///   - maintenance: Whether the query is maintained from changed rows where it can be
  ///     (the default), or refetched after every commit.
  ///   - onError: Receives every error of the observation and of the user's edits.
  /// - Complexity: As the initializer of a read-only provider.
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
      orderingColumn: orderingColumn, undoLimit: undoLimit, maintenance: maintenance,
      onError: onError)
    writer = makeWriter()
  }

  /// Creates a provider of sections titled by a key of each record, that writes the user's
  /// edits back, and starts observing.
  ///
  /// A record the user moves to another section is written with that section's key, set by
  /// `movesAcrossSections`, then placed by the ordering column like any move:
  ///
  /// ```swift
  /// QueryProvider(
  ///   dbQueue, request: Country.query(orderedBy: "continent", "position", "name"),
  ///   sectionKey: \.continent, orderingColumn: "position",
  ///   movesAcrossSections: { country, continent in country.continent = continent })
  /// ```
  ///
  /// - Parameters:
  ///   - database: The database to observe and write: a `DatabaseQueue` or a `DatabasePool`.
  ///   - request: The records, in the order the list shows them.
  ///   - sectionKey: The section title of a record: a key path or a closure.
  ///   - orderingColumn: The column moves are written to; `nil` if the list is not reordered.
  ///   - undoLimit: The most steps the history keeps; `nil` keeps all.
  ///   - maintenance: Whether the query is maintained from changed rows where it can be
  ///     (the default), or refetched after every commit.
  ///   - onError: Receives every error of the observation and of the user's edits.
  ///   - movesAcrossSections: Sets a record's section key to the given one, so that the query
  ///     lists it in that section; `nil` refuses moves across sections with
  ///     ``QueryProviderError/moveAcrossSectionsNotWritable``.
  /// - Complexity: As the initializer of a read-only provider.
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
    writer = makeWriter()
  }

  /// Creates a provider of sections grouped by a key of each record, with section models you
  /// make, that writes the user's edits back, and starts observing.
  ///
  /// A record the user moves to another section is written with that section's key, read
  /// from a record already in it and set by `movesAcrossSections`, then placed by the
  /// ordering column like any move:
  ///
  /// ```swift
  /// QueryProvider(
  ///   dbQueue, request: Country.query(orderedBy: "continent", "position", "name"),
  ///   sectionKey: \.continent,
  ///   section: { continent, members in
  ///     ListSection(continent.rawValue, footer: "\(members.count) countries")
  ///   },
  ///   orderingColumn: "position",
  ///   movesAcrossSections: { country, continent in country.continent = continent })
  /// ```
  ///
  /// - Parameters:
  ///   - database: The database to observe and write: a `DatabaseQueue` or a `DatabasePool`.
  ///   - request: The records, in the order the list shows them.
  ///   - sectionKey: The key that groups records into sections: a key path or a closure.
  ///   - section: The section model for a key and its records; it runs off the main actor.
  ///   - orderingColumn: The column moves are written to; `nil` if the list is not reordered.
  ///   - undoLimit: The most steps the history keeps; `nil` keeps all.
  ///   - maintenance: Whether the query is maintained from changed rows where it can be
  ///     (the default), or refetched after every commit.
  ///   - onError: Receives every error of the observation and of the user's edits.
  ///   - movesAcrossSections: Sets a record's section key to the given one, so that the query
  ///     lists it in that key's section; `nil` refuses moves across sections with
  ///     ``QueryProviderError/moveAcrossSectionsNotWritable``.
  /// - Complexity: As the initializer of a read-only provider.
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
    writer = makeWriter()
  }

  // MARK: Private

  private func makeWriter() -> Writer {
    let writeBack = WriteBack(fetch: fetch, sections: sections, orderingColumn: orderingColumn)
    return { [unowned self] edit in
      guard let writer = database as? any DatabaseWriter else {
        throw QueryProviderError.readOnlyDatabase
      }
      var history = self.history
      let result = try writer.write { db in
        try writeBack.apply(in: db) { snapshot in try edit(&history, &snapshot) }
      }
      self.history = history
      return result
    }
  }
}
