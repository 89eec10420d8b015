/// A book of seed 001: identified by its title, shown with its author.
package struct Book: Identifiable, Equatable, Sendable {
  /// The title, which identifies the book.
  package let title: String

  /// The author's name.
  package let author: String

  /// The book's identity: its title.
  package var id: String { title }

  /// Creates the value from its parts.
  package init(title: String, author: String) {
    self.title = title
    self.author = author
  }
}
