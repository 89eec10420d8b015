#if canImport(UIKit)
package import Tabula
package import TabulaUIKit
import UIKit
package import TabulaExampleModels

/// Seed 002's Pokédex: the same final controller as the people's, made generic over the item,
/// with the library's default configuration copied and changed in the app.
package enum PokedexList {
  /// What the app lets the user do: the default behaviour copied and changed with `with`:
  /// deleting and moving.
  package static let behavior = ListBehavior<Pokemon>().with {
    $0.allowsDeleting = true
    $0.allowsMoving = true
  }

  /// How the app's list looks: the default appearance copied and changed with `with`:
  /// grouped, a name above a type, with Edit, Undo and Redo buttons.
  package static let appearance = ListAppearance<Pokemon>().with {
    $0.style = .grouped
    $0.cellStyle = .subtitle
    $0.configureCell = { content, pokemon in
      content.text = pokemon.name
      content.secondaryText = pokemon.type
    }
    $0.showsEditButton = true
    $0.showsUndoButtons = true
    $0.emptyStateText = "The Pokédex is empty"
  }

  /// The Pokédex, one section per region, headed by the region's name.
  ///
  /// - Parameter regions: The regions with their Pokémon.
  /// - Returns: The snapshot; empty if two Pokémon have one number.
  package static func snapshot(of regions: [(String, [Pokemon])]) -> Snapshot<ListSection, Pokemon>
  {
    let sections = regions.map { region, pokemon in
      SnapshotSection(ListSection(region), items: pokemon)
    }
    return (try? Snapshot(sections: sections)) ?? Snapshot()
  }

  /// Makes the screen.
  ///
  /// - Parameters:
  ///   - behavior: What the list lets the user do.
  ///   - appearance: What the list looks like.
  ///   - pokedex: The Pokédex the user edits; by default every region's Pokémon.
  /// - Returns: The view controller to show.
  @MainActor
  package static func make(
    behavior: ListBehavior<Pokemon> = behavior, appearance: ListAppearance<Pokemon> = appearance,
    pokedex: EditableList<ListSection, Pokemon> = EditableList(snapshot(of: Pokemon.regions))
  ) -> TableViewController<ListSection, Pokemon> {
    let controller = TableViewController(
      provider: pokedex, behavior: behavior, appearance: appearance)
    controller.title = "Pokédex"
    return controller
  }
}
#endif
