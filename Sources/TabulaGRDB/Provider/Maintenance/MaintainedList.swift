import Tabula

/// The result of a maintained query on the main actor: its snapshot, and for every item its
/// rowid and ordering values, so that a commit's changed rows can be placed without the rest.
///
/// Rowids map to items through `rowIDs` (a deleted row reports only its rowid); items map to
/// their ordering values through `keys`, which a binary search over the snapshot compares.
struct MaintainedList<
  Section: Identifiable & Equatable & Sendable,
  Record: Identifiable & Equatable & Sendable
> where Section.ID: Sendable, Record.ID: Sendable {
  /// An item without ordering values: the list is out of step with its query.
  enum Failure: Error {
    case missingKey
  }

  private(set) var snapshot: Snapshot<Section, Record>
  var rowIDs: [Int64: Record.ID]
  var keys: [Record.ID: OrderingKey]
  let order: KeyOrder
  let sectionOf: @Sendable (Record) -> Section
  let hasOneSection: Bool

  // MARK: Lifecycle

  /// The list of a whole result, in the query's order.
  ///
  /// - Throws: `SnapshotError` if the result repeats an identifier.
  /// - Complexity: O(*n*) on average, where *n* is the number of rows.
  init(
    rows: [MaintainedRow<Record>], sections: QuerySections<Section, Record>,
    sectionOf: @escaping @Sendable (Record) -> Section, order: KeyOrder
  ) throws {
    // NB: untyped throws here and below: Swift 6.3's optimizer crashes on this generic
    // initializer when it throws a typed `SnapshotError` (FunctionSignatureOpts, release only).
    snapshot = try sections.snapshot(of: rows.map(\.record))
    rowIDs = Dictionary(minimumCapacity: rows.count)
    keys = Dictionary(minimumCapacity: rows.count)
    for row in rows {
      rowIDs[row.rowID] = row.record.id
      keys[row.record.id] = row.key
    }
    self.order = order
    self.sectionOf = sectionOf
    self.hasOneSection = sections.hasOneSection
  }

  // MARK: Internal

  /// Edits the snapshot.
  mutating func edit(_ change: (inout Snapshot<Section, Record>) throws -> Void) throws {
    try change(&snapshot)
  }
}
