import TabulaExamples

/// The screens the demo opens by name, with `--screen` or from the menu.
enum ScreenID: String, CaseIterable, Sendable {
  /// The menu of the seeds' screens.
  case menu
  /// Seed 000: GitHub users from a JSON fixture, searched; Enter shows a user's repositories.
  case users
  /// Seed 001: books under a header per author, in a configurable cell.
  case books
  /// Seed 002: a Pokédex configured by a closure, with delete, move, undo and redo.
  case pokedex
  /// Seed 003: a customer, an order and a product as rows of mixed cell types.
  case customer
  /// Seed 004: countries by continent, live from a SQLite database.
  case countries

  /// What the screen shows, in a line.
  var summary: String {
    switch self {
    case .menu: "the seeds' screens"
    case .users: "000 users search (JSON fixture); Enter shows repositories"
    case .books: "001 books by author, with headers"
    case .pokedex: "002 Pokédex: configure closure, subtitle cells, edit, undo, redo"
    case .customer: "003 customer, order, product: presenters of mixed rows"
    case .countries: "004 countries by continent, live SQLite; i/x insert and delete"
    }
  }
}
