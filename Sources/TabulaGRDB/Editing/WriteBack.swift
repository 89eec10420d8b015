import GRDB
import Tabula

/// Writes an edit of a query's list to the database, inside the caller's transaction, so that
/// the query then returns the edited list.
///
/// The edit is applied to the query's result as it is in the transaction, not to the list on
/// screen, so a step of the history always reverts what was written, even if another writer
/// committed in between. Rows are deleted, inserted and updated by primary key; order within a
/// section is written by permuting the ordering column's values among the rows whose place
/// changed; then the query runs again, and anything but the edited list throws, rolling the
/// transaction back.
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
  /// - Throws: What `edit` throws (a `SnapshotError` for a stale edit), GRDB's errors, or
  ///   ``QueryProviderError/editNotRepresentable``; then the caller's transaction must roll
  ///   back.
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
    try writeRows(from: before, to: after, db)
    var written = try sections.snapshot(of: fetch(db))
    if !Self.sameLayout(written, after), let orderingColumn {
      try reorder(written, to: after, column: Column(orderingColumn), db)
      written = try sections.snapshot(of: fetch(db))
    }
    guard Self.sameLayout(written, after) else { throw QueryProviderError.editNotRepresentable }
    return result
  }

  // MARK: Private

  private func writeRows(
    from before: Snapshot<Section, Record>, to after: Snapshot<Section, Record>, _ db: Database
  ) throws {
    let deleted = before.itemIdentifiers.filter { after.path(of: $0) == nil }
    try Record.deleteAll(db, ids: deleted)
    for record in after.items {
      if let old = before.item(id: record.id) {
        if old != record { try record.update(db) }
      } else {
        try record.insert(db)
      }
    }
  }

  /// Gives the rows of each section whose order differs the ordering values of the rows that
  /// stood in their window, in the edited order: a move from *i* to *j* writes |*i* − *j*| + 1
  /// rows, and every other row keeps its value.
  private func reorder(
    _ written: Snapshot<Section, Record>, to after: Snapshot<Section, Record>, column: Column,
    _ db: Database
  ) throws {
    for sectionID in after.sectionIdentifiers {
      guard let target = after.itemIdentifiers(inSection: sectionID),
        let current = written.itemIdentifiers(inSection: sectionID),
        current.count == target.count, current != target, Set(current) == Set(target),
        let first = current.indices.first(where: { current[$0] != target[$0] }),
        let last = current.indices.last(where: { current[$0] != target[$0] })
      else { continue }
      // NB: the request sorts by `column` within the section, so the window's values are
      // already in ascending order: handing them out in the edited order sorts the rows so.
      let values = try current[first...last].map { id in
        try Record.filter(id: id).select(column, as: DatabaseValue.self).fetchOne(db)
          ?? .null
      }
      let old = Dictionary(uniqueKeysWithValues: zip(current[first...last], values))
      for (id, value) in zip(target[first...last], values) where old[id] != value {
        try Record.filter(id: id).updateAll(db, column.set(to: value))
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
