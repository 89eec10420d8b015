import Tabula
import TabulaExampleModels

/// Seed 001's `MyTableViewCell`: a configurable cell that shows a book's title, with
/// "By: author" trailing.
@MainActor
final class BookCell: ConfigurableCell, TerminalCell {
  /// The title label.
  private(set) var textLabel = ""

  /// The detail label.
  private(set) var detailTextLabel = ""

  /// Creates an empty cell.
  init() {}

  /// Shows a book.
  ///
  /// - Parameters:
  ///   - book: The book.
  ///   - path: The row's position.
  func configure(with book: Book, at path: ItemPath) {
    textLabel = book.title
    detailTextLabel = "By: " + book.author
  }

  /// The title, and the author flush right.
  ///
  /// - Parameter width: The columns available.
  /// - Returns: One line.
  func lines(width: Int) -> [String] {
    [Columns.spread(textLabel, detailTextLabel, width: width)]
  }
}
