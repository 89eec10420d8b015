// MARK: - ComposedList + Positions

extension ComposedList {
  /// The part that shows the row at a position of the list, and the row's position among
  /// the part's items; `nil` for a position outside the list.
  ///
  /// - Complexity: O(1).
  func partPosition(of path: ItemPath) -> (part: Int, path: ItemPath)? {
    guard placements.indices.contains(path.section) else { return nil }
    let placement = placements[path.section]
    guard placement.items.indices.contains(path.item) else { return nil }
    return (placement.part, ItemPath(section: placement.section, item: placement.items[path.item]))
  }

  /// Where a row that moves from `source` to `destination` of the list goes among its part's
  /// items, both positions counted as ``EditOperation/moveItem(_:to:)`` counts them: the
  /// destination once the row is taken out. The row lands before the item of the row it
  /// lands above, or after its section's last item.
  ///
  /// - Precondition: Both positions are in sections of the same part.
  func partDestination(moving source: ItemPath, to destination: ItemPath) -> ItemPath? {
    guard let (_, partSource) = partPosition(of: source),
      placements.indices.contains(destination.section)
    else { return nil }
    let target = placements[destination.section]
    var remaining = target.items
    let isSameSection = source.section == destination.section
    if isSameSection { remaining.remove(at: source.item) }
    guard (0...remaining.count).contains(destination.item) else { return nil }
    let before = destination.item < remaining.count ? remaining[destination.item] : target.count
    let index = isSameSection && before > partSource.item ? before - 1 : before
    return ItemPath(section: target.section, item: index)
  }
}
