// MARK: - ListDataSource + Identifier names

extension ListDataSource {
  /// Identifiers as a diagnostic names them, in a stable order.
  ///
  /// - Parameter ids: The identifiers.
  /// - Returns: Their descriptions, sorted and separated by commas.
  static func names(of ids: Set<Item.ID>) -> String {
    ids.map { String(describing: $0) }.sorted().joined(separator: ", ")
  }
}
