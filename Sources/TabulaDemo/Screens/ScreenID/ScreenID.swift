import TabulaExampleModels

/// The screens the demo opens by name, with `--screen` or from the menu.
enum ScreenID: String, CaseIterable, Sendable {
  /// The menu of every other screen.
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
  /// Not a seed: an inbox in the style of a modern list, with swipe actions, context menus
  /// and prefetching (issue 11).
  case inbox
  /// Not a seed: a chat that opens at its newest message, pages older messages in above the
  /// user's place, and receives new ones (issue 23).
  case chat
  /// Not a seed: seed 004's countries as an outline, continents, countries and cities, live
  /// from a SQLite table with a parent column.
  case outline

  /// The seeds' screens, which the menu lists first.
  static var seeds: [ScreenID] { [.users, .books, .pokedex, .customer, .countries] }

  /// The screens that are not a seed's, which the menu lists after the seeds'.
  static var beyondTheSeeds: [ScreenID] { [.inbox, .chat, .outline] }

  /// What the screen shows, in a line.
  var summary: String {
    switch self {
    case .menu: "every screen"
    case .users: "000 users search (JSON fixture); Enter shows repositories"
    case .books: "001 books by author, with headers"
    case .pokedex: "002 Pokédex: configure closure, subtitle cells, edit, undo, redo"
    case .customer: "003 customer, order, product: presenters of mixed rows"
    case .countries: "004 countries by continent, live SQLite; i/x: other writer"
    case .inbox: "modern list: an inbox with swipe actions, menus and prefetching"
    case .chat: "a chat: newest at the bottom, older pages load above; s sends"
    case .outline: "places as an outline, live SQLite; → ← expand and collapse"
    }
  }
}
