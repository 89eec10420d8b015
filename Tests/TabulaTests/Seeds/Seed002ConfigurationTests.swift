import Tabula
import Testing

// Seed 002: a final generic list controller whose initializer options are pulled out into a
// copyable configuration struct. A library ships a default; the app copies it and changes one
// thing in one line. Because the configuration is a value, all of it is testable without a
// view.

struct Seed002Pokemon: Identifiable, Equatable, Sendable, CustomStringConvertible {
  var number: Int
  var name: String
  var type: String

  var id: Int { number }

  var description: String { "#\(number) \(name)" }
}

private let pikachu = Seed002Pokemon(number: 25, name: "Pikachu", type: "Electric")
private let bulbasaur = Seed002Pokemon(number: 1, name: "Bulbasaur", type: "Grass")

/// What a library would ship: a Pokédex list with subtitle cells.
enum Seed002PokedexLibrary {
  static let list = ListConfiguration<Seed002Pokemon>(
    cellStyle: .subtitle,
    emptyStateText: "No Pokémon caught yet"
  ) { content, pokemon in
    content.text = pokemon.name
    content.secondaryText = pokemon.type
    content.imageName = "pokemon-\(pokemon.number)"
  }
}

/// Records the selections a configuration reports.
@MainActor
private final class SelectionLog {
  var entries: [String] = []
}

private func path(_ section: Int, _ item: Int) -> ItemPath {
  ItemPath(section: section, item: item)
}

@MainActor
struct Seed002ConfigurationTests {
  // MARK: The library default

  @Test func `the library default has the options it was created with`() {
    let list = Seed002PokedexLibrary.list
    #expect(list.cellStyle == .subtitle)
    #expect(list.emptyStateText == "No Pokémon caught yet")
    #expect(list.style == .plain)
    #expect(list.allowsDeleting == false)
    #expect(list.allowsMoving == false)
    #expect(list.showsEditButton == false)
    #expect(list.showsUndoButtons == false)
    #expect(list.scrollsToTopOnUpdate == false)
    #expect(list.isEditable == false)
    #expect(list.didSelect == nil)
    #expect(list.rowHeight == .automatic(estimated: 44))
  }

  @Test func `content(for:) fills in what the configure closure sets`() {
    let content = Seed002PokedexLibrary.list.content(for: pikachu)
    let expected = CellContent(
      text: "Pikachu", secondaryText: "Electric", imageName: "pokemon-25", accessory: .none)
    #expect(content == expected)
    #expect(Seed002PokedexLibrary.list.content(for: bulbasaur).secondaryText == "Grass")
  }

  @Test func `content(for:) starts from empty content for every item`() {
    let list = ListConfiguration<Seed002Pokemon> { content, pokemon in
      if pokemon.type == "Electric" { content.accessory = .checkmark }
      content.text = pokemon.name
    }
    #expect(list.content(for: pikachu).accessory == .checkmark)
    #expect(list.content(for: bulbasaur) == CellContent(text: "Bulbasaur"))
  }

  // Regression: Swift matches an unlabelled trailing closure to the first parameter that
  // takes a function. When `didSelect` came before `configureCell`, the documented
  // `ListConfiguration<Pokemon>(cellStyle: .subtitle) { content, pokemon in ... }` did not
  // compile, and a closure fitting both shapes silently became the selection handler.
  @Test func `a trailing closure is the configure closure, as the documentation shows`() {
    let list = ListConfiguration<Seed002Pokemon>(cellStyle: .subtitle) { _, _ in }
    #expect(list.didSelect == nil)
    #expect(list.content(for: pikachu) == CellContent())
  }

  // MARK: The app's copy

  @Test func `the app changes a copy in one line and the library default stays`() {
    let library = Seed002PokedexLibrary.list
    let grouped = library.with { $0.style = .grouped }
    #expect(grouped.style == .grouped)
    #expect(grouped.cellStyle == .subtitle)
    #expect(grouped.emptyStateText == library.emptyStateText)
    #expect(library.style == .plain)
    #expect(Seed002PokedexLibrary.list.style == .plain)
  }

  @Test func `a copy can change several options and the library default stays`() {
    let library = Seed002PokedexLibrary.list
    let editable = library.with { configuration in
      configuration.allowsDeleting = true
      configuration.showsEditButton = true
      configuration.style = .insetGrouped
    }
    #expect(editable.allowsDeleting)
    #expect(editable.showsEditButton)
    #expect(editable.style == .insetGrouped)
    #expect(editable.isEditable)
    #expect(library.allowsDeleting == false)
    #expect(library.showsEditButton == false)
    #expect(library.style == .plain)
    #expect(library.isEditable == false)
  }

  @Test func `the copy keeps the library's configure closure`() {
    let grouped = Seed002PokedexLibrary.list.with { $0.style = .insetGrouped }
    #expect(grouped.content(for: pikachu) == Seed002PokedexLibrary.list.content(for: pikachu))
  }

