import Foundation
import Tabula
import TabulaExampleModels
import TabulaExamples
import TabulaUIKit
import Testing
import UIKit

/// Seed 002: one final table view controller configured by a closure and a configuration
/// value, for people and a Pokédex, with delete, reorder, undo and redo.
@MainActor
struct Seed002PeopleAndPokedexTests {
  // MARK: Helpers

  /// The names of people, in order.
  func names(_ people: [Person]) -> [String] {
    people.map(\.name)
  }

  /// The names of the people of `Person.all` at these indexes, in this order.
  func names(at indexes: [Int]) -> [String] {
    indexes.map { Person.all[$0].name }
  }

  /// The visible cells by index path, after laying out.
  func visibleCells(of tableView: UITableView) -> [IndexPath: UITableViewCell] {
    tableView.layoutIfNeeded()
    var cells: [IndexPath: UITableViewCell] = [:]
    for path in tableView.indexPathsForVisibleRows ?? [] {
      cells[path] = tableView.cellForRow(at: path)
    }
    return cells
  }

  /// The detail text of each visible row, top to bottom.
  func shownDetails(of tableView: UITableView) -> [String?] {
    tableView.layoutIfNeeded()
    return (tableView.indexPathsForVisibleRows ?? []).sorted().map {
      tableView.cellForRow(at: $0)?.detailTextLabel?.text
    }
  }

