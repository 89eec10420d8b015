@_spi(Surfaces) package import Tabula

// MARK: - ListSurfaceClient + Rows

extension ListSurfaceClient {
  /// The number of items in each section, as the client reports them now.
  package var itemCounts: [Int] {
    (0..<numberOfSections).map { numberOfItems(inSectionAt: $0) }
  }

  /// A message for every row that does not show what the client has at its position.
  ///
  /// - Parameter rows: The rows a surface shows, section by section.
  /// - Returns: The position and the message of each mismatch, in order.
  package func mismatches<Row: SurfaceRow>(in rows: [[Row]]) -> [(ItemPath, String)] {
    var found: [(ItemPath, String)] = []
    for section in rows.indices {
      for item in rows[section].indices {
        let path = ItemPath(section: section, item: item)
        let expected = itemToken(at: path)
        let shown = rows[section][item].token
        if shown != expected {
          found.append(
            (
              path,
              "row \(path) shows \(shown.map(\.description) ?? "nothing") but the data source "
                + "has \(expected.map(\.description) ?? "nothing")"
            ))
        }
      }
    }
    return found
  }
}
