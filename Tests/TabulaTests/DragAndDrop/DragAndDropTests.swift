@_spi(Surfaces) import Tabula
import TabulaTesting
import Testing

/// Drag and drop on a headless table: rows dropped within and across sections, several
/// selected rows at once, refusals by the move rule and by updates that raced the drop, each
/// drop one undoable step named "Move".
@MainActor
struct DragAndDropTests {
  struct Country: Identifiable, Equatable, CustomStringConvertible {
    let id: String
    var description: String { id }
  }

  final class CountryCell: ConfigurableCell, HeadlessConstructibleCell {
    init() {}
    func configure(with country: Country, at path: ItemPath) {}
  }

  typealias Countries = Snapshot<ListSection, Country>

  @MainActor
  struct Fixture {
    let list: EditableList<ListSection, Country>
    let view: HeadlessListView
    let dataSource: ListDataSource<ListSection, Country>
    let recorder: DiagnosticRecorder
    let token: ObservationToken

    /// The names shown, section by section, checked against the list and the view.
    func shown(sourceLocation: SourceLocation = #_sourceLocation) -> [[String]] {
      let names = (0..<list.snapshot.numberOfSections).map {
        (list.snapshot.items(inSectionAt: $0) ?? []).map(\.id)
      }
      #expect(
        view.shownTokens.map { $0?.description } == names.flatMap { $0 },
        sourceLocation: sourceLocation)
      #expect(view.counts == names.map(\.count), sourceLocation: sourceLocation)
      #expect(view.problems.isEmpty, "\(view.problems)", sourceLocation: sourceLocation)
      return names
    }
  }

  static let europe = ["France", "Italy", "Spain", "Greece"]
  static let asia = ["Japan", "India", "Nepal"]

  func fixture(
    _ sections: [(String, [String])] = [("Europe", europe), ("Asia", asia)],
    behavior: ListBehavior<Country> = ListBehavior(allowsDeleting: true, allowsMoving: true)
  ) throws -> Fixture {
    let list = EditableList(
      try Countries(
        sections: sections.map { SnapshotSection(ListSection($0.0), items: $0.1.map(Country.init)) }
      ))
    let view = HeadlessListView()
    let recorder = DiagnosticRecorder()
    let dataSource = ListDataSource<ListSection, Country>(
      surface: view, registration: CellRegistration<CountryCell, Country>(),
      diagnostics: recorder.handler)
    dataSource.behavior = behavior
    let token = dataSource.bind(to: list)
    view.layoutIfNeeded()
    return Fixture(list: list, view: view, dataSource: dataSource, recorder: recorder, token: token)
  }

  func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

  @Test func `a row dropped within its section moves there as one undoable Move`() throws {
    let f = try fixture()
    #expect(f.view.simulateUserLift(at: path(0, 0)) == [path(0, 0)])
    #expect(f.view.simulateUserDragOver(path(0, 2)) == path(0, 2))
    #expect(f.view.simulateUserDrop(at: path(0, 2)))
    #expect(f.shown() == [["Italy", "Spain", "France", "Greece"], Self.asia])
    #expect(f.list.history.undoActionName == "Move")
    #expect(f.view.draggedRows == nil)
    try f.list.undo()
    #expect(f.shown() == [Self.europe, Self.asia])
    try f.list.redo()
    #expect(f.shown() == [["Italy", "Spain", "France", "Greece"], Self.asia])
    #expect(f.recorder.diagnostics.isEmpty)
  }

  @Test func `a row dropped in another section moves across, and back on undo`() throws {
    let f = try fixture()
    f.view.simulateUserLift(at: path(1, 2))
    #expect(f.view.simulateUserDrop(at: path(0, 1)))
    #expect(f.shown() == [["France", "Nepal", "Italy", "Spain", "Greece"], ["Japan", "India"]])
    #expect(f.list.history.undoActionName == "Move")
    try f.list.undo()
    #expect(f.shown() == [Self.europe, Self.asia])
  }

  @Test func `a drop at the end of a section lands last`() throws {
    let f = try fixture()
    f.view.simulateUserLift(at: path(0, 0))
    #expect(f.view.simulateUserDragOver(path(1, 3)) == path(1, 3))
    #expect(f.view.simulateUserDragOver(path(1, 4)) == nil)
    #expect(f.view.simulateUserDrop(at: path(1, 3)))
    #expect(f.shown() == [["Italy", "Spain", "Greece"], Self.asia + ["France"]])
  }

  @Test func `selected rows travel together, in list order, as one step`() throws {
    let f = try fixture(
      behavior: ListBehavior(allowsMoving: true).with {
        $0.allowsMultipleSelection = true
      })
    f.view.isEditing = true
    f.view.simulateUserTap(at: path(1, 1))
    f.view.simulateUserTap(at: path(0, 3))
    f.view.simulateUserTap(at: path(0, 0))
    #expect(f.dataSource.selection == ["India", "Greece", "France"])
    let lifted = f.view.simulateUserLift(at: path(0, 3))
    #expect(lifted == [path(0, 0), path(0, 3), path(1, 1)])
    // Between Italy and Spain once the three are taken out.
    #expect(f.view.simulateUserDrop(at: path(0, 1)))
    #expect(
      f.shown() == [["Italy", "France", "Greece", "India", "Spain"], ["Japan", "Nepal"]])
    #expect(f.list.history.undoActionName == "Move")
    // The moved rows stay selected.
    #expect(f.dataSource.selection == ["India", "Greece", "France"])
    #expect(f.view.selectedItemPaths == [path(0, 1), path(0, 2), path(0, 3)])
    try f.list.undo()
    #expect(f.shown() == [Self.europe, Self.asia])
    #expect(f.view.selectedItemPaths == [path(0, 0), path(0, 3), path(1, 1)])
    #expect(f.list.history.canUndo == false)
  }

  @Test func `an unselected row lifted among selected ones travels alone`() throws {
    let f = try fixture(
      behavior: ListBehavior(allowsMoving: true).with {
        $0.allowsMultipleSelection = true
      })
    f.view.isEditing = true
    f.view.simulateUserTap(at: path(0, 0))
    f.view.simulateUserTap(at: path(0, 1))
    #expect(f.view.simulateUserLift(at: path(1, 0)) == [path(1, 0)])
  }

  @Test func `the move rule refuses a place: the drop changes nothing and names the item`() throws {
    let f = try fixture(
      behavior: ListBehavior(allowsMoving: true).with {
        $0.moveRule = { _, from, to in
          from.section == to.section ? .allowed : .refused(reason: "countries keep their continent")
        }
      })
    f.view.simulateUserLift(at: path(0, 1))
    #expect(f.view.simulateUserDragOver(path(1, 0)) == nil)
    #expect(f.view.simulateUserDragOver(path(0, 3)) == path(0, 3))
    #expect(f.view.simulateUserDrop(at: path(1, 0)) == false)
    #expect(f.shown() == [Self.europe, Self.asia])
    #expect(f.list.history.canUndo == false)
    let diagnostic = try #require(f.recorder.diagnostics.last)
    #expect(diagnostic.kind == .moveRefused)
    #expect(diagnostic.message.contains("Italy"))
    #expect(diagnostic.message.contains("countries keep their continent"))
  }

  @Test func `the move rule redirects a drop to an allowed place`() throws {
    let f = try fixture(
      behavior: ListBehavior(allowsMoving: true).with {
        $0.moveRule = { _, _, to in
          to.item == 0 ? .redirected(to: ItemPath(section: to.section, item: 1)) : .allowed
        }
      })
    f.view.simulateUserLift(at: path(0, 3))
    #expect(f.view.simulateUserDragOver(path(1, 0)) == path(1, 1))
    #expect(f.view.simulateUserDrop(at: path(1, 0)))
    #expect(f.shown() == [["France", "Italy", "Spain"], ["Japan", "Greece", "India", "Nepal"]])
  }

  @Test func `a redirection to a refused place is refused`() throws {
    let f = try fixture(
      behavior: ListBehavior(allowsMoving: true).with {
        $0.moveRule = { _, _, to in
          to.item == 0
            ? .redirected(to: ItemPath(section: to.section, item: 1)) : .refused(reason: "no")
        }
      })
    f.view.simulateUserLift(at: path(0, 3))
    #expect(f.view.simulateUserDragOver(path(1, 0)) == nil)
    #expect(f.view.simulateUserDrop(at: path(1, 0)) == false)
    #expect(f.shown() == [Self.europe, Self.asia])
  }

  @Test func `the edit-mode move follows the move rule too`() throws {
    let f = try fixture(
      behavior: ListBehavior(allowsMoving: true).with {
        $0.moveRule = { _, from, to in
          from.section == to.section ? .allowed : .refused(reason: "same continent only")
        }
      })
    #expect(f.view.simulateUserMove(from: path(0, 0), to: path(1, 1)) == false)
    #expect(f.shown() == [Self.europe, Self.asia])
    #expect(f.view.simulateUserMove(from: path(0, 0), to: path(0, 1)))
    #expect(f.shown() == [["Italy", "France", "Spain", "Greece"], Self.asia])
  }

  @Test func `a drop whose row an update deleted is refused: nothing lost, nothing doubled`() throws
  {
    let f = try fixture()
    f.view.simulateUserLift(at: path(0, 1))
    try f.list.perform(.deleteItems(["Italy"]), named: "Delete")
    #expect(f.view.simulateUserDrop(at: path(1, 0)) == false)
    #expect(f.shown() == [["France", "Spain", "Greece"], Self.asia])
    #expect(f.list.history.undoActionName == "Delete")
    let diagnostic = try #require(f.recorder.diagnostics.last)
    #expect(diagnostic.kind == .moveRefused)
    #expect(diagnostic.message.contains("Italy"))
  }

  @Test func `a drop into a section an update deleted is refused`() throws {
    let f = try fixture([("Europe", Self.europe), ("Asia", Self.asia), ("Oceania", ["Fiji"])])
    f.view.simulateUserLift(at: path(0, 0))
    try f.list.perform(.deleteSections([ListSection("Oceania").id]), named: "Delete")
    #expect(f.view.simulateUserDrop(at: path(2, 0)) == false)
    #expect(f.shown() == [Self.europe, Self.asia])
    #expect(f.recorder.diagnostics.last?.kind == .moveRefused)
  }

  @Test func `a cancelled drag changes nothing and a drop without a lift is refused`() throws {
    let f = try fixture()
    f.view.simulateUserLift(at: path(0, 0))
    f.view.simulateUserCancelDrag()
    #expect(f.view.simulateUserDrop(at: path(1, 0)) == false)
    #expect(f.dataSource.userDidDrop(at: path(1, 0)) == nil)
    #expect(f.shown() == [Self.europe, Self.asia])
    #expect(f.recorder.diagnostics.map(\.kind) == [.moveRefused])
  }

  @Test func `rows of a list that does not allow moving cannot be lifted`() throws {
    let f = try fixture(behavior: ListBehavior(allowsDeleting: true))
    #expect(f.view.simulateUserLift(at: path(0, 0)).isEmpty)
    #expect(f.view.draggedRows == nil)
  }

  @Test func `a drop in place is accepted and records no step`() throws {
    let f = try fixture()
    f.view.simulateUserLift(at: path(0, 2))
    #expect(f.view.simulateUserDrop(at: path(0, 2)))
    #expect(f.list.history.canUndo == false)
    #expect(f.shown() == [Self.europe, Self.asia])
  }
}