  @Test func `replacing the configure closure in the copy leaves the original's`() {
    let library = Seed002PokedexLibrary.list
    let numbered = library.with { configuration in
      configuration.cellStyle = .value1
      configuration.configureCell = { content, pokemon in
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

  @Test func `moving alone makes a list editable`() {
    let movable = Seed002PokedexLibrary.list.with { $0.allowsMoving = true }
    #expect(movable.isEditable)
    #expect(movable.allowsDeleting == false)
  }

  @Test func `with rethrows and then returns no copy`() {
    struct Refusal: Error, Equatable {}
    #expect(throws: Refusal()) {
      try Seed002PokedexLibrary.list.with { _ in throw Refusal() }
    }
  }

  // MARK: Behaviour options

  @Test func `didSelect is called with the item and its position`() throws {
    let log = SelectionLog()
    let list = Seed002PokedexLibrary.list.with { configuration in
      configuration.didSelect = { pokemon, path in log.entries.append("\(pokemon.name) \(path)") }
    }
    let didSelect = try #require(list.didSelect)
    didSelect(pikachu, path(0, 3))
    didSelect(bulbasaur, path(1, 0))
    #expect(log.entries == ["Pikachu [0, 3]", "Bulbasaur [1, 0]"])
    #expect(Seed002PokedexLibrary.list.didSelect == nil)
  }

  @Test func `header and footer titles answer nil by default`() {
    let list = Seed002PokedexLibrary.list
    #expect(list.headerTitle(0) == nil)
    #expect(list.headerTitle(7) == nil)
    #expect(list.footerTitle(0) == nil)
  }

  @Test func `header and footer titles can be given per section`() {
    let regions = ["Kanto", "Johto"]
    let list = Seed002PokedexLibrary.list.with { configuration in
      configuration.headerTitle = { section in
        regions.indices.contains(section) ? regions[section] : nil
      }
      configuration.footerTitle = { section in section == 0 ? "151 Pokémon" : nil }
    }
    #expect(list.headerTitle(0) == "Kanto")
    #expect(list.headerTitle(1) == "Johto")
    #expect(list.headerTitle(2) == nil)
    #expect(list.footerTitle(0) == "151 Pokémon")
    #expect(list.footerTitle(1) == nil)
    #expect(Seed002PokedexLibrary.list.headerTitle(0) == nil)
  }

  @Test func `the empty state text can be changed or removed`() {
    let searching = Seed002PokedexLibrary.list.with { $0.emptyStateText = "No results" }
    let silent = Seed002PokedexLibrary.list.with { $0.emptyStateText = nil }
    #expect(searching.emptyStateText == "No results")
    #expect(silent.emptyStateText == nil)
    #expect(Seed002PokedexLibrary.list.emptyStateText == "No Pokémon caught yet")
  }

  @Test func `rows can have a fixed height`() {
    let fixed = Seed002PokedexLibrary.list.with { $0.rowHeight = .fixed(60) }
    #expect(fixed.rowHeight == .fixed(60))
    #expect(fixed.rowHeight != .automatic(estimated: 60))
    #expect(Seed002PokedexLibrary.list.rowHeight == .automatic(estimated: 44))
  }

  @Test func `the edit and undo buttons and scrolling to top can be turned on`() {
    let full = Seed002PokedexLibrary.list.with {
      $0.showsEditButton = true
      $0.showsUndoButtons = true
      $0.scrollsToTopOnUpdate = true
    }
    #expect(full.showsEditButton)
    #expect(full.showsUndoButtons)
    #expect(full.scrollsToTopOnUpdate)
    #expect(full.isEditable == false)
  }

  // MARK: The standard default

  @Test func `the standard configuration shows each item's description`() {
    let standard = ListConfiguration<Seed002Pokemon>.standard
    #expect(standard.content(for: pikachu) == CellContent(text: "#25 Pikachu"))
    #expect(ListConfiguration<Int>.standard.content(for: 42) == CellContent(text: "42"))
    #expect(ListConfiguration<String>.standard.content(for: "Ash").text == "Ash")
  }

  @Test func `the standard configuration is a plain read-only list of self-sizing rows`() {
    let standard = ListConfiguration<Seed002Pokemon>.standard
    #expect(standard.style == .plain)
    #expect(standard.cellStyle == .default)
    #expect(standard.isEditable == false)
    #expect(standard.didSelect == nil)
    #expect(standard.emptyStateText == nil)
    #expect(standard.rowHeight == .automatic(estimated: 44))
  }

  @Test func `a copy of the standard configuration can be grouped in one line`() {
    let grouped = ListConfiguration<Seed002Pokemon>.standard.with { $0.style = .grouped }
    #expect(grouped.style == .grouped)
    #expect(ListConfiguration<Seed002Pokemon>.standard.style == .plain)
  }
}
