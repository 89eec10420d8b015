/// An author of seed 001: a name and a birth date, which the list shows in the section's
/// header and footer.
package struct Author: Identifiable, Equatable, Sendable {
  /// The author's name, which identifies the author.
  package let name: String

  /// The birth date, written out.
  package let born: String

  /// The author's identity: the name.
  package var id: String { name }

  /// The authors of the books screen, with their books.
  package static let shelf: [(Author, [String])] = [
    (
      Author(name: "J. R. R. Tolkien", born: "3 January 1892"),
      ["The Hobbit", "The Fellowship of the Ring", "The Two Towers", "The Return of the King"]
    ),
    (
      Author(name: "J. K. Rowling", born: "31 July 1965"),
      ["Harry Potter and the Philosopher's Stone", "Harry Potter and the Chamber of Secrets"]
    ),
    (
      Author(name: "Ursula K. Le Guin", born: "21 October 1929"),
      ["A Wizard of Earthsea", "The Left Hand of Darkness", "The Dispossessed"]
    ),
    (Author(name: "Mary Shelley", born: "30 August 1797"), ["Frankenstein"]),
  ]

  /// Creates the value from its parts.
  package init(name: String, born: String) {
    self.name = name
    self.born = born
  }
}
