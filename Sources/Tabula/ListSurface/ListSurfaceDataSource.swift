/// What a ``ListSurface`` asks about the list it shows: the part of `UITableViewDataSource`
/// that every surface needs.
@MainActor
public protocol ListSurfaceDataSource: AnyObject {
  /// The number of sections.
  var numberOfSections: Int { get }

  /// The number of items in the section at this index; zero if there is no such section.
  ///
  /// - Parameter section: The index of a section.
  /// - Returns: Its number of items.
  func numberOfItems(inSection section: Int) -> Int

  /// A configured cell for the item at a position, dequeued from `surface`.
  ///
  /// - Parameters:
  ///   - surface: The surface asking; the cell is dequeued from it.
  ///   - path: The position of the item.
  /// - Returns: The cell, showing the item; `nil` if the position is out of range or the
  ///   cell could not be made, in which case the data source has reported a diagnostic and
  ///   the surface shows an empty cell.
  func cell(for surface: any ListSurface, at path: ItemPath) -> AnyObject?

  /// The identity and content of the item at a position, for surfaces that check what they
  /// show; `nil` if the position is out of range.
  ///
  /// - Parameter path: The position of the item.
  /// - Returns: A token that compares equal to another for the same identity and content.
  func itemToken(at path: ItemPath) -> ItemToken?

  /// Whether the user may delete or move the item at a position.
  ///
  /// - Parameter path: The position of the item.
  /// - Returns: `true` if the item is editable.
  func canEditItem(at path: ItemPath) -> Bool

  /// The user deleted the item at a position (swipe to delete, or the delete control). The
  /// surface has not removed the row: the data source updates the data, and the new snapshot
  /// removes it.
  ///
  /// - Parameter path: The position of the item.
  func userDidDeleteItem(at path: ItemPath)

  /// The user dragged the item at `source` to `destination`. The surface has already moved
  /// the row: the data source must update its data without moving the row again.
  ///
  /// - Parameters:
  ///   - source: Where the row was.
  ///   - destination: Where the user dropped it.
  func userDidMoveItem(from source: ItemPath, to destination: ItemPath)
}
