#if canImport(UIKit)
package import Tabula
package import TabulaUIKit
import UIKit

/// Seed 002's Pokédex: the same final controller as the people's, made generic over the item,
/// with the library's default configuration copied and changed in the app.
package enum PokedexList {
  /// The app's configuration: the library's default (`ListConfiguration.standard`) copied
  /// and changed with `with`: grouped, a name above a type, deleting and moving with undo.
  package static let configuration = ListConfiguration<Pokemon>.standard.with {
    $0.style = .grouped
    $0.cellStyle = .subtitle
    $0.configureCell = { content, pokemon in
      content.text = pokemon.name
      content.secondaryText = pokemon.type
    }
    $0.allowsDeleting = true
    $0.allowsMoving = true
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
  ///   - configuration: What the list looks like and lets the user do.
  ///   - pokedex: The Pokédex the user edits; by default every region's Pokémon.
  /// - Returns: The view controller to show.
  @MainActor
  package static func make(
    configuration: ListConfiguration<Pokemon> = configuration,
    pokedex: EditableList<ListSection, Pokemon> = EditableList(snapshot(of: Pokemon.regions))
  ) -> TableViewController<ListSection, Pokemon> {
    let controller = TableViewController(configuration: configuration, provider: pokedex)
    controller.title = "Pokédex"
    return controller
  }
}
#endif
