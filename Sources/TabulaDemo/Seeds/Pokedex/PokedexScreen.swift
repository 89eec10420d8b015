import Tabula
import TabulaExamples

/// Seed 002's screen: a final, generic list configured by a closure in subtitle cells, with
/// delete, move, undo and redo, all options in one copyable ``ListConfiguration``.
///
/// The Pokédex is an `EditableList` bound to the data source with
/// `ListDataSource.bind(to:)`: `d` and `m` are deletions and moves made on the list, which
/// the data source turns into undoable steps; `u` and `r` undo and redo them, moves
/// included, which is the seed's open exercise.
enum PokedexScreen {
  /// The library's read-only Pokédex list: number and name, type below.
  static let standard = ListConfiguration<Pokemon>(cellStyle: .subtitle) { content, pokemon in
    content.text = "\(pokemon.number) \(pokemon.name)"
    content.secondaryText = pokemon.type
  }

  /// The app's copy, changed in one line: rows can be deleted and moved, with undo.
  static let configuration = standard.with {
    $0.allowsDeleting = true
    $0.allowsMoving = true
    $0.showsUndoButtons = true
    $0.emptyStateText = "The Pokédex is empty: u brings them back"
  }

  /// The Pokédex, one section per region.
  ///
  /// - Parameter regions: The regions with their Pokémon.
  /// - Returns: The snapshot.
  static func snapshot(of regions: [(String, [Pokemon])]) -> Snapshot<ListSection, Pokemon> {
    let snapshot = try? Snapshot {
      for (region, pokemon) in regions { SnapshotSection(region) { pokemon } }
    }
    return snapshot ?? Snapshot()
  }

  /// Makes the screen.
  ///
  /// - Parameter navigator: The stack the screen goes on.
  /// - Returns: The screen.
  @MainActor
  static func make(_ navigator: Navigator) -> any DemoScreen {
    let behavior = ScreenBehavior<Pokemon>(
      title: { "Pokédex (seed 002): \($0.numberOfItems) Pokémon" },
      describe: \.name,
      matches: { pokemon, text in
        pokemon.name.lowercased().contains(text) || pokemon.type.lowercased().contains(text)
      },
      isEditable: configuration.allowsDeleting,
      isMovable: configuration.allowsMoving)
    let view = navigator.makeView(rowHeight: configuration.terminalRowHeight)
    view.emptyText = configuration.emptyStateText
    return ListScreen(
      model: EditableList(snapshot(of: Pokemon.regions)), view: view, behavior: behavior,
      log: navigator.log
    ) { view, diagnostics in
      ListDataSource(
        surface: view, registration: configuration.terminalRegistration, diagnostics: diagnostics)
    }
  }
}
