@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import Testing

/// Reordering a table's rows by dragging them, as ``TableSurface`` answers
/// `NSTableViewDataSource`'s drag methods, on a model of the table bound to an editable list.
///
/// What AppKit does is taken from Apple's documentation of `NSTableViewDataSource` and
/// `NSTableView` (see ``TableSurfaceFixture/drag(row:to:)``): a proposal is a row and
/// `.above` or `.on`, "a row of `n` and `NSTableViewDropAbove`" is below the last of `n` rows,
/// and the data source "may retarget a drop by calling `setDropRow(_:dropOperation:)` and
/// returning something other than `NSDragOperationNone`".
@MainActor
struct TableDraggingTests {
  static var movable: ListBehavior<Entry> {
    var behavior = ListBehavior<Entry>(allowsMoving: true)
    behavior.allowsMultipleSelection = true
    return behavior
  }

  static func flat(behavior: ListBehavior<Entry> = movable) throws -> TableSurfaceFixture {
    TableSurfaceFixture(
      try EntrySnapshot(sections: [SnapshotSection(Group(0), items: (1...4).map { Entry($0) })]),
      behavior: behavior)
  }

  @Test func `a row dropped above another lands before it, as the table shows it`() throws {
    let table = try Self.flat()
    let outcome = table.drag(row: 0, to: .above(3))
    #expect(outcome.dragged == [0])
    #expect(outcome.shown == .above(3))
    #expect(outcome.accepted == true)
    #expect(table.providerIDs == [[2, 3, 1, 4]])
    #expect(table.shownIDs == [2, 3, 1, 4].asRows)
    #expect(table.host.model.violations.isEmpty)
  }

  @Test func `a row dragged up lands before the row it is dropped above`() throws {
    let table = try Self.flat()
    table.drag(row: 3, to: .above(1))
    #expect(table.providerIDs == [[1, 4, 2, 3]])
  }

  @Test func `a drop onto a row is retargeted above it: tables reorder, they do not nest`()
    throws
  {
    let table = try Self.flat()
    let outcome = table.drag(row: 0, to: .on(2))
    #expect(outcome.shown == .above(2))
    #expect(table.providerIDs == [[2, 1, 3, 4]])
  }

  @Test func `a drop below the last row, row n above, moves the rows to the end`() throws {
    let table = try Self.flat()
    let outcome = table.drag(row: 1, to: .above(4))
    #expect(outcome.shown == .above(4))
    #expect(table.providerIDs == [[1, 3, 4, 2]])
  }

  @Test func `a drop outside the rows is refused and changes nothing`() throws {
    let table = try Self.flat()
    for proposed in [TableDrop.above(5), .on(4), .above(-1), .on(-1)] {
      let outcome = table.drag(row: 0, to: proposed)
      #expect(outcome.shown == nil, "\(proposed)")
      #expect(outcome.accepted == nil)
    }
    #expect(table.providerIDs == [[1, 2, 3, 4]])
  }

  @Test func `a row dropped above a group row lands at the end of the section above it`()
    throws
  {
    // Rows: §0 1 2 3 §2 4 ("A" holds 1 and 2, an untitled section 3, "C" 4).
    let table = try TableSurfaceFixture.sections(behavior: Self.movable)
    let outcome = table.drag(row: 1, to: .above(4))
    #expect(outcome.shown == .above(4))
    #expect(table.providerIDs == [[2], [3, 1], [4]])
    #expect(table.shownIDs == ["§0", 2, 3, 1, "§2", 4])
  }

  @Test func `a row dropped onto a group row lands at the start of its section`() throws {
    let table = try TableSurfaceFixture.sections(behavior: Self.movable)
    let outcome = table.drag(row: 1, to: .on(4))
    #expect(outcome.shown == .above(5))
    #expect(table.providerIDs == [[2], [3], [1, 4]])
  }

  @Test func `a drop above the first group row lands at the start of its section`() throws {
    let table = try TableSurfaceFixture.sections(behavior: Self.movable)
    let outcome = table.drag(row: 5, to: .above(0))
    #expect(outcome.shown == .above(1))
    #expect(table.providerIDs == [[4, 1, 2], [3], []])
  }

  @Test func `a row dropped above the first row of an untitled section lands in that section`()
    throws
  {
    let table = try TableSurfaceFixture.sections(behavior: Self.movable)
    table.drag(row: 5, to: .above(3))
    #expect(table.providerIDs == [[1, 2], [4, 3], []])
  }

  @Test func `a group row is never dragged`() throws {
    let table = try TableSurfaceFixture.sections(behavior: Self.movable)
    #expect(table.lift(row: 0).isEmpty)
    #expect(table.lift(row: 4).isEmpty)
  }

