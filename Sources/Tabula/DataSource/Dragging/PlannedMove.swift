/// Rows moved together to one place, as the edit that moves them and where the first of them
/// lands.
struct PlannedMove<Section: Identifiable & Equatable, Item: Identifiable & Equatable>
where Section.ID: Sendable, Item.ID: Sendable {
  /// The edit, one step for all the rows; `nil` when every row is already where it would land.
  var operation: EditOperation<Section, Item>?

  /// Where the first row lands.
  var landed: ItemPath
}
