import Tabula
import Testing

@testable import TabulaDemo

/// A berry, shown by its name.
private struct Berry: Identifiable, Equatable, Sendable {
  var name: String

  var id: String { name }
}

/// A terminal list of berries on a bush and a vine, bound to an editable list, with what its
/// data source reported.
@MainActor
private final class Berries {
  let view = TerminalListView(width: 30, height: 14)
  let model: EditableList<ListSection, Berry>
  let dataSource: ListDataSource<ListSection, Berry>
  let log = DiagnosticLog()
  private var token: ObservationToken?

  init(behavior: ListBehavior<Berry>) throws {
    model = EditableList(
      try Snapshot {
        SnapshotSection("Bush") { ["Blackberry", "Blueberry", "Cranberry"].map(Berry.init) }
        SnapshotSection("Vine") { ["Grape", "Kiwi"].map(Berry.init) }
      })
    let appearance = TerminalAppearance<Berry> { content, berry in content.text = berry.name }
    dataSource = ListDataSource(
      surface: view, registration: appearance.terminalRegistration, diagnostics: log.handler)
    dataSource.behavior = behavior
    view.titles = { [weak dataSource] index in
      (dataSource?.snapshot.section(at: index)?.header, nil)
    }
    token = dataSource.bind(to: model)
  }

  /// The berries of each section, as the model holds them.
  var names: [[String]] {
    model.snapshot.sections.indices.map { model.snapshot.items(inSectionAt: $0)?.map(\.name) ?? [] }
  }
}

@MainActor
struct TerminalListViewDragAndDropTests {
  private let movable = ListBehavior<Berry>(allowsDeleting: true, allowsMoving: true)

  @Test func `a lifted row shows where it would land, and a drop moves it in one undoable step`()
    throws
  {
    let berries = try Berries(behavior: movable)
    let view = berries.view
    #expect(view.liftRows(at: ItemPath(section: 0, item: 0)) == [ItemPath(section: 0, item: 0)])
    #expect(
      view.render(style: .plain).prefix(4) == [
        " BUSH", "^  Blackberry", " ❯ ──── drop here", "   Blueberry",
      ])
    view.moveDropMarker(by: 3)
    #expect(view.drag?.destination == ItemPath(section: 1, item: 0))
    #expect(
      view.render(style: .plain).suffix(4) == [" VINE", " ❯ ──── drop here", "   Grape", "   Kiwi"])
    #expect(view.dropRows() == ItemPath(section: 1, item: 0))
    #expect(view.drag == nil)
    #expect(berries.names == [["Blueberry", "Cranberry"], ["Blackberry", "Grape", "Kiwi"]])
    #expect(view.cursor == ItemPath(section: 1, item: 0))
    #expect(!view.render(style: .plain).contains { $0.contains("drop") })
    #expect(try berries.model.undo() == "Move")
    #expect(berries.names == [["Blackberry", "Blueberry", "Cranberry"], ["Grape", "Kiwi"]])
    #expect(berries.log.messages.isEmpty && view.violations.isEmpty && view.problems.isEmpty)
  }

  @Test func `a place the move rule refuses shows as refused, and a drop there changes nothing`()
    throws
  {
    let berries = try Berries(
      behavior: movable.with { behavior in
        behavior.moveRule = { _, _, destination in
          destination.section == 1 ? .refused(reason: "the vine is full") : .allowed
        }
      })
    let view = berries.view
    view.liftRows(at: ItemPath(section: 0, item: 1))
    view.moveDropMarker(by: 1)
    #expect(view.render(style: .plain).contains(" ❯ ──── drop here"))
    view.moveDropMarker(by: 1)
    #expect(view.drag?.landing == nil)
    #expect(view.render(style: .plain).contains(" ❯ ✗ cannot drop here"))
    #expect(view.dropRows() == nil)
    #expect(berries.names == [["Blackberry", "Blueberry", "Cranberry"], ["Grape", "Kiwi"]])
    #expect(berries.log.messages.count == 1)
    #expect(berries.log.messages.first?.hasSuffix("the vine is full") == true)
    #expect(try berries.model.undo() == nil)
    #expect(view.drag == nil && !view.render(style: .plain).contains { $0.contains("drop") })
  }

  @Test func `selected rows are dragged together, stay selected, and are deleted as one step`()
    throws
  {
    let berries = try Berries(behavior: movable.with { $0.allowsMultipleSelection = true })
    let view = berries.view
    #expect(view.toggleSelection(at: ItemPath(section: 0, item: 0)))
    #expect(view.toggleSelection(at: ItemPath(section: 0, item: 2)))
    #expect(view.isEditing)
    #expect(berries.dataSource.selection == ["Blackberry", "Cranberry"])
    #expect(view.liftRows(at: ItemPath(section: 0, item: 2)).count == 2)
    view.moveDropMarker(by: 2)
    #expect(
      view.render(style: .plain).suffix(4) == [
        " VINE", "   [ ] Grape", " ❯ ──── drop 2 rows here", "   [ ] Kiwi",
      ])
    view.dropRows()
    #expect(berries.names == [["Blueberry"], ["Grape", "Blackberry", "Cranberry", "Kiwi"]])
    #expect(view.selectedItemPaths.map(\.item) == [1, 2])
    #expect(view.render(style: .plain).contains { $0.hasSuffix("[x] Cranberry") })
    berries.dataSource.deleteSelection()
    #expect(berries.names == [["Blueberry"], ["Grape", "Kiwi"]])
    #expect(berries.dataSource.selection.isEmpty && view.selectedItemPaths.isEmpty)
    #expect(try berries.model.undo() == "Delete")
    #expect(berries.names == [["Blueberry"], ["Grape", "Blackberry", "Cranberry", "Kiwi"]])
    #expect(berries.log.messages.isEmpty && view.violations.isEmpty && view.problems.isEmpty)
  }

  @Test func `a list that selects one row at a time has no selection mode`() throws {
    let berries = try Berries(behavior: movable)
    #expect(!berries.view.toggleSelection(at: ItemPath(section: 0, item: 0)))
    #expect(!berries.view.isEditing && berries.dataSource.selection.isEmpty)
  }
}
