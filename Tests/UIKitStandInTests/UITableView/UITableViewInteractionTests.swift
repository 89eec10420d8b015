import Testing
@_spi(StandIn) import UIKit

@MainActor struct UITableViewInteractionTests {
  @Test func `swipe-to-delete does nothing when the data source lacks commit`() {
    let dataSource = RowsDataSource(rows: ["a", "b"])
    let fixture = TableFixture(dataSource)
    let violations = UIKitStandIn.violations {
      #expect(!fixture.table.standInSimulateDelete(at: path(0, 0)))
    }
    #expect(violations.isEmpty)
    #expect(dataSource.sections == [["a", "b"]])
    #expect(fixture.table.standInCachedCounts == [2])
  }

  @Test func `swipe-to-delete commits and the row goes`() {
    let dataSource = EditableRowsDataSource([["a", "b"]])
    let fixture = TableFixture(dataSource)
    let violations = UIKitStandIn.violations {
      #expect(fixture.table.standInSimulateDelete(at: path(0, 0)))
    }
    #expect(violations.isEmpty)
    #expect(dataSource.commits == [path(0, 0)])
    #expect(fixture.shownTexts == [path(0, 0): "b"])
  }

  @Test func `a commit that forgets deleteRows is caught`() {
    let dataSource = EditableRowsDataSource([["a", "b"]])
    dataSource.tellsTableAboutDeletes = false
    let fixture = TableFixture(dataSource)
    let violations = UIKitStandIn.violations {
      #expect(fixture.table.standInSimulateDelete(at: path(0, 1)))
    }
    #expect(violations.map(\.kind) == [.dataSourceOutOfSyncAfterEdit])
    #expect(fixture.table.standInCachedCounts == [1])
  }

  @Test func `rows that cannot be edited or have no delete style are not deleted`() {
    let dataSource = EditableRowsDataSource([["a", "b"]])
    dataSource.editableRows = [path(0, 1)]
    let delegate = RecordingTableDelegate()
    let fixture = TableFixture(dataSource)
    fixture.table.delegate = delegate
    #expect(!fixture.table.standInSimulateDelete(at: path(0, 0)))
    delegate.editingStyle = .none
    #expect(!fixture.table.standInSimulateDelete(at: path(0, 1)))
    #expect(!fixture.table.standInSimulateDelete(at: path(0, 5)))
    #expect(dataSource.commits.isEmpty)
  }

  @Test func `reordering needs editing mode and moveRowAt, and keeps the cell`() throws {
    let dataSource = EditableRowsDataSource([["a", "b"], ["c"]])
    let fixture = TableFixture(dataSource)
    let cellA = try #require(fixture.table.cellForRow(at: path(0, 0)))
    #expect(!fixture.table.standInSimulateMove(from: path(0, 0), to: path(1, 1)))
    fixture.table.setEditing(true, animated: false)
    #expect(cellA.isEditing)
    let violations = UIKitStandIn.violations {
      #expect(fixture.table.standInSimulateMove(from: path(0, 0), to: path(1, 1)))
    }
    #expect(violations.isEmpty)
    #expect(dataSource.sections == [["b"], ["c", "a"]])
    #expect(fixture.table.cellForRow(at: path(1, 1)) === cellA)
    #expect(fixture.table.standInCachedCounts == [1, 2])
    #expect(fixture.shownTexts == [path(0, 0): "b", path(1, 0): "c", path(1, 1): "a"])
  }

  @Test func `reordering does nothing when the data source lacks moveRowAt`() throws {
    let dataSource = RowsDataSource([["a", "b"]])
    let fixture = TableFixture(dataSource)
    let cellA = try #require(fixture.table.cellForRow(at: path(0, 0)))
    fixture.table.isEditing = true
    let violations = UIKitStandIn.violations {
      #expect(!fixture.table.standInSimulateMove(from: path(0, 0), to: path(0, 1)))
    }
    #expect(violations.isEmpty)
    #expect(fixture.table.cellForRow(at: path(0, 0)) === cellA)
    #expect(fixture.shownTexts == [path(0, 0): "a", path(0, 1): "b"])
  }

  @Test func `a tap selects the row and tells the delegate`() {
    let dataSource = RowsDataSource(rows: ["a", "b"])
    let delegate = RecordingTableDelegate()
    let fixture = TableFixture(dataSource)
    fixture.table.delegate = delegate
    #expect(fixture.table.standInSimulateTap(at: path(0, 0)))
    #expect(fixture.table.standInSimulateTap(at: path(0, 1)))
    #expect(delegate.events == ["select 0-0", "deselect 0-0", "select 0-1"])
    #expect(fixture.table.indexPathForSelectedRow == path(0, 1))
    #expect(fixture.table.cellForRow(at: path(0, 1))?.isSelected == true)
    #expect(fixture.table.cellForRow(at: path(0, 0))?.isSelected == false)
    fixture.table.deselectRow(at: path(0, 1), animated: false)
    #expect(fixture.table.indexPathForSelectedRow == nil)
    #expect(delegate.events.count == 3)
    fixture.table.isEditing = true
    #expect(!fixture.table.standInSimulateTap(at: path(0, 0)))
  }

  @Test func `the selection follows its row through a batch`() {
    let dataSource = RowsDataSource(rows: ["a", "b"])
    let fixture = TableFixture(dataSource)
    fixture.table.selectRow(at: path(0, 1), animated: false, scrollPosition: .none)
    dataSource.sections[0].insert("z", at: 0)
    fixture.table.insertRows(at: [path(0, 0)], with: .automatic)
    #expect(fixture.table.indexPathForSelectedRow == path(0, 2))
    fixture.table.reloadData()
    #expect(fixture.table.indexPathForSelectedRow == nil)
  }

  @Test func `scrolling to a row that does not exist is reported`() {
    let fixture = TableFixture(RowsDataSource(rows: ["a"]))
    let violations = UIKitStandIn.violations {
      fixture.table.scrollToRow(at: path(0, 3), at: .middle, animated: true)
    }
    #expect(violations.map(\.kind) == [.scrollToInvalidIndexPath])
  }

  @Test func `editing mode shows the delegate's editing style on the cells`() throws {
    let delegate = RecordingTableDelegate()
    delegate.editingStyle = .insert
    let fixture = TableFixture(RowsDataSource(rows: ["a"]))
    fixture.table.delegate = delegate
    let cell = try #require(fixture.table.cellForRow(at: path(0, 0)))
    #expect(cell.editingStyle == .none)
    fixture.table.setEditing(true, animated: true)
    #expect(cell.isEditing)
    #expect(cell.editingStyle == .insert)
  }

  @Test func `a new data source is read afresh`() {
    let fixture = TableFixture(RowsDataSource(rows: ["a"]))
    let other = RowsDataSource(rows: ["x", "y"])
    fixture.table.dataSource = other
    #expect(fixture.table.standInCachedCounts == [2])
    #expect(fixture.shownTexts == [path(0, 0): "x", path(0, 1): "y"])
  }
}
