import Tabula
import TabulaExampleModels

/// Seed 002's screen: a final, generic list configured by a closure in subtitle cells, with
/// delete, move, undo and redo, from a copyable ``TerminalAppearance`` and `ListBehavior`.
///
/// The Pokédex is an `EditableList` bound to the data source with
/// `ListDataSource.bind(to:)`: `d`, `M` and the drops of `m` are deletions and moves made on
/// the list, which the data source turns into undoable steps; `u` and `r` undo and redo them,
/// moves included, which is the seed's open exercise. Rows selected with space are deleted or
/// dropped together, as one step.
enum PokedexScreen {
  /// The library's read-only Pokédex list: number and name, type below.
  static let standard = TerminalAppearance<Pokemon>(cellStyle: .subtitle) { content, pokemon in
    content.text = "\(pokemon.number) \(pokemon.name)"
    content.secondaryText = pokemon.type
  }

  /// The app's copy, changed in one line: an empty-state text.
  static let appearance = standard.with {
    $0.emptyStateText = "The Pokédex is empty: u brings them back"
  }

  /// What the app lets the user do: rows can be deleted and moved, one or several at a time,
  /// with undo.
  static let behavior = ListBehavior<Pokemon>(allowsDeleting: true, allowsMoving: true).with {
    $0.allowsMultipleSelection = true
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
    let screen = ScreenBehavior<Pokemon>(
      title: { "Pokédex (seed 002): \($0.numberOfItems) Pokémon" },
      describe: \.name,
      matches: { pokemon, text in
        pokemon.name.lowercased().contains(text) || pokemon.type.lowercased().contains(text)
      },
      isEditable: behavior.allowsDeleting,
      isMovable: behavior.allowsMoving)
    let view = navigator.makeView(rowHeight: appearance.terminalRowHeight)
    view.emptyText = appearance.emptyStateText
    return ListScreen(
      model: EditableList(snapshot(of: Pokemon.regions)), view: view, behavior: screen,
      log: navigator.log
    ) { view, diagnostics in
      let dataSource = ListDataSource(
        surface: view, registration: appearance.terminalRegistration, diagnostics: diagnostics)
      dataSource.behavior = behavior
      return dataSource
    }
  }
}
