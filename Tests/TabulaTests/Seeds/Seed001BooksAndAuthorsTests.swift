import Tabula
import Testing

// Seed 001: a `DataSource` generic over a `DataProvider` and a `ConfigurableCell`, an
// `EditableList` of books, and an authors screen with section headers. Here the same models
// go through the core: the provider owns the books, sections carry their headers, and a cell
// test double shows what a table view cell would.

struct Seed001Author: Identifiable, Equatable, Sendable {
  var name: String
  var birthYear: Int

  var id: String { name }
}

struct Seed001Book: Identifiable, Equatable, Sendable {
  var title: String
  var author: String

  var id: String { title }
}

/// A table view cell stand-in: a text label and a detail label.
@MainActor
final class Seed001BookCell: ConfigurableCell {
  private(set) var textLabel: String?
  private(set) var detailTextLabel: String?
  private(set) var path: ItemPath?

  func configure(with book: Seed001Book, at path: ItemPath) {
    textLabel = book.title
    detailTextLabel = "By: " + book.author
    self.path = path
  }
}

/// A cell that does not know authors: a closure registration shows them in it.
@MainActor
final class Seed001SubtitleCell {
  var textLabel: String?
  var detailTextLabel: String?
}

private let tolkien = Seed001Author(name: "Tolkien", birthYear: 1892)
private let rowling = Seed001Author(name: "Rowling", birthYear: 1965)
private let leGuin = Seed001Author(name: "Le Guin", birthYear: 1929)

private let hobbit = Seed001Book(title: "The Hobbit", author: "Tolkien")
private let silmarillion = Seed001Book(title: "The Silmarillion", author: "Tolkien")
private let potter = Seed001Book(title: "Harry Potter", author: "Rowling")
private let earthsea = Seed001Book(title: "A Wizard of Earthsea", author: "Le Guin")

private typealias Shelves = Snapshot<ListSection, Seed001Book>
private typealias ShelfError = SnapshotError<String, String>

/// The books grouped under one section per author, in the order of `authors`.
private func booksByAuthor(_ authors: [Seed001Author], _ books: [Seed001Book])
  throws(ShelfError) -> Shelves
{
  try Shelves {
    for author in authors {
      SnapshotSection(
        ListSection(
          id: author.id, header: author.name, footer: "Born in \(author.birthYear)",
          indexTitle: String(author.name.prefix(1)))
      ) {
        for book in books where book.author == author.name { book }
      }
    }
  }
}

private func path(_ section: Int, _ item: Int) -> ItemPath {
  ItemPath(section: section, item: item)
}

@MainActor
struct Seed001BooksAndAuthorsTests {
  // MARK: EditableList of books

  @Test func `an array provider of books counts them in one section`() throws {
    let provider = try EditableList(items: [hobbit, potter])
    #expect(provider.numberOfSections == 1)
    #expect(provider.numberOfItems(inSectionAt: 0) == 2)
    #expect(provider.numberOfItems(inSectionAt: 1) == nil)
    #expect(provider.items == [hobbit, potter])
  }

  @Test func `item(at:) gives each book and nil out of range`() throws {
    let provider = try EditableList(items: [hobbit, potter])
    #expect(provider.item(at: path(0, 0)) == hobbit)
    #expect(provider.item(at: path(0, 1)) == potter)
    #expect(provider.item(at: path(0, 2)) == nil)
    #expect(provider.item(at: path(1, 0)) == nil)
  }

  @Test func `an array provider of authors works the same way`() throws {
    let provider = try EditableList(items: [tolkien, rowling, leGuin])
    #expect(provider.numberOfItems(inSectionAt: 0) == 3)
    #expect(provider.item(at: path(0, 2))?.birthYear == 1929)
    #expect(provider.item(at: path(0, 3)) == nil)
  }

  @Test func `adding a book publishes the longer list`() throws {
    let provider = try EditableList(items: [hobbit])
    let titles = TitleLog()
    let token = provider.observe { snapshot in titles.entries.append(snapshot.items.map(\.title)) }
    try provider.replaceItems(provider.items + [potter])
    #expect(provider.numberOfItems(inSectionAt: 0) == 2)
    #expect(titles.entries == [["The Hobbit", "Harry Potter"]])
    #expect(token.isCancelled == false)
  }

  // MARK: Books grouped by author

  @Test func `books are grouped under one section per author`() throws {
    let provider = SnapshotProvider(
      try booksByAuthor([tolkien, rowling, leGuin], [hobbit, potter, silmarillion, earthsea]))
    #expect(provider.numberOfSections == 3)
    #expect(provider.snapshot.sectionIdentifiers == ["Tolkien", "Rowling", "Le Guin"])
    #expect(provider.numberOfItems(inSectionAt: 0) == 2)
    #expect(provider.numberOfItems(inSectionAt: 1) == 1)
    #expect(provider.numberOfItems(inSectionAt: 2) == 1)
    #expect(provider.numberOfItems(inSectionAt: 3) == nil)
    #expect(provider.snapshot.items(inSection: "Tolkien") == [hobbit, silmarillion])
    #expect(provider.item(at: path(2, 0)) == earthsea)
    #expect(provider.item(at: path(1, 1)) == nil)
  }

