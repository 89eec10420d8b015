@_spi(Surfaces) public import Tabula

/// The rows of a batch that deletes and inserts items, or reconfigures them in place, and
/// nothing else: the batch an edit of a long list most often is.
///
/// No row moves, so `NSTableView` takes it in two calls, whatever its order of reading: the
/// rows removed, numbered as they are before the batch, then the rows inserted, at their final
/// places. Worked out while the layout is brought up to date in place (the layout's own
/// `RowLayout.updateForItemChanges(in:edges:)`), without the general path's
/// ``RowChanges`` and ``TableViewUpdate``, which a batch that moves rows or touches sections
/// takes.
@_spi(AppKitUpdates)
public struct TableItemEdits: Equatable, Sendable {
  /// The rows removed, numbered before the batch: the deleted items' and the headers and
  /// footers that go.
  public let removed: RowSet
  /// The rows inserted, numbered after the batch: the inserted items' and the headers and
  /// footers that come.
  public let inserted: RowSet
  /// The rows whose views are configured again in place.
  public let reconfigured: [Int]

  /// The rows of a batch of item edits, with the layout brought to its state after the batch;
  /// `nil`, the layout as it was, for a batch that moves or reloads an item, touches a
  /// section, reconfigures an item beside a deletion or an insertion, or whose paths do not
  /// fit the layouts.
  ///
  /// A static function that edits the layout in place, rather than an initializer that
  /// returns a new one: it borrows the batch, and the layout is neither copied into the
  /// result nor assigned back, which for the edit of one row cost as much as the rest.
  ///
  /// - Parameters:
  ///   - batch: The batch, in UIKit's index spaces.
  ///   - layout: The rows before the batch; after it once the function returns edits.
  ///   - edges: Whether a section shows a header and a footer after the batch.
  /// - Returns: The edits.
  /// - Complexity: O(*s* + *c*) for *s* sections and *c* changes.
  public static func edits(
    of batch: BatchUpdate, in layout: inout RowLayout, edges: (_ section: Int) -> RowLayout.Edges
  ) -> TableItemEdits? {
    guard batch.movedItems.isEmpty, batch.reloadedItems.isEmpty,
      batch.reconfiguredItems.isEmpty
        || (batch.deletedItems.isEmpty && batch.insertedItems.isEmpty)
    else { return nil }
    let old = layout
    guard layout.updateForItemChanges(in: batch, edges: edges),
      let rows = RowLayout.rows(
        deleting: batch.deletedItems, inserting: batch.insertedItems, from: old, to: layout)
    else {
      layout = old
      return nil
    }
    var reconfigured: [Int] = []
    if !batch.reconfiguredItems.isEmpty {
      reconfigured.reserveCapacity(batch.reconfiguredItems.count)
      for path in batch.reconfiguredItems {
        guard old.contains(path), layout.contains(path) else {
          layout = old
          return nil
        }
        reconfigured.append(layout.row(of: path))
      }
    }
    return TableItemEdits(
      removed: RowSet(rows.removed), inserted: RowSet(rows.inserted), reconfigured: reconfigured)
  }

  private init(removed: RowSet, inserted: RowSet, reconfigured: [Int]) {
    self.removed = removed
    self.inserted = inserted
    self.reconfigured = reconfigured
  }
}

// MARK: - RowLayout + Item rows

extension RowLayout {
  /// The rows removed and inserted by item deletions and insertions in the same sections, and
  /// by the headers and footers that go or come with them; `nil` if a path does not fit its
  /// layout.
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
    for section in 0..<old.sectionCount {
      let before = old.section(at: section)
      let after = new.section(at: section)
      if before.hasHeader != after.hasHeader {
        if let row = old.headerRow(ofSection: section) { removedRows.append(row..<row + 1) }
        if let row = new.headerRow(ofSection: section) { insertedRows.append(row..<row + 1) }
      }
      if before.hasFooter != after.hasFooter {
        if let row = old.footerRow(ofSection: section) { removedRows.append(row..<row + 1) }
        if let row = new.footerRow(ofSection: section) { insertedRows.append(row..<row + 1) }
      }
    }
    removedRows.reserveCapacity(removedRows.count + deleted.count)
    for path in deleted {
      guard old.contains(path) else { return nil }
      append(old.row(of: path), to: &removedRows)
    }
    insertedRows.reserveCapacity(insertedRows.count + inserted.count)
    for path in inserted {
      guard new.contains(path) else { return nil }
      append(new.row(of: path), to: &insertedRows)
    }
    return (removedRows, insertedRows)
  }

  /// Adds a row to ranges, as part of the last range if it follows it: consecutive items
  /// make one range, which the table takes whole.
  private static func append(_ row: Int, to ranges: inout [Range<Int>]) {
    if let last = ranges.last, last.upperBound == row {
      ranges[ranges.count - 1] = last.lowerBound..<row + 1
    } else {
      ranges.append(row..<row + 1)
    }
  }
}
