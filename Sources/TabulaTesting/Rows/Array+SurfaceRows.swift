@_spi(Surfaces) package import Tabula

// MARK: - Array + Surface rows

extension Array
where Element: RandomAccessCollection, Element.Index == Int, Element.Element: SurfaceRow {
  /// The positions of the rows shown selected, section by section, in list order.
  ///
  /// - Complexity: O(*n*), where *n* is the number of rows.
  package var selectedPaths: [ItemPath] {
    indices.flatMap { section in
      self[section].indices.filter { self[section][$0].isSelected }
        .map { ItemPath(section: section, item: $0) }
    }
  }

  /// Whether a position holds a row.
  ///
  /// - Parameter path: The position.
  /// - Returns: `true` if the section and the row exist.
  package func hasRow(at path: ItemPath) -> Bool {
    indices.contains(path.section) && self[path.section].indices.contains(path.item)
  }
}
