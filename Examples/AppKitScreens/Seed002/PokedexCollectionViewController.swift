#if canImport(AppKit) && os(macOS)
package import AppKit
package import Tabula
package import TabulaAppKit
package import TabulaExampleModels

/// Seed 002 on the Mac: the Pokédex as a grid of ``PokemonItem`` tiles in an
/// `NSCollectionView`, one section per region headed by its name. Select several tiles with
/// ⌘ or ⇧, drag them to another place or region, delete them with the Delete key or from the
/// menu a right-click shows, and undo with ⌘Z.
package final class PokedexCollectionViewController: NSViewController {
  /// The Pokédex the user edits, one section per region.
  package let pokedex: EditableList<ListSection, Pokemon>

  /// The collection view's adapter, once the view is loaded.
  package private(set) var adapter: CollectionViewAdapter<ListSection, Pokemon>?

  private var observation: ObservationToken?

  /// Creates the screen.
  ///
  /// - Parameter regions: The regions, each with its Pokémon.
  package init(regions: [(String, [Pokemon])] = Pokemon.regions) {
    let sections = regions.map { region, pokemon in
      SnapshotSection(ListSection(id: region, header: region), items: pokemon)
    }
    pokedex = EditableList((try? Snapshot(sections: sections)) ?? Snapshot())
    super.init(nibName: nil, bundle: nil)
    title = "Pokédex"
  }

  /// Not available: the screen is made in code.
  ///
  /// - Parameter coder: An archive.
  package required init?(coder: NSCoder) {
    return nil
  }

  /// A scrolling grid with a header per region, bound to the Pokédex.
  package override func loadView() {
    let layout = NSCollectionViewFlowLayout()
    layout.itemSize = NSSize(width: 140, height: 76)
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    layout.sectionInset = NSEdgeInsets(top: 4, left: 12, bottom: 16, right: 12)
    layout.headerReferenceSize = NSSize(width: 0, height: 28)
    let collectionView = ListCollectionView()
    collectionView.collectionViewLayout = layout
    let scrollView = NSScrollView()
    scrollView.documentView = collectionView
    scrollView.hasVerticalScroller = true
    view = scrollView
    let registration = CellRegistration<PokemonItem, Pokemon> { item, _, pokemon in
      item.nameField.stringValue = pokemon.name
      item.numberField.stringValue = pokemon.number
      item.typeField.stringValue = pokemon.type
    }
    var behavior = ListBehavior<Pokemon>(allowsDeleting: true, allowsMoving: true)
    behavior.allowsMultipleSelection = true
    behavior.deselectsOnSelection = false
    behavior.contextMenuActions = { _, _ in [.delete()] }
    let adapter = CollectionViewAdapter<ListSection, Pokemon>(
      collectionView: collectionView, registration: registration, behavior: behavior)
    observation = adapter.dataSource.bind(to: pokedex)
    self.adapter = adapter
  }

  /// Registers the user's deletes and moves on the window's undo manager, once the grid is in one.
  package override func viewDidAppear() {
    super.viewDidAppear()
    adapter?.connectUndo()
  }
}
#endif
