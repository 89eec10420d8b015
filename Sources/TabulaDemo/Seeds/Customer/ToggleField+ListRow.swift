import Tabula
import TabulaExampleModels

// MARK: - ToggleField + ListRow

extension ToggleField {
  /// A row that shows the field in a ``ToggleCell`` and, when selected, replaces itself with
  /// a row of the flipped field; the row is its title.
  ///
  /// Each row knows its own field, so flipping after an undo flips what the row shows.
  ///
  /// - Parameters:
  ///   - field: The field.
  ///   - replace: Puts the new row in the list in place of the old one.
  /// - Returns: The row.
  static func row(
    _ field: ToggleField, replace: @escaping @MainActor @Sendable (ListRow<String>) -> Void
  ) -> ListRow<String> {
    ListRow(id: field.title, cell: ToggleCell.self, item: field) {
      replace(row(field.toggled, replace: replace))
    }
  }
}