  @Test func `a row of several selected drags the whole selection, which lands together`()
    throws
  {
    let table = try TableSurfaceFixture.sections(behavior: Self.movable)
    table.select(rows: [1, 3])
    let outcome = table.drag(row: 3, to: .above(6))
    #expect(outcome.dragged == [1, 3])
    #expect(outcome.shown == .above(6))
    #expect(table.providerIDs == [[2], [], [4, 1, 3]])
  }

  @Test func `an unselected row drags alone while others are selected`() throws {
    let table = try TableSurfaceFixture.sections(behavior: Self.movable)
    table.select(rows: [1, 3])
    let outcome = table.drag(row: 2, to: .above(6))
    #expect(outcome.dragged == [2])
    #expect(table.providerIDs == [[1], [3], [4, 2]])
  }

  @Test func `the whole selection dropped among its own rows closes up around the drop`() throws {
    let table = try Self.flat()
    table.select(rows: [0, 2])
    let outcome = table.drag(row: 0, to: .above(2))
    #expect(outcome.shown == .above(2))
    #expect(table.providerIDs == [[2, 1, 3, 4]])
  }

  @Test func `rows of a list that does not allow moving are not dragged`() throws {
    let table = try Self.flat(behavior: ListBehavior())
    #expect(table.lift(row: 0).isEmpty)
    #expect(table.surface.validateDrop(.above(3)) == nil)
    #expect(table.surface.acceptDrop(.above(3)) == false)
    #expect(table.providerIDs == [[1, 2, 3, 4]])
  }

  @Test func `rows of a list whose provider takes no edits are not dragged`() throws {
    let table = try Self.flat()
    table.dataSource.userEdits = nil
    #expect(table.lift(row: 0).isEmpty)
  }

  @Test func `a place the move rule refuses offers no drop and moves nothing`() throws {
    var behavior = Self.movable
    behavior.moveRule = { _, _, to in to.item == 0 ? .refused(reason: "pinned") : .allowed }
    let table = try Self.flat(behavior: behavior)
    let outcome = table.drag(row: 2, to: .above(0))
    #expect(outcome.shown == nil)
    #expect(outcome.accepted == nil)
    #expect(table.providerIDs == [[1, 2, 3, 4]])
    #expect(table.drag(row: 2, to: .above(1)).accepted == true)
    #expect(table.providerIDs == [[1, 3, 2, 4]])
  }

  @Test func `a place the move rule redirects is shown where the rows will land`() throws {
    var behavior = Self.movable
    behavior.moveRule = { _, _, to in
      to.section == 2 ? .redirected(to: ItemPath(section: 1, item: 0)) : .allowed
    }
    let table = try TableSurfaceFixture.sections(behavior: behavior)
    let outcome = table.drag(row: 1, to: .above(6))
    #expect(outcome.shown == .above(3))
    #expect(outcome.accepted == true)
    #expect(table.providerIDs == [[2], [1, 3], [4]])
  }

  @Test func `a drop AppKit hands over as first proposed lands where it was validated`() throws {
    let table = try TableSurfaceFixture.sections(behavior: Self.movable)
    #expect(table.lift(row: 1) == [1])
    #expect(table.surface.validateDrop(.on(4)) == .above(5))
    #expect(table.surface.acceptDrop(.on(4)))
    table.surface.dragDidEnd()
    #expect(table.providerIDs == [[2], [3], [1, 4]])
  }

  @Test func `the end of the drag forgets the dragged rows`() throws {
    let table = try Self.flat()
    #expect(table.lift(row: 0) == [0])
    table.surface.dragDidEnd()
    #expect(table.surface.validateDrop(.above(3)) == nil)
    #expect(table.surface.acceptDrop(.above(3)) == false)
    #expect(table.providerIDs == [[1, 2, 3, 4]])
  }

  @Test func `a drag finds its rows by identity after a batch moved them`() throws {
    let table = try Self.flat()
    #expect(table.lift(row: 0) == [0])
    table.list.replace(
      with: try EntrySnapshot(sections: [
        SnapshotSection(Group(0), items: [Entry(2), Entry(3), Entry(1), Entry(4)])
      ]))
    #expect(table.surface.validateDrop(.above(4)) == .above(4))
    #expect(table.surface.acceptDrop(.above(4)))
    #expect(table.providerIDs == [[2, 3, 4, 1]])
  }

  @Test func `the drop is one undoable step named Move`() throws {
    let table = try Self.flat()
    table.drag(row: 0, to: .above(4))
    #expect(table.providerIDs == [[2, 3, 4, 1]])
    #expect(try table.list.undo() == "Move")
    #expect(table.providerIDs == [[1, 2, 3, 4]])
  }
}
