import Testing
@_spi(StandIn) import UIKit

@MainActor struct UITableViewReuseTests {
  @Test func `dequeuing an unregistered identifier raises UIKit's exception`() throws {
    let fixture = TableFixture(RowsDataSource(rows: ["a"]))
    fixture.dataSource.identifier = "Missing"
    let violations = UIKitStandIn.violations { fixture.table.reloadData() }
    let violation = try #require(violations.first)
    #expect(violations.count == 1)
    #expect(violation.kind == .unregisteredReuseIdentifier)
    #expect(violation.exceptionName == "NSInternalInconsistencyException")
    #expect(violation.fidelity == .verbatim)
    #expect(
      violation.reason
        == "unable to dequeue a cell with identifier Missing - must register a nib or a class "
        + "for the identifier or connect a prototype cell in a storyboard")
    #expect(fixture.table.standInViolations == violations)
  }

  @Test func `class registration creates cells with the reuse identifier`() throws {
    let fixture = TableFixture(RowsDataSource(rows: ["a", "b"]))
    let cell = try #require(fixture.table.cellForRow(at: path(0, 1)))
    #expect(cell is CountingCell)
    #expect(cell.reuseIdentifier == "Cell")
    #expect(cell.textLabel?.text == "b")
    #expect(cell.detailTextLabel == nil)
    #expect(cell.superview === fixture.table)
    #expect(fixture.shownTexts == [path(0, 0): "a", path(0, 1): "b"])
  }

  @Test func `cells leaving the viewport are reused after prepareForReuse`() throws {
    let rows = (0..<10).map { "row \($0)" }
    let fixture = TableFixture(RowsDataSource(rows: rows), visibleRows: 3)
    let first = try #require(fixture.table.cellForRow(at: path(0, 0)) as? CountingCell)
    #expect(fixture.table.indexPathsForVisibleRows == [path(0, 0), path(0, 1), path(0, 2)])

    fixture.table.scrollToRow(at: path(0, 5), at: .top, animated: false)

    #expect(fixture.table.indexPathsForVisibleRows == [path(0, 5), path(0, 6), path(0, 7)])
    let reused = fixture.table.visibleCells.compactMap { $0 as? CountingCell }
    #expect(reused.contains { $0 === first })
    #expect(first.prepareForReuseCount == 1)
    #expect(fixture.table.standInQueuedCellCount(withIdentifier: "Cell") == 0)
    #expect(fixture.table.standInViolations.isEmpty)
  }

  @Test func `the old dequeue returns a queued cell, a registered cell or nil`() throws {
    let fixture = TableFixture(RowsDataSource(rows: ["a"]))
    UIKitStandIn.violations {
      #expect(fixture.table.dequeueReusableCell(withIdentifier: "Unknown") == nil)
      let fresh = fixture.table.dequeueReusableCell(withIdentifier: "Cell")
      #expect(fresh is CountingCell)
    }
    .forEach { #expect($0.kind == .dequeueOutsideCellRequest && $0.severity == .warning) }
    fixture.table.reloadData()
    #expect(fixture.table.standInQueuedCellCount(withIdentifier: "Cell") == 0)
  }

  @Test func `dequeuing outside cellForRowAt or for another index path warns`() {
    let dataSource = RowsDataSource(rows: ["a"])
    let fixture = TableFixture(dataSource, inWindow: false)
    let outside = UIKitStandIn.violations {
      _ = fixture.table.dequeueReusableCell(withIdentifier: "Cell", for: path(0, 0))
    }
    #expect(outside.map(\.kind) == [.dequeueOutsideCellRequest])
    #expect(outside.first?.severity == .warning)

    let mismatched = MismatchedDequeueDataSource()
    let table = UITableView(frame: .zero)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = mismatched
    let violations = UIKitStandIn.violations { table.layoutIfNeeded() }
    #expect(violations.map(\.kind) == [.dequeueForDifferentIndexPath])
  }

  @Test func `registering an empty identifier or a class that is not a cell is rejected`() {
    let table = UITableView(frame: .zero)
    let violations = UIKitStandIn.violations {
      table.register(UITableViewCell.self, forCellReuseIdentifier: "")
      table.register(UILabel.self, forCellReuseIdentifier: "Label")
    }
    #expect(violations.map(\.kind) == [.emptyReuseIdentifier, .registeredClassIsNotACell])
    #expect(violations.allSatisfy { $0.exceptionName == "NSInvalidArgumentException" })
  }

  @Test func `the data source is held weakly`() {
    let table = UITableView(frame: .zero)
    do {
      let dataSource = RowsDataSource(rows: ["a"])
      table.dataSource = dataSource
      #expect(table.numberOfRows(inSection: 0) == 1)
    }
    #expect(table.dataSource == nil)
  }

  @Test func `cells without a reuse identifier are not queued`() {
    let dataSource = RowsDataSource(rows: ["a"])
    dataSource.cellOverride = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    let fixture = TableFixture(dataSource)
    #expect(fixture.table.cellForRow(at: path(0, 0))?.detailTextLabel != nil)
    fixture.table.reloadData()
    #expect(fixture.table.standInQueuedCellCount(withIdentifier: "Cell") == 0)
  }
}

/// Dequeues for row 0 + 1, which is not the row the table asked for.
@MainActor private final class MismatchedDequeueDataSource: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "Cell", for: path(0, indexPath.row + 1))
  }
}