  @Test func `each author section carries its header, footer and index title`() throws {
    let provider = SnapshotProvider(try booksByAuthor([tolkien, leGuin], [hobbit, earthsea]))
    let sections = provider.snapshot.sections
    #expect(sections.map(\.header) == ["Tolkien", "Le Guin"])
    #expect(sections.map(\.footer) == ["Born in 1892", "Born in 1929"])
    #expect(sections.map(\.indexTitle) == ["T", "L"])
    #expect(provider.snapshot.section(id: "Le Guin")?.header == "Le Guin")
    #expect(provider.snapshot.sectionIdentifier(containingItem: earthsea.id) == "Le Guin")
  }

  @Test func `a section built from a header string uses it as identity and header`() throws {
    let shelves = try Shelves {
      SnapshotSection("Tolkien", footer: "2 books") {
        hobbit
        silmarillion
      }
    }
    let section = try #require(shelves.section(at: 0))
    #expect(section == ListSection(id: "Tolkien", header: "Tolkien", footer: "2 books"))
    #expect(shelves.itemIdentifiers == ["The Hobbit", "The Silmarillion"])
  }

  @Test func `an author without books still gets an empty section`() throws {
    let shelves = try booksByAuthor([tolkien, rowling], [hobbit])
    #expect(shelves.numberOfSections == 2)
    #expect(shelves.numberOfItems(inSectionAt: 1) == 0)
    #expect(shelves.section(at: 1)?.header == "Rowling")
  }

  @Test func `a book listed twice is refused with both positions`() {
    let expected = ShelfError.duplicateIdentifiers(
      sections: [],
      items: [.init(id: "The Hobbit", positions: [path(0, 0), path(0, 1)])]
    )
    #expect(throws: expected) {
      try booksByAuthor([tolkien], [hobbit, hobbit])
    }
  }

  @Test func `moving a book to another author moves it between sections`() throws {
    let provider = SnapshotProvider(try booksByAuthor([tolkien, rowling], [hobbit, potter]))
    try provider.update { shelves throws(ShelfError) in
      try shelves.moveItem(hobbit.id, afterItem: potter.id)
    }
    #expect(provider.snapshot.itemIdentifiers(inSection: "Tolkien") == [])
    #expect(
      provider.snapshot.itemIdentifiers(inSection: "Rowling") == ["Harry Potter", "The Hobbit"])
  }

  // MARK: Cells

  @Test func `a configurable cell shows a book through its registration`() {
    let registration = CellRegistration<Seed001BookCell, Seed001Book>()
    let cell = Seed001BookCell()
    registration.configure(cell, at: path(0, 1), with: potter)
    #expect(cell.textLabel == "Harry Potter")
    #expect(cell.detailTextLabel == "By: Rowling")
    #expect(cell.path == path(0, 1))
    #expect(registration.reuseIdentifier == Seed001BookCell.reuseIdentifier)
  }

  @Test func `a reused cell shows only its latest book`() {
    let registration = CellRegistration<Seed001BookCell, Seed001Book>()
    let cell = Seed001BookCell()
    registration.configure(cell, at: path(0, 0), with: hobbit)
    registration.configure(cell, at: path(0, 1), with: potter)
    #expect(cell.textLabel == "Harry Potter")
    #expect(cell.detailTextLabel == "By: Rowling")
    #expect(cell.path == path(0, 1))
  }

  @Test func `every row of the provider is shown in a fresh cell`() throws {
    let provider = SnapshotProvider(try booksByAuthor([tolkien, rowling], [hobbit, potter]))
    let registration = CellRegistration<Seed001BookCell, Seed001Book>()
    var shown: [String] = []
    for section in 0..<provider.numberOfSections {
      for item in 0..<(provider.numberOfItems(inSectionAt: section) ?? 0) {
        let book = try #require(provider.item(at: path(section, item)))
        let cell = Seed001BookCell()
        registration.configure(cell, at: path(section, item), with: book)
        shown.append("\(cell.textLabel ?? "") \(cell.detailTextLabel ?? "")")
      }
    }
    #expect(shown == ["The Hobbit By: Tolkien", "Harry Potter By: Rowling"])
  }

  @Test func `a closure registration shows an author in a plain cell`() {
    let registration = CellRegistration<Seed001SubtitleCell, Seed001Author>(
      reuseIdentifier: "AuthorCell"
    ) { cell, _, author in
      cell.textLabel = author.name
      cell.detailTextLabel = "Born in: \(author.birthYear)"
    }
    let cell = Seed001SubtitleCell()
    registration.configure(cell, at: path(0, 0), with: leGuin)
    #expect(cell.textLabel == "Le Guin")
    #expect(cell.detailTextLabel == "Born in: 1929")
    #expect(registration.erased.reuseIdentifier == "AuthorCell")
    #expect(
      ObjectIdentifier(registration.erased.cellClass) == ObjectIdentifier(Seed001SubtitleCell.self))
  }
}

/// The titles each observed snapshot held.
@MainActor
private final class TitleLog {
  var entries: [[String]] = []
}
