import Tabula
import TabulaExampleModels

/// Seed 003's text cell: a title, and its value flush right.
@MainActor
final class TextFieldCell: ConfigurableCell, TerminalCell {
  private var field: TextField?

  /// Creates an empty cell.
  init() {}

  /// Shows a field.
  ///
  /// - Parameters:
  ///   - field: The field.
  ///   - path: The row's position.
  func configure(with field: TextField, at path: ItemPath) {
    self.field = field
  }

  /// The field in one line.
  ///
  /// - Parameter width: The columns available.
  /// - Returns: One line.
  func lines(width: Int) -> [String] {
    guard let field else { return [""] }
    return [Columns.spread(field.title, field.value, width: width)]
  }

  /// Forgets the field.
  func prepareForReuse() {
    field = nil
  }
}
