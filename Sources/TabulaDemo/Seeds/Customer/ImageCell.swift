import Tabula
import TabulaExampleModels

/// Seed 003's image cell: a picture, named, since a terminal shows no pictures.
@MainActor
final class ImageCell: ConfigurableCell, TerminalCell {
  private var field: ImageField?

  /// Creates an empty cell.
  init() {}

  /// Shows a field.
  ///
  /// - Parameters:
  ///   - field: The field.
  ///   - path: The row's position.
  func configure(with field: ImageField, at path: ItemPath) {
    self.field = field
  }

  /// The field in one line.
  ///
  /// - Parameter width: The columns available.
  /// - Returns: One line.
  func lines(width: Int) -> [String] {
    guard let field else { return [""] }
    return ["[picture: \(field.name)]"]
  }

  /// Forgets the field.
  func prepareForReuse() {
    field = nil
  }
}
