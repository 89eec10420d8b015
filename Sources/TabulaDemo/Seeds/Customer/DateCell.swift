import Tabula
import TabulaExampleModels

/// Seed 003's date cell: a title, and its day flush right.
@MainActor
final class DateCell: ConfigurableCell, TerminalCell {
  private var field: DateField?

  /// Creates an empty cell.
  init() {}

  /// Shows a field.
  ///
  /// - Parameters:
  ///   - field: The field.
  ///   - path: The row's position.
  func configure(with field: DateField, at path: ItemPath) {
    self.field = field
  }

  /// The field in one line.
  ///
  /// - Parameter width: The columns available.
  /// - Returns: One line.
  func lines(width: Int) -> [String] {
    guard let field else { return [""] }
    return [Columns.spread(field.title, field.day.description, width: width)]
  }

  /// Forgets the field.
  func prepareForReuse() {
    field = nil
  }
}
