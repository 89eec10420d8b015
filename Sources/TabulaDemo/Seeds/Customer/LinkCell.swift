import Tabula
import TabulaExampleModels

/// A row that opens another screen: a title, and what opens, flush right.
@MainActor
final class LinkCell: ConfigurableCell, TerminalCell {
  private var field: LinkField?

  /// Creates an empty cell.
  init() {}

  /// Shows a field.
  ///
  /// - Parameters:
  ///   - field: The field.
  ///   - path: The row's position.
  func configure(with field: LinkField, at path: ItemPath) {
    self.field = field
  }

  /// The field in one line.
  ///
  /// - Parameter width: The columns available.
  /// - Returns: One line.
  func lines(width: Int) -> [String] {
    guard let field else { return [""] }
    return [Columns.spread(field.title, field.value + " ›", width: width)]
  }

  /// Forgets the field.
  func prepareForReuse() {
    field = nil
  }
}
