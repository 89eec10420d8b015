import GRDB
import Tabula

/// Writes an edit of a query's list to the database, inside the caller's transaction, so that
/// the query then returns the edited list.
///
/// The edit is applied to the query's result as it is in the transaction, not to the list on
/// screen, so a step of the history always reverts what was written, even if another writer
/// committed in between. Rows are deleted, inserted and updated by primary key; a record moved
/// to another section is given that section's key first. Order within a section is written to
/// the ordering column: a moved row gets a value between its new neighbours' when they leave
/// room, and otherwise the rows whose place changed trade their values. Then the query runs
/// again, and anything but the edited list throws, rolling the transaction back.
struct WriteBack<Section: Identifiable & Equatable & Sendable, Record>: Sendable
where
  Record: FetchableRecord & PersistableRecord & Identifiable & Equatable & Sendable,
  Section.ID: Sendable, Record.ID: DatabaseValueConvertible & Sendable
{
  let fetch: @Sendable (Database) throws -> [Record]
  let sections: QuerySections<Section, Record>
  let orderingColumn: String?

  /// Applies `edit` to the query's current result and writes the difference.
  ///
  /// - Returns: What `edit` returns.
  /// - Throws: What `edit` throws (a `SnapshotError` for a stale edit), GRDB's errors, or a
  ///   ``QueryProviderError``; then the caller's transaction must roll back.
  /// - Complexity: O(*n* + *w*) statements' worth of work, where *n* is the number of records
  ///   (the query runs two or three times) and *w* the number of rows written.
  func apply<T>(in db: Database, _ edit: (inout Snapshot<Section, Record>) throws -> T) throws
    -> T
  {
    let before = try sections.snapshot(of: fetch(db))
    var after = before
    let result = try edit(&after)
    for model in after.sections where before.section(id: model.id).map({ $0 != model }) ?? false {
      // Section models come from the query; an edit cannot replace one.
      throw QueryProviderError.editNotRepresentable
    }
    let moves = ItemMoves(from: before, to: after)
    let relocated = try relocatedRecords(moves, from: before, to: after)
    try writeRows(from: before, to: after, relocated: relocated, db)
    if let orderingColumn {
      try place(moves, column: Column(orderingColumn), db)
    }
    var written = try sections.snapshot(of: fetch(db))
    if !Self.sameLayout(written, after), let orderingColumn {
      try reorder(written, to: after, column: Column(orderingColumn), db)
      written = try sections.snapshot(of: fetch(db))
    }
    guard Self.sameLayout(written, after) else {
      throw orderingColumn == nil && moves.movesItems
        ? QueryProviderError.moveNeedsOrderingColumn : .editNotRepresentable
    }
    return result
  }

  // MARK: Private

  /// The records the edit put in another section, each given the key of that section, read
  /// from a record that was in it before the edit.
  private func relocatedRecords(
    _ moves: ItemMoves<Section, Record>, from before: Snapshot<Section, Record>,
    to after: Snapshot<Section, Record>
  ) throws -> [Record.ID: Record] {
    guard !moves.relocated.isEmpty else { return [:] }
    guard let moveToSection = sections.moveToSection else {
      throw QueryProviderError.moveAcrossSectionsNotWritable
    }
    var records: [Record.ID: Record] = [:]
    for (id, section) in moves.relocated {
      // A section new to the query has no key to read.
      guard var record = after.item(id: id), let member = before.items(inSection: section)?.first
      else { throw QueryProviderError.editNotRepresentable }
      moveToSection(&record, member)
      records[id] = record
    }
    return records
  }

  private func writeRows(
    from before: Snapshot<Section, Record>, to after: Snapshot<Section, Record>,
    relocated: [Record.ID: Record], _ db: Database
  ) throws {
    let deleted = before.itemIdentifiers.filter { after.path(of: $0) == nil }
    try Record.deleteAll(db, ids: deleted)
    for edited in after.items {
      let record = relocated[edited.id] ?? edited
      if let old = before.item(id: record.id) {
        if old != record { try record.update(db) }
      } else {
        try record.insert(db)
      }
    }
  }

  /// Whether two lists have the same sections holding the same identifiers in the same order.
  private static func sameLayout(
    _ lhs: Snapshot<Section, Record>, _ rhs: Snapshot<Section, Record>
  ) -> Bool {
    lhs.sectionIdentifiers == rhs.sectionIdentifiers
      && (0..<lhs.numberOfSections).allSatisfy {
        lhs.numberOfItems(inSectionAt: $0) == rhs.numberOfItems(inSectionAt: $0)
      }
      && lhs.itemIdentifiers == rhs.itemIdentifiers
  }
}
