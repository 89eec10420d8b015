// MARK: - ListDataSource + Positions

extension ListDataSource {
  /// The items shown at positions; a position no longer in the list is skipped and reported.
  ///
  /// - Parameters:
  ///   - paths: The positions.
  ///   - purpose: What the surface asked them for, for the diagnostic.
  /// - Returns: The items, in the order of `paths`.
  func shownItems(at paths: [ItemPath], purpose: String) -> [Item] {
    var items: [Item] = []
    items.reserveCapacity(paths.count)
    for path in paths {
      if let item = snapshot.item(at: path) {
        items.append(item)
      } else {
        report(
          .positionOutOfRange, "the surface asked to \(purpose) \(path), no longer in the list")
      }
    }
    return items
  }
}
