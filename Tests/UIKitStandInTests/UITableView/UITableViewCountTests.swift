import Testing
@_spi(StandIn) import UIKit

@MainActor struct UITableViewCountTests {
  @Test func `counts are read when first needed and cached`() {
    let dataSource = RowsDataSource(rows: ["a", "b"])
    let fixture = TableFixture(dataSource, inWindow: false)
    #expect(fixture.table.standInCachedCounts == nil)
    #expect(fixture.table.numberOfRows(inSection: 0) == 2)
    dataSource.sections[0].append("c")
    #expect(fixture.table.numberOfRows(inSection: 0) == 2)
    #expect(fixture.table.numberOfSections == 1)
    fixture.table.reloadData()
    #expect(fixture.table.numberOfRows(inSection: 0) == 3)
  }

  @Test func `numberOfRows inside the update block returns the old counts`() {
    let dataSource = RowsDataSource(rows: ["a"])
    let fixture = TableFixture(dataSource)
    var countInside = -1
    fixture.table.performBatchUpdates {
      dataSource.sections[0].append("b")
      fixture.table.insertRows(at: [path(0, 1)], with: .automatic)
      countInside = fixture.table.numberOfRows(inSection: 0)
    }
    #expect(countInside == 1)
    #expect(fixture.table.numberOfRows(inSection: 0) == 2)
    #expect(fixture.shownTexts == [path(0, 0): "a", path(0, 1): "b"])
  }

  @Test func `mutating the model before the first load breaks the next insert`() throws {
    let dataSource = RowsDataSource(rows: ["a", "b"])
    let fixture = TableFixture(dataSource, inWindow: false)
    dataSource.sections[0].append("c")
    let violations = UIKitStandIn.violations {
      fixture.table.insertRows(at: [path(0, 2)], with: .automatic)
    }
    let violation = try #require(violations.first)
    #expect(violation.kind == .invalidNumberOfRows)
    #expect(
      violation.reason
        == "Invalid update: invalid number of rows in section 0. The number of rows contained in "
        + "an existing section after the update (3) must be equal to the number of rows "
        + "contained in that section before the update (3), plus or minus the number of rows "
        + "inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the "
        + "number of rows moved into or out of that section (0 moved in, 0 moved out).")
    #expect(violation.fidelity == .verbatim)
  }

  @Test func `mutating the model after the counts were cached, then inserting, is fine`() {
    let dataSource = RowsDataSource(rows: ["a", "b"])
    let fixture = TableFixture(dataSource, inWindow: false)
    _ = fixture.table.numberOfSections
    dataSource.sections[0].append("c")
    let violations = UIKitStandIn.violations {
      fixture.table.insertRows(at: [path(0, 2)], with: .automatic)
    }
    #expect(violations.isEmpty)
    #expect(fixture.table.standInCachedCounts == [3])
  }

  @Test func `a wrong section count uses UIKit's text, then the table recovers`() throws {
    let dataSource = RowsDataSource([["a"]])
    let fixture = TableFixture(dataSource)
    let violations = UIKitStandIn.violations {
      dataSource.sections.append(["b"])
      fixture.table.reloadSections(IndexSet(integer: 0), with: .fade)
    }
    let violation = try #require(violations.first)
    #expect(violation.kind == .invalidNumberOfSections)
    #expect(
      violation.reason
        == "Invalid update: invalid number of sections. The number of sections contained in the "
        + "table view after the update (2) must be equal to the number of sections contained in "
        + "the table view before the update (1), plus or minus the number of sections inserted "
        + "or deleted (0 inserted, 0 deleted).")
    #expect(fixture.table.standInCachedCounts == [1, 1])
    #expect(fixture.shownTexts == [path(0, 0): "a", path(1, 0): "b"])
  }

  @Test func `the newer message style lists the counts and the updates`() throws {
    UIKitStandIn.messageStyle = .batchUpdatesDetected
    defer { UIKitStandIn.messageStyle = .classic }
    let dataSource = RowsDataSource(rows: ["a", "b", "c"])
    let fixture = TableFixture(dataSource)
    let violations = UIKitStandIn.violations {
      dataSource.sections[0] = []
      fixture.table.deleteRows(at: [path(0, 0), path(0, 1)], with: .fade)
    }
    let violation = try #require(violations.first)
    #expect(violation.kind == .invalidNumberOfRows)
    #expect(
      violation.reason
        == "Invalid batch updates detected: the number of sections and/or rows returned by the "
        + "data source before and after performing the batch updates are inconsistent with the "
        + "updates. Data source before updates = { 1 section with row counts: [3] } Data source "
        + "after updates = { 1 section with row counts: [0] } Updates = [ Delete row (0 - 1), "
        + "Delete row (0 - 0) ]")
  }

  @Test func `range errors use UIKit's texts`() {
    let dataSource = RowsDataSource(rows: ["a"])
    let fixture = TableFixture(dataSource)
    let delete = UIKitStandIn.violations {
      fixture.table.deleteRows(at: [path(0, 4)], with: .fade)
    }
    #expect(
      delete.map(\.reason) == [
        "attempt to delete row 4 from section 0 which only contains 1 rows before the update"
      ])
    let missingSection = UIKitStandIn.violations {
      fixture.table.deleteRows(at: [path(2, 0)], with: .fade)
    }
    #expect(
      missingSection.map(\.reason) == [
        "attempt to delete row 0 from section 2, but there are only 1 sections before the update"
      ])
    let insert = UIKitStandIn.violations {
      dataSource.sections[0].append("b")
      fixture.table.insertRows(at: [path(0, 5)], with: .fade)
    }
    #expect(
      insert.map(\.reason) == [
        "attempt to insert row 5 into section 0, but there are only 2 rows in section 0 after "
          + "the update"
      ])
    #expect(insert.allSatisfy { $0.fidelity == .verbatim })
  }

  @Test func `nested batches are checked once, when the outermost one ends`() {
    let dataSource = RowsDataSource(rows: ["a"])
    let fixture = TableFixture(dataSource)
    let violations = UIKitStandIn.violations {
      fixture.table.beginUpdates()
      dataSource.sections[0].insert("z", at: 0)
      fixture.table.insertRows(at: [path(0, 0)], with: .top)
      fixture.table.performBatchUpdates {
        dataSource.sections[0].append("b")
        fixture.table.insertRows(at: [path(0, 2)], with: .bottom)
        #expect(fixture.table.standInIsInsideBatch)
      }
      #expect(fixture.table.standInCachedCounts == [1])
      fixture.table.endUpdates()
    }
    #expect(violations.isEmpty)
    #expect(fixture.shownTexts == [path(0, 0): "z", path(0, 1): "a", path(0, 2): "b"])
  }

  @Test func `completion handlers run with the pending animations`() {
    let dataSource = RowsDataSource(rows: ["a"])
    let fixture = TableFixture(dataSource)
    var results: [Bool] = []
    fixture.table.performBatchUpdates(nil) { results.append($0) }
    #expect(results.isEmpty)
    let violations = UIKitStandIn.violations {
      fixture.table.performBatchUpdates({ dataSource.sections[0].append("b") }) {
        results.append($0)
      }
    }
    #expect(violations.map(\.kind) == [.invalidNumberOfRows])
    #expect(UIKitStandIn.pendingAnimationCount >= 2)
    UIKitStandIn.runPendingAnimations()
    #expect(results == [true, false])
  }

  @Test func `endUpdates without beginUpdates is reported`() {
    let table = UITableView(frame: .zero)
    let violations = UIKitStandIn.violations { table.endUpdates() }
    #expect(violations.map(\.kind) == [.unbalancedEndUpdates])
  }
}
