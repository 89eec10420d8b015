import Tabula
import Testing

// Seed 002: a final generic list controller whose initializer options are pulled out into
// copyable configuration structs. A library ships a default; the app copies it and changes
// one thing in one line. What the user may do is a `ListBehavior` (here); how the list looks
// is TabulaUIKit's `ListAppearance` (Seed002AppearanceTests). Both are values, so all of it is
// testable without a view.

struct Seed002Pokemon: Identifiable, Equatable, Sendable, CustomStringConvertible {
  var number: Int
  var name: String
  var type: String

  var id: Int { number }

  var description: String { "#\(number) \(name)" }
}

private let pikachu = Seed002Pokemon(number: 25, name: "Pikachu", type: "Electric")
private let bulbasaur = Seed002Pokemon(number: 1, name: "Bulbasaur", type: "Grass")

/// What a library would ship: a Pokédex list the user reads.
enum Seed002PokedexLibrary {
  static let behavior = ListBehavior<Seed002Pokemon>()
}

/// Records the selections a behaviour reports.
@MainActor
private final class SelectionLog {
  var entries: [String] = []
}

private func path(_ section: Int, _ item: Int) -> ItemPath {
  ItemPath(section: section, item: item)
}

@MainActor
struct Seed002BehaviorTests {
  // MARK: The library default

  @Test func `the library default lets the user do nothing`() {
    let behavior = Seed002PokedexLibrary.behavior
    #expect(behavior.allowsDeleting == false)
    #expect(behavior.allowsMoving == false)
    #expect(behavior.isEditable == false)
    #expect(behavior.didSelect == nil)
    #expect(behavior.deselectsOnSelection)
    #expect(behavior.prefetchItems == nil && behavior.cancelPrefetchingItems == nil)
    #expect(behavior.leadingSwipeActions == nil && behavior.trailingSwipeActions == nil)
    #expect(behavior.contextMenuActions == nil)
  }

  @Test func `the initializer sets what it is given`() {
    let behavior = ListBehavior<Seed002Pokemon>(allowsDeleting: true, allowsMoving: true)
    #expect(behavior.allowsDeleting && behavior.allowsMoving && behavior.isEditable)
  }

  // MARK: The app's copy

  @Test func `a copy can change several options and the library default stays`() {
    let library = Seed002PokedexLibrary.behavior
    let editable = library.with { behavior in
      behavior.allowsDeleting = true
      behavior.deselectsOnSelection = false
    }
    #expect(editable.allowsDeleting)
    #expect(editable.isEditable)
    #expect(!editable.deselectsOnSelection)
    #expect(library.allowsDeleting == false)
    #expect(library.isEditable == false)
    #expect(library.deselectsOnSelection)
  }

  @Test func `moving alone makes a list editable`() {
    let movable = Seed002PokedexLibrary.behavior.with { $0.allowsMoving = true }
    #expect(movable.isEditable)
    #expect(movable.allowsDeleting == false)
  }

  @Test func `with rethrows and then returns no copy`() {
    struct Refusal: Error, Equatable {}
    #expect(throws: Refusal()) {
      try Seed002PokedexLibrary.behavior.with { _ in throw Refusal() }
    }
  }

  // MARK: Behaviour options

  @Test func `didSelect is called with the item and its position`() throws {
    let log = SelectionLog()
    let behavior = Seed002PokedexLibrary.behavior.with { behavior in
      behavior.didSelect = { pokemon, path in log.entries.append("\(pokemon.name) \(path)") }
    }
    let didSelect = try #require(behavior.didSelect)
    didSelect(pikachu, path(0, 3))
    didSelect(bulbasaur, path(1, 0))
    #expect(log.entries == ["Pikachu [0, 3]", "Bulbasaur [1, 0]"])
    #expect(Seed002PokedexLibrary.behavior.didSelect == nil)
  }

  @Test func `a trailing closure is the selection handler`() throws {
    let log = SelectionLog()
    let behavior = ListBehavior<Seed002Pokemon> { pokemon, _ in log.entries.append(pokemon.name) }
    let didSelect = try #require(behavior.didSelect)
    didSelect(pikachu, path(0, 0))
    #expect(log.entries == ["Pikachu"])
    #expect(!behavior.isEditable)
  }

  @Test func `header and footer titles answer nil by default`() {
    let behavior = Seed002PokedexLibrary.behavior
    #expect(behavior.headerTitle(0) == nil)
    #expect(behavior.headerTitle(7) == nil)
    #expect(behavior.footerTitle(0) == nil)
  }

  @Test func `header and footer titles can be given per section`() {
    let regions = ["Kanto", "Johto"]
    let behavior = Seed002PokedexLibrary.behavior.with { behavior in
      behavior.headerTitle = { section in
        regions.indices.contains(section) ? regions[section] : nil
      }
      behavior.footerTitle = { section in section == 0 ? "151 Pokémon" : nil }
    }
    #expect(behavior.headerTitle(0) == "Kanto")
    #expect(behavior.headerTitle(1) == "Johto")
    #expect(behavior.headerTitle(2) == nil)
    #expect(behavior.footerTitle(0) == "151 Pokémon")
    #expect(behavior.footerTitle(1) == nil)
    #expect(Seed002PokedexLibrary.behavior.headerTitle(0) == nil)
  }
}
