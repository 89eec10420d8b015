import Tabula
import TabulaUIKit
import Testing

// Seed 002's configuration struct, its look: how a list appears is a copyable
// `ListAppearance` a library ships and an app changes in one line; what the user may do is a
// `ListBehavior` (Seed002BehaviorTests). Both are values, testable without a view.

private struct Pokemon: Identifiable, Equatable, Sendable, CustomStringConvertible {
  var number: Int
  var name: String
  var type: String

  var id: Int { number }

  var description: String { "#\(number) \(name)" }
}

private let pikachu = Pokemon(number: 25, name: "Pikachu", type: "Electric")
private let bulbasaur = Pokemon(number: 1, name: "Bulbasaur", type: "Grass")

/// What a library would ship: a Pokédex list with subtitle cells.
private enum PokedexLibrary {
  static let look = ListAppearance<Pokemon>(
    cellStyle: .subtitle,
    emptyStateText: "No Pokémon caught yet"
  ) { content, pokemon in
    content.text = pokemon.name
    content.secondaryText = pokemon.type
    content.imageName = "pokemon-\(pokemon.number)"
  }
}

@MainActor
struct Seed002AppearanceTests {
  // MARK: The library default

  @Test func `the library default has the options it was created with`() {
    let look = PokedexLibrary.look
    #expect(look.cellStyle == .subtitle)
    #expect(look.emptyStateText == "No Pokémon caught yet")
    #expect(look.style == .plain)
    #expect(look.showsEditButton == false)
    #expect(look.showsUndoButtons == false)
    #expect(look.scrollsToTopOnUpdate == false)
    #expect(look.rowHeight == .automatic(estimated: 44))
  }

  @Test func `content(for:) fills in what the configure closure sets`() {
    let content = PokedexLibrary.look.content(for: pikachu)
    let expected = CellContent(
      text: "Pikachu", secondaryText: "Electric", imageName: "pokemon-25", accessory: .none)
    #expect(content == expected)
    #expect(PokedexLibrary.look.content(for: bulbasaur).secondaryText == "Grass")
  }

  @Test func `content(for:) starts from empty content for every item`() {
    let look = ListAppearance<Pokemon> { content, pokemon in
      if pokemon.type == "Electric" { content.accessory = .checkmark }
      content.text = pokemon.name
    }
    #expect(look.content(for: pikachu).accessory == .checkmark)
    #expect(look.content(for: bulbasaur) == CellContent(text: "Bulbasaur"))
  }

  // Regression: Swift matches an unlabelled trailing closure to the first parameter that
  // takes a function; the configure closure is the appearance's only one.
  @Test func `a trailing closure is the configure closure, as the documentation shows`() {
    let look = ListAppearance<Pokemon>(cellStyle: .subtitle) { _, _ in }
    #expect(look.content(for: pikachu) == CellContent())
  }

  // MARK: The app's copy

  @Test func `the app changes a copy in one line and the library default stays`() {
    let library = PokedexLibrary.look
    let grouped = library.with { $0.style = .grouped }
    #expect(grouped.style == .grouped)
    #expect(grouped.cellStyle == .subtitle)
    #expect(grouped.emptyStateText == library.emptyStateText)
    #expect(library.style == .plain)
    #expect(PokedexLibrary.look.style == .plain)
  }

  @Test func `a copy can change several options and the library default stays`() {
    let library = PokedexLibrary.look
    let editable = library.with { look in
      look.showsEditButton = true
      look.style = .insetGrouped
    }
    #expect(editable.showsEditButton)
    #expect(editable.style == .insetGrouped)
    #expect(library.showsEditButton == false)
    #expect(library.style == .plain)
  }

  @Test func `the copy keeps the library's configure closure`() {
    let grouped = PokedexLibrary.look.with { $0.style = .insetGrouped }
    #expect(grouped.content(for: pikachu) == PokedexLibrary.look.content(for: pikachu))
  }

  @Test func `replacing the configure closure in the copy leaves the original's`() {
    let library = PokedexLibrary.look
    let numbered = library.with { look in
      look.cellStyle = .value1
      look.configureCell = { content, pokemon in
        content.text = pokemon.name
        content.secondaryText = "#\(pokemon.number)"
        content.accessory = .disclosureIndicator
      }
    }
    #expect(numbered.cellStyle == .value1)
    #expect(
      numbered.content(for: pikachu)
        == CellContent(text: "Pikachu", secondaryText: "#25", accessory: .disclosureIndicator))
    #expect(library.cellStyle == .subtitle)
    #expect(library.content(for: pikachu).secondaryText == "Electric")
  }

  @Test func `with rethrows and then returns no copy`() {
    struct Refusal: Error, Equatable {}
    #expect(throws: Refusal()) {
      try PokedexLibrary.look.with { _ in throw Refusal() }
    }
  }

  // MARK: Look options

  @Test func `the empty state text can be changed or removed`() {
    let searching = PokedexLibrary.look.with { $0.emptyStateText = "No results" }
    let silent = PokedexLibrary.look.with { $0.emptyStateText = nil }
    #expect(searching.emptyStateText == "No results")
    #expect(silent.emptyStateText == nil)
    #expect(PokedexLibrary.look.emptyStateText == "No Pokémon caught yet")
  }

  @Test func `rows can have a fixed height`() {
    let fixed = PokedexLibrary.look.with { $0.rowHeight = .fixed(60) }
    #expect(fixed.rowHeight == .fixed(60))
    #expect(fixed.rowHeight != .automatic(estimated: 60))
    #expect(PokedexLibrary.look.rowHeight == .automatic(estimated: 44))
  }

  @Test func `the edit and undo buttons and scrolling to top can be turned on`() {
    let full = PokedexLibrary.look.with {
      $0.showsEditButton = true
      $0.showsUndoButtons = true
      $0.scrollsToTopOnUpdate = true
    }
    #expect(full.showsEditButton)
    #expect(full.showsUndoButtons)
    #expect(full.scrollsToTopOnUpdate)
  }

  // MARK: The default

  @Test func `the default appearance shows each item's description`() {
    #expect(ListAppearance<Pokemon>().content(for: pikachu) == CellContent(text: "#25 Pikachu"))
    #expect(ListAppearance<Int>().content(for: 42) == CellContent(text: "42"))
    #expect(ListAppearance<String>().content(for: "Ash").text == "Ash")
  }

  @Test func `the default appearance is a plain list of self-sizing rows`() {
    let standard = ListAppearance<Pokemon>()
    #expect(standard.style == .plain)
    #expect(standard.cellStyle == .default)
    #expect(standard.emptyStateText == nil)
    #expect(standard.rowHeight == .automatic(estimated: 44))
    #expect(!standard.showsEditButton && !standard.showsUndoButtons)
  }

  @Test func `a copy of the default appearance can be grouped in one line`() {
    let grouped = ListAppearance<Pokemon>().with { $0.style = .grouped }
    #expect(grouped.style == .grouped)
    #expect(ListAppearance<Pokemon>().style == .plain)
  }
}
