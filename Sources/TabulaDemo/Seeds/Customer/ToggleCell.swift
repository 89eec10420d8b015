import Tabula
import TabulaExampleModels

/// Seed 003's toggle cell: a title, and a switch flush right; Enter flips it.
@MainActor
final class ToggleCell: ConfigurableCell, TerminalCell {
  private var field: ToggleField?

  /// Creates an empty cell.
  init() {}

  /// Shows a field.
  ///
  /// - Parameters:
  ///   - field: The field.
  ///   - path: The row's position.
  func configure(with field: ToggleField, at path: ItemPath) {
    self.field = field
  }

  /// The field in one line.
  ///
  /// - Parameter width: The columns available.
  /// - Returns: One line.
  func lines(width: Int) -> [String] {
    guard let field else { return [""] }
    return [Columns.spread(field.title, field.isOn ? "[x] on" : "[ ] off", width: width)]
  }

  /// Forgets the field.
  func prepareForReuse() {
    field = nil
  }
}