  /// The Undo and Redo buttons of a controller.
  func undoButtons<Item>(
    of controller: TableViewController<ListSection, Item>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (undo: UIBarButtonItem, redo: UIBarButtonItem) {
    let items = try #require(
      controller.navigationItem.leftBarButtonItems, sourceLocation: sourceLocation)
    let undo = try #require(
      items.first { $0.shownSystemItem == .undo }, sourceLocation: sourceLocation)
    let redo = try #require(
      items.first { $0.shownSystemItem == .redo }, sourceLocation: sourceLocation)
    return (undo, redo)
  }

  /// Lets the animations end, then checks that the table shows exactly the list's people,
  /// names and cities, without a broken UIKit rule.
  func expectTableShowsList(
    of controller: TableViewController<ListSection, Person>,
    list: EditableList<ListSection, Person>,
    in window: UIWindow,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    Presentation.settle(window)
    let tableView = try #require(controller.tableView, sourceLocation: sourceLocation)
    let people = list.snapshot.items
    #expect(tableView.shownTexts == names(people), sourceLocation: sourceLocation)
    #expect(shownDetails(of: tableView) == people.map(\.city), sourceLocation: sourceLocation)
    #expect(controller.dataSource?.snapshot.items == people, sourceLocation: sourceLocation)
    #expect(tableView.recordedViolations.isEmpty, sourceLocation: sourceLocation)
  }

  // MARK: Configuration

  @Test func `the Pokedex configuration is the library default copied and changed with with`()
    throws
  {
    let library = ListAppearance<Pokemon>()
    let libraryBehavior = ListBehavior<Pokemon>()
    let pokedex = PokedexList.appearance
    let pokedexBehavior = PokedexList.behavior
    let pikachu = Pokemon(id: 25, name: "Pikachu", type: "Electric")

    #expect(library.style == .plain)
    #expect(library.cellStyle == .default)
    #expect(!libraryBehavior.isEditable)
    #expect(!library.showsEditButton)
    #expect(!library.showsUndoButtons)
    #expect(library.content(for: pikachu) == CellContent(text: String(describing: pikachu)))
    #expect(pokedex.style == .grouped)
    #expect(pokedex.cellStyle == .subtitle)
    #expect(pokedexBehavior.allowsDeleting)
    #expect(pokedexBehavior.allowsMoving)
    #expect(pokedex.showsEditButton)
    #expect(pokedex.showsUndoButtons)
    #expect(pokedex.rowHeight == library.rowHeight)
    #expect(
      pokedex.content(for: pikachu) == CellContent(text: "Pikachu", secondaryText: "Electric"))
    let readOnly = pokedexBehavior.with { $0.allowsDeleting = false }
    #expect(!readOnly.allowsDeleting)
    #expect(pokedexBehavior.allowsDeleting)

    let controller = PokedexList.make()
    let (window, _) = Presentation.present(controller)
    Presentation.settle(window)
    let tableView = try #require(controller.tableView)
    #expect(tableView.dataSource != nil)
    let pokemon = Pokemon.regions.flatMap(\.1)

    #expect(tableView.style == .grouped)
    #expect(tableView.headerTitle(inSection: 0) == "Kanto")
    #expect(tableView.headerTitle(inSection: 1) == "Johto")
    #expect(tableView.shownTexts == pokemon.map(\.name))
    #expect(shownDetails(of: tableView) == pokemon.map(\.type))
    #expect(tableView.visibleCells.allSatisfy { $0 is SubtitleTableViewCell })
    #expect(tableView.recordedViolations.isEmpty)
  }

  @Test func `the people list shows names and cities with Edit and disabled Undo and Redo`()
    throws
  {
    let list = try PeopleScreen.list()
    let controller = PeopleScreen.make(list)
    let (window, _) = Presentation.present(controller)
    try expectTableShowsList(of: controller, list: list, in: window)
    let tableView = try #require(controller.tableView)
    let buttons = try undoButtons(of: controller)

    #expect(controller.title == "People")
    #expect(tableView.shownTexts == names(Person.all))
    #expect(shownDetails(of: tableView).first == "Toronto")
    #expect(controller.navigationItem.rightBarButtonItem?.shownSystemItem == .edit)
    #expect(!buttons.undo.isEnabled)
    #expect(!buttons.redo.isEnabled)
    #expect(!buttons.undo.simulateTap())
    #expect(!tableView.isEditing)
  }

  // MARK: Delete, undo, redo

  @Test func `swipe to delete removes the person with an animation and enables Undo`() throws {
    let list = try PeopleScreen.list()
    let controller = PeopleScreen.make(list)
    let (window, _) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)
    let cellsBefore = visibleCells(of: tableView)
    let countsBefore = try #require(controller.dataSource?.updateCounts)

    #expect(tableView.simulateDelete(at: IndexPath(row: 1, section: 0)))
    try expectTableShowsList(of: controller, list: list, in: window)

    #expect(tableView.shownTexts == names(at: [0, 2, 3, 4, 5]))
    let cellsAfter = visibleCells(of: tableView)
    #expect(
      cellsAfter[IndexPath(row: 0, section: 0)] === cellsBefore[IndexPath(row: 0, section: 0)])
    for row in 2..<Person.all.count {
      #expect(
        cellsAfter[IndexPath(row: row - 1, section: 0)]
          === cellsBefore[IndexPath(row: row, section: 0)], "row \(row)")
    }
    let countsAfter = try #require(controller.dataSource?.updateCounts)
    #expect(countsAfter.reloads == countsBefore.reloads)
    #expect(countsAfter.batches == countsBefore.batches + 1)
    let buttons = try undoButtons(of: controller)
    #expect(buttons.undo.isEnabled)
    #expect(!buttons.redo.isEnabled)
  }

  @Test func `undo brings a deleted person back at its place`() throws {
    let list = try PeopleScreen.list()
    let controller = PeopleScreen.make(list)
    let (window, _) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)
    #expect(tableView.simulateDelete(at: IndexPath(row: 1, section: 0)))
    try expectTableShowsList(of: controller, list: list, in: window)
    let keptCell = visibleCells(of: tableView)[IndexPath(row: 1, section: 0)]

    #expect(try undoButtons(of: controller).undo.simulateTap())
    try expectTableShowsList(of: controller, list: list, in: window)

    #expect(tableView.shownTexts == names(Person.all))
    #expect(
      tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Natasha Murashev"
    )
    #expect(visibleCells(of: tableView)[IndexPath(row: 2, section: 0)] === keptCell)
    let buttons = try undoButtons(of: controller)
    #expect(!buttons.undo.isEnabled)
    #expect(buttons.redo.isEnabled)
  }

  @Test func `redo deletes the person again`() throws {
    let list = try PeopleScreen.list()
    let controller = PeopleScreen.make(list)
    let (window, _) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)
    #expect(tableView.simulateDelete(at: IndexPath(row: 1, section: 0)))
    try expectTableShowsList(of: controller, list: list, in: window)
    #expect(try undoButtons(of: controller).undo.simulateTap())
    try expectTableShowsList(of: controller, list: list, in: window)

    #expect(try undoButtons(of: controller).redo.simulateTap())
    try expectTableShowsList(of: controller, list: list, in: window)

    #expect(tableView.shownTexts == names(at: [0, 2, 3, 4, 5]))
    let buttons = try undoButtons(of: controller)
    #expect(buttons.undo.isEnabled)
    #expect(!buttons.redo.isEnabled)
  }

  // MARK: Editing and moving

  @Test func `Edit puts the table in editing mode and the button becomes Done`() throws {
    let list = try PeopleScreen.list()
    let controller = PeopleScreen.make(list)
    let (window, _) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)
    let edit = try #require(controller.navigationItem.rightBarButtonItem)
    #expect(edit.shownSystemItem == .edit)

    #expect(edit.simulateTap())
    Presentation.settle(window)

    #expect(controller.isEditing)
    #expect(tableView.isEditing)
    let done = try #require(controller.navigationItem.rightBarButtonItem)
    #expect(done.shownSystemItem == .done)

    #expect(done.simulateTap())
    Presentation.settle(window)

    #expect(!controller.isEditing)
    #expect(!tableView.isEditing)
    #expect(controller.navigationItem.rightBarButtonItem?.shownSystemItem == .edit)
    try expectTableShowsList(of: controller, list: list, in: window)
  }

  @Test func `in editing mode a reorder moves the person and undo moves them back`() throws {
    let list = try PeopleScreen.list()
    let controller = PeopleScreen.make(list)
    let (window, _) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)
    let ashCell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    let countsBefore = try #require(controller.dataSource?.updateCounts)
    #expect(try #require(controller.navigationItem.rightBarButtonItem).simulateTap())

    #expect(
      tableView.simulateMove(
        from: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0)))
    try expectTableShowsList(of: controller, list: list, in: window)

    #expect(tableView.shownTexts == names(at: [1, 2, 3, 0, 4, 5]))
    #expect(tableView.cellForRow(at: IndexPath(row: 3, section: 0)) === ashCell)
    let countsAfterMove = try #require(controller.dataSource?.updateCounts)
    #expect(countsAfterMove.batches == countsBefore.batches)
    #expect(countsAfterMove.reloads == countsBefore.reloads)
    #expect(try undoButtons(of: controller).undo.isEnabled)

    #expect(try undoButtons(of: controller).undo.simulateTap())
    try expectTableShowsList(of: controller, list: list, in: window)

    #expect(tableView.shownTexts == names(Person.all))
    #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === ashCell)
    #expect(try undoButtons(of: controller).redo.isEnabled)
    #expect(controller.dataSource?.updateCounts.reloads == countsBefore.reloads)
  }

  @Test func `delete, move, delete, undo, undo, redo ends with the rows of the list`() throws {
    let list = try PeopleScreen.list()
    let controller = PeopleScreen.make(list)
    let (window, _) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)
    let countsBefore = try #require(controller.dataSource?.updateCounts)

    #expect(tableView.simulateDelete(at: IndexPath(row: 0, section: 0)))
    try expectTableShowsList(of: controller, list: list, in: window)
    #expect(names(list.snapshot.items) == names(at: [1, 2, 3, 4, 5]))

    controller.setEditing(true, animated: true)
    #expect(
      tableView.simulateMove(
        from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)))
    try expectTableShowsList(of: controller, list: list, in: window)
    #expect(names(list.snapshot.items) == names(at: [2, 3, 1, 4, 5]))

    #expect(tableView.simulateDelete(at: IndexPath(row: 3, section: 0)))
    try expectTableShowsList(of: controller, list: list, in: window)
    #expect(names(list.snapshot.items) == names(at: [2, 3, 1, 5]))

    #expect(try undoButtons(of: controller).undo.simulateTap())
    try expectTableShowsList(of: controller, list: list, in: window)
    #expect(names(list.snapshot.items) == names(at: [2, 3, 1, 4, 5]))

    #expect(try undoButtons(of: controller).undo.simulateTap())
    try expectTableShowsList(of: controller, list: list, in: window)
    #expect(names(list.snapshot.items) == names(at: [1, 2, 3, 4, 5]))

    #expect(try undoButtons(of: controller).redo.simulateTap())
    try expectTableShowsList(of: controller, list: list, in: window)
    #expect(names(list.snapshot.items) == names(at: [2, 3, 1, 4, 5]))

    #expect(tableView.shownTexts == names(list.snapshot.items))
    #expect(list.history.canUndo)
    #expect(list.history.canRedo)
    let buttons = try undoButtons(of: controller)
    #expect(buttons.undo.isEnabled)
    #expect(buttons.redo.isEnabled)
    #expect(controller.dataSource?.updateCounts.reloads == countsBefore.reloads)
  }

  // MARK: Pokédex

  @Test func `the Pokedex deletes a Pokemon in its region and undo brings it back`() throws {
    let list = EditableList(PokedexList.snapshot(of: Pokemon.regions))
    let controller = PokedexList.make(pokedex: list)
    let (window, _) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)
    let pokemon = Pokemon.regions.flatMap(\.1)

    #expect(tableView.simulateDelete(at: IndexPath(row: 1, section: 1)))
    Presentation.settle(window)

    #expect(tableView.numberOfRows(inSection: 0) == 10)
    #expect(tableView.numberOfRows(inSection: 1) == 3)
    #expect(tableView.shownTexts == list.snapshot.items.map(\.name))
    #expect(!tableView.shownTexts.contains("Cyndaquil"))

    #expect(try undoButtons(of: controller).undo.simulateTap())
    Presentation.settle(window)

    #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text == "Cyndaquil")
    #expect(tableView.shownTexts == pokemon.map(\.name))
    #expect(list.snapshot.items == pokemon)
    #expect(tableView.recordedViolations.isEmpty)
  }

  @Test func `a Pokedex that does not allow deleting ignores swipe to delete`() throws {
    let behavior = PokedexList.behavior.with { $0.allowsDeleting = false }
    let list = EditableList(PokedexList.snapshot(of: Pokemon.regions))
    let controller = PokedexList.make(behavior: behavior, pokedex: list)
    let (window, _) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)
    let pokemon = Pokemon.regions.flatMap(\.1)

    #expect(!tableView.simulateDelete(at: IndexPath(row: 0, section: 0)))
    controller.setEditing(true, animated: false)
    #expect(!tableView.simulateDelete(at: IndexPath(row: 3, section: 0)))
    Presentation.settle(window)

    #expect(tableView.shownTexts == pokemon.map(\.name))
    #expect(list.snapshot.items == pokemon)
    #expect(!list.history.canUndo)
    #expect(try !undoButtons(of: controller).undo.isEnabled)
    #expect(tableView.recordedViolations.isEmpty)

    #expect(
      tableView.simulateMove(
        from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)))
    Presentation.settle(window)
    #expect(tableView.shownTexts.prefix(2) == ["Charmander", "Bulbasaur"])
    #expect(list.history.canUndo)
  }

  @Test func `the library's read-only default shows no edit buttons and ignores swipe to delete`()
    throws
  {
    let readOnly = ListAppearance<Pokemon>().with { $0.style = .grouped }
    let list = EditableList(PokedexList.snapshot(of: Pokemon.regions))
    let controller = PokedexList.make(
      behavior: ListBehavior(), appearance: readOnly, pokedex: list)
    let (window, _) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)
    let pokemon = Pokemon.regions.flatMap(\.1)

    #expect(!tableView.simulateDelete(at: IndexPath(row: 0, section: 0)))
    Presentation.settle(window)

    #expect(controller.navigationItem.rightBarButtonItem == nil)
    #expect(controller.navigationItem.leftBarButtonItems == nil)
    #expect(tableView.shownTexts == pokemon.map { String(describing: $0) })
    #expect(list.snapshot.items == pokemon)
    #expect(tableView.recordedViolations.isEmpty)
  }
}
