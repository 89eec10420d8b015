import Tabula
import TabulaTesting
import Testing

/// Seed 002 ends with an exercise: add moving to the editable table, and watch the naive
/// undo (a stack of whole copies of the array) reach its limit. Here the same session runs
/// through an editable list, a data source and a headless table, and every state is checked.
@MainActor
struct Seed002UndoExerciseTests {
  struct Pokemon: Identifiable, Equatable, CustomStringConvertible {
    let id: Int
    let name: String
    var description: String { name }
  }

  final class PokemonCell: ConfigurableCell, HeadlessConstructibleCell {
    private(set) var name = ""
    init() {}
    func configure(with pokemon: Pokemon, at path: ItemPath) { name = pokemon.name }
  }

  let kanto = ["Bulbasaur", "Charmander", "Squirtle", "Pikachu"]
  let johto = ["Chikorita", "Cyndaquil", "Totodile"]

  func pokedex() throws -> Snapshot<ListSection, Pokemon> {
    try Snapshot {
      SnapshotSection("Kanto") {
        kanto.enumerated().map { Pokemon(id: $0.offset, name: $0.element) }
      }
      SnapshotSection("Johto") {
        johto.enumerated().map { Pokemon(id: 10 + $0.offset, name: $0.element) }
      }
    }
  }

  /// Checks that the list, the data source and the screen all show `names`.
  func expectShowing(
    _ names: [[String]], list: EditableList<ListSection, Pokemon>, view: HeadlessListView,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let listNames = (0..<list.snapshot.numberOfSections).map {
      (list.snapshot.items(inSectionAt: $0) ?? []).map(\.name)
    }
    #expect(listNames == names, sourceLocation: sourceLocation)
    #expect(
      view.shownTokens.map { $0?.description } == names.flatMap { $0 },
      sourceLocation: sourceLocation)
    #expect(view.counts == names.map(\.count), sourceLocation: sourceLocation)
    #expect(view.problems.isEmpty, "\(view.problems)", sourceLocation: sourceLocation)
  }

  @Test func `delete, move, delete, undo, undo, redo, move across sections, undo`() throws {
    let list = EditableList(try pokedex())
    let view = HeadlessListView()
    let dataSource = ListDataSource<ListSection, Pokemon>(
      surface: view, registration: CellRegistration<PokemonCell, Pokemon>(), diagnostics: .ignore)
    dataSource.behavior = ListBehavior(allowsDeleting: true, allowsMoving: true)
    let token = dataSource.bind(to: list)
    view.layoutIfNeeded()
    expectShowing([kanto, johto], list: list, view: view)

    // Swipe to delete Charmander.
    #expect(view.simulateUserDelete(at: ItemPath(section: 0, item: 1)))
    expectShowing([["Bulbasaur", "Squirtle", "Pikachu"], johto], list: list, view: view)
    #expect(list.history.undoActionName == "Delete")

    // Drag Pikachu to the top: the table moved the row itself, so no batch moves it again.
    let batches = view.updateCounts.batches
    #expect(
      view.simulateUserMove(from: ItemPath(section: 0, item: 2), to: ItemPath(section: 0, item: 0)))
    #expect(view.updateCounts.batches == batches)
    expectShowing([["Pikachu", "Bulbasaur", "Squirtle"], johto], list: list, view: view)
    #expect(list.history.undoActionName == "Move")

    // Delete Cyndaquil.
    #expect(view.simulateUserDelete(at: ItemPath(section: 1, item: 1)))
    expectShowing(
      [["Pikachu", "Bulbasaur", "Squirtle"], ["Chikorita", "Totodile"]], list: list, view: view)

    // Undo, undo: Cyndaquil comes back, then Pikachu slides back.
    #expect(try list.undo() == "Delete")
    expectShowing([["Pikachu", "Bulbasaur", "Squirtle"], johto], list: list, view: view)
    #expect(try list.undo() == "Move")
    expectShowing([["Bulbasaur", "Squirtle", "Pikachu"], johto], list: list, view: view)
    #expect(list.history.redoActionName == "Move")

    // Redo: Pikachu to the top again.
    #expect(try list.redo() == "Move")
    expectShowing([["Pikachu", "Bulbasaur", "Squirtle"], johto], list: list, view: view)

    // Move Squirtle across sections, into Johto: the redo stack is cleared.
    #expect(
      view.simulateUserMove(from: ItemPath(section: 0, item: 2), to: ItemPath(section: 1, item: 1)))
    expectShowing(
      [["Pikachu", "Bulbasaur"], ["Chikorita", "Squirtle", "Cyndaquil", "Totodile"]], list: list,
      view: view)
    #expect(!list.history.canRedo)

    // Undo: Squirtle goes home, animated.
    let before = view.updateCounts.batches
    #expect(try list.undo() == "Move")
    #expect(view.updateCounts.batches == before + 1)
    expectShowing([["Pikachu", "Bulbasaur", "Squirtle"], johto], list: list, view: view)
    #expect(list.history.undoSteps.map(\.name) == ["Delete", "Move"])
    token.cancel()
  }

  @Test func `an edit at a stale position is refused and leaves list and history alone`() throws {
    let list = EditableList(try pokedex())
    try list.perform(.deleteItems([1]), named: "Delete")
    let snapshot = list.snapshot
    let history = list.history.undoSteps
    // The screen still showed Charmander at [0, 1]: deleting it again names it.
    #expect(throws: SnapshotError<String, Int>.unknownItems([1])) {
      try list.perform(.deleteItems([1]), named: "Delete")
    }
    #expect(throws: SnapshotError<String, Int>.positionOutOfRange(ItemPath(section: 0, item: 9))) {
      try list.perform(.moveItem(0, to: ItemPath(section: 0, item: 9)), named: "Move")
    }
    #expect(list.snapshot == snapshot)
    #expect(list.history.undoSteps == history)
    #expect(!list.history.canRedo)
  }
}
