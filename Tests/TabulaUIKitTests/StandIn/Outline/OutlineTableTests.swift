// Linux only: these tests tap the disclosure buttons through the UIKit stand-in's hooks and
// read the symbol names of their images. See CONTRIBUTING.md, "How the UIKit layer is verified".
#if os(Linux)
import Foundation
import Tabula
import TabulaUIKit
import Testing
@_spi(StandIn) import UIKit

/// An outline in a table: rows indented by level, a disclosure button on every row with
/// children, expand and collapse as legal batches; tested against the UIKit stand-in.
@MainActor
struct OutlineTableTests {
  @Test func `rows are indented by level and only rows with children carry a disclosure`()
    throws
  {
    let (window, tableView, dataSource) = OutlineAtlas.table(showing: try OutlineAtlas.outline())
    dataSource.expand([OutlineAtlas.europe], animated: false)
    #expect(OutlineAtlas.shownNames(tableView) == ["Europe", "France", "Spain", "Asia"])
    let levels = (0..<4).map { tableView.cellForRow(at: IndexPath(row: $0, section: 0)) }
      .map { $0?.indentationLevel }
    #expect(levels == [0, 1, 1, 0])
    #expect(
      (0..<4).map { OutlineAtlas.chevron(tableView, row: $0) } == [
        "chevron.down", "chevron.forward", nil, "chevron.forward",
      ])
    let spain = try #require(tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
    #expect(spain.accessoryView == nil)
    #expect(spain.accessoryType == .none)
    #expect(tableView.standInViolations.isEmpty)
    _ = window
  }

  @Test func `the disclosure expands and collapses in batches and is drawn again each time`()
    throws
  {
    let (window, tableView, dataSource) = OutlineAtlas.table(showing: try OutlineAtlas.outline())
    let europe = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    let cell = try #require(europe as? PlaceTableCell)
    let button = try #require(cell.accessoryView as? UIButton)
    let (configurations, reuses) = (cell.configurations, cell.reuses)
    let asia = tableView.cellForRow(at: IndexPath(row: 1, section: 0))

    #expect(button.standInTap())
    UIKitStandIn.runPendingAnimations()
    #expect(OutlineAtlas.shownNames(tableView) == ["Europe", "France", "Spain", "Asia"])
    #expect(dataSource.isExpanded(OutlineAtlas.europe))
    #expect(tableView.standInCachedCounts == [4])
    #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === cell, "reconfigured")
    #expect(tableView.cellForRow(at: IndexPath(row: 3, section: 0)) === asia, "moved, kept")
    #expect(cell.configurations == configurations + 1)
    #expect(cell.reuses == reuses, "a batch, not a reload")
    #expect(OutlineAtlas.chevron(tableView, row: 0) == "chevron.down")
    #expect(cell.accessoryView === button, "the same button, drawn again")

    #expect(button.standInTap())
    UIKitStandIn.runPendingAnimations()
    #expect(OutlineAtlas.shownNames(tableView) == ["Europe", "Asia"])
    #expect(!dataSource.isExpanded(OutlineAtlas.europe))
    #expect(OutlineAtlas.chevron(tableView, row: 0) == "chevron.forward")
    #expect(cell.reuses == reuses)
    #expect(tableView.standInViolations.isEmpty)
    _ = window
  }

  @Test func `a tap toggles the row the cell shows now, after rows above came in`() throws {
    let (window, tableView, dataSource) = OutlineAtlas.table(showing: try OutlineAtlas.outline())
    let asia = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    let button = try #require(asia.accessoryView as? UIButton)
    dataSource.expand([OutlineAtlas.europe])
    UIKitStandIn.runPendingAnimations()
    #expect(tableView.indexPath(for: asia) == IndexPath(row: 3, section: 0))
    #expect(button.standInTap())
    UIKitStandIn.runPendingAnimations()
    #expect(dataSource.expandedItems == [OutlineAtlas.europe, OutlineAtlas.asia])
    #expect(
      OutlineAtlas.shownNames(tableView) == ["Europe", "France", "Spain", "Asia", "Japan"])
    #expect(tableView.standInViolations.isEmpty)
    _ = window
  }

  @Test func `a cell reused from a parent row for a leaf loses the disclosure button`() throws {
    let (window, tableView, dataSource) = OutlineAtlas.table(showing: try OutlineAtlas.outline())
    tableView.standInVisibleRowLimit = 2
    dataSource.expandAll(animated: false)
    tableView.layoutIfNeeded()
    #expect(OutlineAtlas.chevron(tableView, row: 0) == "chevron.down")
    tableView.scrollToRow(at: IndexPath(row: 3, section: 0), at: .top, animated: false)
    tableView.layoutIfNeeded()
    let lyon = try #require(tableView.cellForRow(at: IndexPath(row: 3, section: 0)))
    #expect(lyon.textLabel?.text == "Lyon")
    #expect((lyon as? PlaceTableCell)?.reuses ?? 0 > 0, "the cell was reused")
    #expect(lyon.accessoryView == nil)
    #expect(lyon.indentationLevel == 2)
    #expect(tableView.standInViolations.isEmpty)
    _ = window
  }

  @Test func `a flat list's cells keep the indentation and accessories the app set`() throws {
    let (window, tableView, _) = OutlineAtlas.table(showing: try OutlineAtlas.flat()) { cell in
      cell.indentationLevel = 3
      cell.accessoryType = .checkmark
    }
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.indentationLevel == 3)
    #expect(cell.accessoryType == .checkmark)
    #expect(cell.accessoryView == nil)
    #expect(tableView.standInViolations.isEmpty)
    _ = window
  }
}
#endif
