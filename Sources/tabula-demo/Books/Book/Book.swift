/// A book of seed 001: identified by its title, shown with its author.
struct Book: Identifiable, Equatable, Sendable {
  /// The title, which identifies the book.
  let title: String

  /// The author's name.
  let author: String

  /// The book's identity: its title.
  var id: String { title }
}
