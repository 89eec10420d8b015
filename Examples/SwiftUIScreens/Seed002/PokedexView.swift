#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
import SwiftUI
import Tabula
import TabulaExampleModels
import TabulaSwiftUI

// MARK: - PokedexView

/// Seed 002's editable Pokédex as a SwiftUI screen: a section per region with its header, rows
/// the user deletes and moves in edit mode (`EditButton`), several selected at once and
/// deleted as one step, every edit undone by shaking or ⌘Z.
@available(iOS 16.0, *)
@MainActor
struct PokedexView: View {
  @State private var pokedex = EditableList(
    (try? Snapshot(
      sections: Pokemon.regions.map { region, pokemon in
        SnapshotSection(ListSection(region), items: pokemon)
      })) ?? Snapshot())
  @State private var selection: Set<Pokemon.ID> = []

  var body: some View {
    NavigationStack {
      TabulaList(pokedex, selection: $selection) { pokemon in
        VStack(alignment: .leading) {
          Text("\(pokemon.number) \(pokemon.name)")
          Text(pokemon.type).font(.subheadline).foregroundStyle(.secondary)
        }
      }
      .sectionHeaders { region in Text(region.header ?? "") }
      .listBehavior(ListBehavior(allowsDeleting: true, allowsMoving: true))
      .navigationTitle("Pokédex")
      .toolbar { EditButton() }
    }
  }
}
#endif
