@_spi(Surfaces) public import Tabula

// MARK: - RowLayout + BatchUpdate

extension RowLayout {
  /// The layout after a batch that changes items only, worked out from the layout before it:
  /// each section's count goes down by the items that leave it and up by those that arrive,
  /// and each header is read again from the data source, which has switched to the state after
  /// the batch. `nil` for a batch that deletes, inserts, moves or reloads a section, or whose
  /// paths do not fit the layouts: read the whole layout then (``init(showing:)``).
  ///
  /// Reading the counts back through `any ListSurfaceClient` costs a call into the data
  /// source's generic code per section, the main cost of telling a table one edit.
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
    guard batch.deletedSections.isEmpty, batch.insertedSections.isEmpty,
      batch.movedSections.isEmpty, batch.reloadedSections.isEmpty
    else { return nil }
    var sections = old.sections
    for path in batch.deletedItems {
      guard old.contains(path) else { return nil }
      sections[path.section].itemCount -= 1
    }
    for move in batch.movedItems {
      guard old.contains(move.from), sections.indices.contains(move.to.section) else {
        return nil
      }
      sections[move.from.section].itemCount -= 1
      sections[move.to.section].itemCount += 1
    }
    for path in batch.insertedItems {
      guard sections.indices.contains(path.section) else { return nil }
      sections[path.section].itemCount += 1
    }
    for section in sections.indices {
      guard sections[section].itemCount >= 0 else { return nil }
      sections[section].hasHeader = client.headerTitle(inSection: section) != nil
    }
    self.init(sections: sections)
  }
}
