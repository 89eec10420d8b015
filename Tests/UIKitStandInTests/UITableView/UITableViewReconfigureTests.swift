import Testing
@_spi(StandIn) import UIKit

@MainActor struct UITableViewReconfigureTests {
  @Test func `reconfiguring keeps the cell and skips prepareForReuse`() throws {
    let dataSource = RowsDataSource(rows: ["a", "b"])
    let fixture = TableFixture(dataSource)
    let cell = try #require(fixture.table.cellForRow(at: path(0, 1)) as? CountingCell)
    dataSource.cellRequests = []
    let violations = UIKitStandIn.violations {
      dataSource.sections[0][1] = "B"
      fixture.table.reconfigureRows(at: [path(0, 1)])
    }
    #expect(violations.isEmpty)
    #expect(dataSource.cellRequests == [path(0, 1)])
    #expect(fixture.table.cellForRow(at: path(0, 1)) === cell)
    #expect(cell.textLabel?.text == "B")
    #expect(cell.prepareForReuseCount == 0)
  }

  @Test func `reconfiguring inside a batch uses the index path before the update`() throws {
    let dataSource = RowsDataSource(rows: ["a", "b"])
    let fixture = TableFixture(dataSource)
    let cell = try #require(fixture.table.cellForRow(at: path(0, 1)))
    let violations = UIKitStandIn.violations {
      fixture.table.performBatchUpdates {
        dataSource.sections[0] = ["z", "a", "B"]
        fixture.table.insertRows(at: [path(0, 0)], with: .fade)
        fixture.table.reconfigureRows(at: [path(0, 1)])
      }
    }
    #expect(violations.isEmpty)
    #expect(fixture.table.cellForRow(at: path(0, 2)) === cell)
    #expect(cell.textLabel?.text == "B")
  }

  @Test func `a data source that returns another cell when reconfigured is reported`() throws {
    let dataSource = RowsDataSource(rows: ["a"])
    let fixture = TableFixture(dataSource)
    let old = try #require(fixture.table.cellForRow(at: path(0, 0)))
    let replacement = UITableViewCell(style: .default, reuseIdentifier: "Cell")
    dataSource.cellOverride = replacement
    let violations = UIKitStandIn.violations { fixture.table.reconfigureRows(at: [path(0, 0)]) }
    #expect(violations.map(\.kind) == [.reconfiguredCellReplaced])
    #expect(fixture.table.cellForRow(at: path(0, 0)) === replacement)
    #expect(fixture.table.cellForRow(at: path(0, 0)) !== old)
  }

  @Test func `reloading gives the row a new cell`() throws {
    let dataSource = RowsDataSource(rows: ["a"])
    let fixture = TableFixture(dataSource, visibleRows: 5)
    let old = try #require(fixture.table.cellForRow(at: path(0, 0)))
    fixture.table.register(CountingCell.self, forCellReuseIdentifier: "Other")
    dataSource.identifier = "Other"
    fixture.table.reloadRows(at: [path(0, 0)], with: .automatic)
    let new = try #require(fixture.table.cellForRow(at: path(0, 0)))
    #expect(new !== old)
    #expect(new.reuseIdentifier == "Other")
    #expect(fixture.table.standInQueuedCellCount(withIdentifier: "Cell") == 1)
  }
}
