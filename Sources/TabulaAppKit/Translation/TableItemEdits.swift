@_spi(Surfaces) public import Tabula

/// The rows of a batch that deletes and inserts items, or reconfigures them in place, and
/// nothing else: the batch an edit of a long list most often is.
///
/// No row moves, so `NSTableView` takes it in two calls, whatever its order of reading: the
/// rows removed, numbered as they are before the batch, then the rows inserted, at their final
/// places. Worked out from the layouts before and after in one pass, without the general
/// path's ``RowChanges`` and ``TableViewUpdate``, which a batch that moves rows or touches
/// sections takes.
@_spi(AppKitUpdates)
public struct TableItemEdits: Equatable, Sendable {
  /// The rows removed, numbered before the batch: the deleted items' and the headers that go.
  public let removed: RowSet
  /// The rows inserted, numbered after the batch: the inserted items' and the headers that
  /// come.
  public let inserted: RowSet
  /// The rows whose views are configured again in place.
  public let reconfigured: [Int]

  /// The rows of a batch of item edits; `nil` for a batch that moves or reloads an item,
  /// touches a section, reconfigures an item beside a deletion or an insertion, or whose
  /// paths do not fit the layouts.
  ///
  /// - Parameters:
  ///   - batch: The batch, in UIKit's index spaces.
  ///   - old: The rows before the batch.
  ///   - new: The rows after it.
  /// - Complexity: O(*s* + *c* log *c*) for *s* sections and *c* changes.
  public init?(_ batch: BatchUpdate, from old: RowLayout, to new: RowLayout) {
    let deleted = batch.deletedItems
    let inserted = batch.insertedItems
    let reconfigured = batch.reconfiguredItems
    guard batch.movedItems.isEmpty, batch.reloadedItems.isEmpty, batch.deletedSections.isEmpty,
      batch.insertedSections.isEmpty, batch.movedSections.isEmpty,
      batch.reloadedSections.isEmpty, old.sections.count == new.sections.count,
      reconfigured.isEmpty || (deleted.isEmpty && inserted.isEmpty)
    else { return nil }
    guard let rows = RowLayout.rows(deleting: deleted, inserting: inserted, from: old, to: new)
    else { return nil }
    var reconfiguredRows: [Int] = []
    if !reconfigured.isEmpty {
      reconfiguredRows.reserveCapacity(reconfigured.count)
      for path in reconfigured {
        guard old.contains(path), new.contains(path) else { return nil }
        reconfiguredRows.append(new.row(of: path))
      }
    }
    let removed = RowSet(rows.removed)
    let added = RowSet(rows.inserted)
    guard new.rowCount - added.count == old.rowCount - removed.count else { return nil }
    self.removed = removed
    self.inserted = added
    self.reconfigured = reconfiguredRows
  }
}

// MARK: - RowLayout + Item rows

extension RowLayout {
  /// The rows removed and inserted by item deletions and insertions in the same sections, and
  /// by the headers that go or come with them; `nil` if a path does not fit its layout.
  ///
  /// - Parameters:
  ///   - deleted: The items deleted, in `old`.
  ///   - inserted: The items inserted, in `new`.
  ///   - old: The rows before.
  ///   - new: The rows after, with as many sections.
  /// - Complexity: O(*s* + *c*) for *s* sections and *c* paths.
  static func rows(
    deleting deleted: [ItemPath], inserting inserted: [ItemPath], from old: RowLayout,
    to new: RowLayout
  ) -> (removed: [Range<Int>], inserted: [Range<Int>])? {
    var removedRows: [Range<Int>] = []
    var insertedRows: [Range<Int>] = []
    for section in old.sections.indices
    where old.sections[section].hasHeader != new.sections[section].hasHeader {
      if let row = old.headerRow(ofSection: section) { removedRows.append(row..<row + 1) }
      if let row = new.headerRow(ofSection: section) { insertedRows.append(row..<row + 1) }
    }
    removedRows.reserveCapacity(removedRows.count + deleted.count)
    for path in deleted {
      guard old.contains(path) else { return nil }
      let row = old.row(of: path)
      removedRows.append(row..<row + 1)
    }
    insertedRows.reserveCapacity(insertedRows.count + inserted.count)
    for path in inserted {
      guard new.contains(path) else { return nil }
      let row = new.row(of: path)
      insertedRows.append(row..<row + 1)
    }
    return (removedRows, insertedRows)
  }
}
