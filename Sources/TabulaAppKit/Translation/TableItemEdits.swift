@_spi(Surfaces) public import Tabula

/// The rows of a batch that deletes and inserts items, or reconfigures them in place, and
/// nothing else: the batch an edit of a long list most often is.
///
/// No row moves, so `NSTableView` takes it in two calls, whatever its order of reading: the
/// rows removed, numbered as they are before the batch, then the rows inserted, at their final
/// places. Worked out with the layout after the batch from the layout before it, in one pass,
/// without the general path's ``RowChanges`` and ``TableViewUpdate``, which a batch that moves
/// rows or touches sections takes.
@_spi(AppKitUpdates)
public struct TableItemEdits: Equatable, Sendable {
  /// The rows removed, numbered before the batch: the deleted items' and the headers that go.
  public let removed: RowSet
  /// The rows inserted, numbered after the batch: the inserted items' and the headers that
  /// come.
  public let inserted: RowSet
  /// The rows whose views are configured again in place.
  public let reconfigured: [Int]
  /// The rows after the batch.
  public let layout: RowLayout

  /// The rows of a batch of item edits and the layout after it; `nil` for a batch that moves
  /// or reloads an item, touches a section, reconfigures an item beside a deletion or an
  /// insertion, or whose paths do not fit the layouts.
  ///
  /// A static function rather than an initializer: it borrows the batch and the layout, where
  /// an initializer would take copies of their arrays, which cost as much as the rest.
  ///
  /// - Parameters:
  ///   - batch: The batch, in UIKit's index spaces.
  ///   - old: The rows before the batch.
  ///   - hasHeader: Whether a section shows a header after the batch.
  /// - Returns: The edits.
  /// - Complexity: O(*s* + *c*) for *s* sections and *c* changes.
  public static func edits(
    of batch: BatchUpdate, from old: RowLayout, hasHeader: (_ section: Int) -> Bool
  ) -> TableItemEdits? {
    guard batch.movedItems.isEmpty, batch.reloadedItems.isEmpty, batch.deletedSections.isEmpty,
      batch.insertedSections.isEmpty, batch.movedSections.isEmpty,
      batch.reloadedSections.isEmpty,
      batch.reconfiguredItems.isEmpty
        || (batch.deletedItems.isEmpty && batch.insertedItems.isEmpty)
    else { return nil }
    var new = old
    var removed: [Range<Int>] = []
    removed.reserveCapacity(batch.deletedItems.count)
    for path in batch.deletedItems {
      guard old.contains(path) else { return nil }
      let row = old.row(of: path)
      removed.append(row..<row + 1)
      new.updateSection(at: path.section) { $0.itemCount -= 1 }
    }
    for path in batch.insertedItems {
      guard (0..<old.sectionCount).contains(path.section) else { return nil }
      new.updateSection(at: path.section) { $0.itemCount += 1 }
    }
    var comingHeaders: [Int] = []
    for section in 0..<old.sectionCount {
      let shows = hasHeader(section)
      guard new.section(at: section).itemCount >= 0 else { return nil }
      guard shows != old.section(at: section).hasHeader else { continue }
      new.updateSection(at: section) { $0.hasHeader = shows }
      if shows {
        comingHeaders.append(section)
      } else {
        let row = old.firstRow(ofSection: section)
        removed.append(row..<row + 1)
      }
    }
    new.countRows()
    var inserted: [Range<Int>] = []
    inserted.reserveCapacity(batch.insertedItems.count + comingHeaders.count)
    for section in comingHeaders {
      let row = new.firstRow(ofSection: section)
      inserted.append(row..<row + 1)
    }
    for path in batch.insertedItems {
      guard new.contains(path) else { return nil }
      let row = new.row(of: path)
      inserted.append(row..<row + 1)
    }
    var reconfigured: [Int] = []
    if !batch.reconfiguredItems.isEmpty {
      reconfigured.reserveCapacity(batch.reconfiguredItems.count)
      for path in batch.reconfiguredItems {
        guard old.contains(path), new.contains(path) else { return nil }
        reconfigured.append(new.row(of: path))
      }
    }
    return TableItemEdits(
      removed: RowSet(removed), inserted: RowSet(inserted), reconfigured: reconfigured,
      layout: new)
  }

  private init(removed: RowSet, inserted: RowSet, reconfigured: [Int], layout: RowLayout) {
    self.removed = removed
    self.inserted = inserted
    self.reconfigured = reconfigured
    self.layout = layout
  }
}
