#if canImport(UIKit)
package import Tabula
package import UIKit
package import TabulaExampleModels

/// Seed 001's `MyTableViewCell`: a configurable cell that shows a book's title, with
/// "By: author" below it.
package final class BookCell: UITableViewCell, ConfigurableCell {
  /// Creates a subtitle cell, whatever style the table asks for.
  ///
  /// - Parameters:
  ///   - style: Ignored: a book needs the detail label below the title.
  ///   - reuseIdentifier: The identifier the cell is reused under.
  package override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
  }

  /// Creates a cell from an archive.
  ///
  /// - Parameter coder: The archive.
  package required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Shows a book.
  ///
  /// - Parameters:
  ///   - book: The book.
  ///   - path: The row's position.
  package func configure(with book: Book, at path: ItemPath) {
    textLabel?.text = book.title
    detailTextLabel?.text = "By: " + book.author
  }
}

/// Seed 001's `AuthorCell`: an author's name, with the birth date below it.
package final class AuthorCell: UITableViewCell, ConfigurableCell {
  /// The identifier the seed gives the cell.
  package nonisolated static var reuseIdentifier: String { "AuthorCell" }

  /// Creates a subtitle cell, whatever style the table asks for.
  ///
  /// - Parameters:
  ///   - style: Ignored: an author needs the detail label below the name.
  ///   - reuseIdentifier: The identifier the cell is reused under.
  package override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
  }

  /// Creates a cell from an archive.
  ///
  /// - Parameter coder: The archive.
  package required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Shows an author.
  ///
  /// - Parameters:
  ///   - author: The author.
  ///   - path: The row's position.
  package func configure(with author: Author, at path: ItemPath) {
    textLabel?.text = author.name
    detailTextLabel?.text = "Born on: " + author.born
  }
}
#endif
