@_spi(Surfaces) public import Tabula

// MARK: - RowLayout + BatchUpdate

extension RowLayout {
  /// The layout after a batch that changes items only, worked out from the layout before it:
  /// each section's count goes down by the items that leave it and up by those that arrive,
  /// and each header is read again from the data source, which has switched to the state after
  /// the batch. `nil` for a batch that deletes, inserts, moves or reloads a section, or whose
  /// paths do not fit the layouts: read the whole layout then (``init(showing:)``).
  ///
  /// Reading each header and footer back through `any ListSurfaceClient` costs a call into the
  /// data source per section (`titlesShown(inSection:)`). A batch that deletes and inserts
  /// items and does nothing else takes ``TableItemEdits/edits(of:in:edges:)`` instead, which
  /// updates a layout the same way.
  ///
  /// - Parameters:
  ///   - batch: The batch, in UIKit's index spaces.
  ///   - old: The layout before the batch.
  ///   - client: The data source, in its state after the batch.
  /// - Complexity: O(*s* + *c*) for *s* sections and *c* changes.
  @MainActor
  public init?(
    afterItemChangesIn batch: BatchUpdate, from old: RowLayout,
    showing client: any ListSurfaceClient
  ) {
    self = old
    guard updateForItemChanges(in: batch, edges: { client.titlesShown(inSection: $0) }) else {
      return nil
    }
  }

  /// Updates the layout for a batch that changes items only: each section's count less the
  /// items that leave it, plus those that arrive, and each header and footer as `edges` says.
  /// `false`, the layout left part-way, for a batch that deletes, inserts, moves or reloads a
  /// section, or whose paths do not fit.
  ///
  /// - Parameters:
  ///   - batch: The batch, in UIKit's index spaces.
  ///   - edges: Whether a section shows a header and a footer after the batch.
  /// - Returns: Whether the batch fits.
  /// - Complexity: O(*s* + *c*) for *s* sections and *c* changes.
  mutating func updateForItemChanges(
    in batch: BatchUpdate, edges: (_ section: Int) -> Edges
  ) -> Bool {
    guard batch.deletedSections.isEmpty, batch.insertedSections.isEmpty,
      batch.movedSections.isEmpty, batch.reloadedSections.isEmpty
    else { return false }
    // The items that leave are checked against the counts before any of them changes.
    for path in batch.deletedItems { guard contains(path) else { return false } }
    for move in batch.movedItems {
      guard contains(move.from), (0..<sectionCount).contains(move.to.section) else {
        return false
      }
    }
    for path in batch.deletedItems { updateSection(at: path.section) { $0.itemCount -= 1 } }
    for move in batch.movedItems {
      updateSection(at: move.from.section) { $0.itemCount -= 1 }
      updateSection(at: move.to.section) { $0.itemCount += 1 }
    }
    for path in batch.insertedItems {
      guard (0..<sectionCount).contains(path.section) else { return false }
      updateSection(at: path.section) { $0.itemCount += 1 }
    }
    for index in 0..<sectionCount {
      guard section(at: index).itemCount >= 0 else { return false }
      let shows = edges(index)
      updateSection(at: index) {
        $0.hasHeader = shows.header
        $0.hasFooter = shows.footer
      }
    }
    countRows()
    return true
  }
}
