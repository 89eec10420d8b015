// Linux only: these tests read the UIKit stand-in's cells and its pending animations, which
// real UIKit does not have. See CONTRIBUTING.md, "How the UIKit layer is verified".
#if os(Linux)
import Foundation
import Tabula
import TabulaExampleModels
import TabulaExamples
import TabulaUIKit
import Testing
@_spi(StandIn) import UIKit

/// What a cell draws of its row (indentation, a fresh configuration) follows the provider
/// when updates wait behind a running animation and replace one another; the defects below
/// were found by `ListInteractionPropertyTests` and are kept here as the smallest cases.
@MainActor
struct OutlineRedrawDuringUpdateTests {
  /// Europe (France (Paris, Lyon), Spain) and Asia (Japan), in a table, with an editable list
  /// bound to it.
  static func atlas() throws -> (
    UIWindow, UITableView, ListDataSource<ListSection, Place>, EditableList<ListSection, Place>,
    ObservationToken
  ) {
    let (window, tableView, dataSource) = OutlineAtlas.table(showing: Snapshot())
    let list = EditableList(try OutlineAtlas.outline())
    let token = dataSource.bind(to: list)
    tableView.layoutIfNeeded()
    return (window, tableView, dataSource, list, token)
  }

  static func cell(_ tableView: UITableView, showing name: String) -> PlaceTableCell? {
    tableView.layoutIfNeeded()
    return tableView.visibleCells.compactMap { $0 as? PlaceTableCell }
      .first { $0.textLabel?.text == name }
  }

  @Test
  func `a row moved under a collapsed row, then revealed while an update waits, is indented anew`()
    throws
  {
    let (window, tableView, dataSource, list, token) = try Self.atlas()
    try list.perform(
      .insertItems([
        PositionedItem(Place(id: 3, name: "Oceania"), at: ItemPath(section: 0, item: 7))
      ]),
      named: "Add Oceania")
    UIKitStandIn.runPendingAnimations()
    #expect(OutlineAtlas.shownNames(tableView) == ["Europe", "Asia", "Oceania"])
    let violations = UIKitStandIn.violations {
      try? list.perform(.deleteItems([OutlineAtlas.asia]), named: "Delete Asia")
      // While Asia leaves, Oceania becomes Europe's first child (hidden: Europe is collapsed),
      // then Europe expands: Oceania shows at level 1, where the screen shows it at level 0.
      try? list.perform(.moveItem(3, to: ItemPath(section: 0, item: 1)), named: "Move Oceania")
      dataSource.expand([OutlineAtlas.europe])
      UIKitStandIn.runPendingAnimations()
      UIKitStandIn.runPendingAnimations()
    }
    #expect(violations.isEmpty, "\(violations)")
    #expect(list.snapshot.level(of: 3) == 1)
    #expect(OutlineAtlas.shownNames(tableView) == ["Europe", "Oceania", "France", "Spain"])
    #expect(Self.cell(tableView, showing: "Oceania")?.indentationLevel == 1)
    withExtendedLifetime((window, token)) {}
  }

  @Test
  func
    `a row that left the rows of a waiting update and came back at another level is indented anew`()
    throws
  {
    let (window, tableView, dataSource, list, token) = try Self.atlas()
    dataSource.expand([OutlineAtlas.europe], animated: false)
    let spain = try #require(Self.cell(tableView, showing: "Spain"))
    #expect(spain.indentationLevel == 1)
    let violations = UIKitStandIn.violations {
      try? list.perform(.deleteItems([OutlineAtlas.japan]), named: "Delete Japan")
      // Spain goes under Asia (collapsed: hidden), then to the top level: the waiting rows
      // lose it and get it back, while the screen still shows it at level 1.
      try? list.perform(
        .moveItem(OutlineAtlas.spain, to: ItemPath(section: 0, item: 5)), named: "Hide Spain")
      try? list.perform(
        .moveItem(OutlineAtlas.spain, to: ItemPath(section: 0, item: 0)), named: "Spain on top")
      UIKitStandIn.runPendingAnimations()
      UIKitStandIn.runPendingAnimations()
    }
    #expect(violations.isEmpty, "\(violations)")
    #expect(list.snapshot.level(of: OutlineAtlas.spain) == 0)
    #expect(Self.cell(tableView, showing: "Spain")?.indentationLevel == 0)
    withExtendedLifetime((window, token)) {}
  }

  @Test func `a list that was an outline draws its flat rows at the top level`() throws {
    let (window, tableView, dataSource, list, token) = try Self.atlas()
    dataSource.expand([OutlineAtlas.europe, OutlineAtlas.france], animated: false)
    #expect(Self.cell(tableView, showing: "Paris")?.indentationLevel == 2)
    // Every row goes, then new rows come in: a flat list, in the cells that showed children.
    try list.perform(.deleteItems([OutlineAtlas.europe, OutlineAtlas.asia]), named: "Delete")
    UIKitStandIn.runPendingAnimations()
    let places = (0..<6).map {
      PositionedItem(Place(id: 50 + $0, name: "New \($0)"), at: ItemPath(section: 0, item: $0))
    }
    try list.perform(.insertItems(places), named: "Insert")
    UIKitStandIn.runPendingAnimations()
    tableView.layoutIfNeeded()
    let levels = (0..<tableView.numberOfRows(inSection: 0)).map {
      tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.indentationLevel
    }
    #expect(levels == Array(repeating: 0, count: 6))
    withExtendedLifetime((window, token)) {}
  }

  @Test
  func `a reload mark of an update that waits is carried out when a newer update replaces it`()
    throws
  {
    let (window, tableView, dataSource) = OutlineAtlas.table(showing: try OutlineAtlas.flat())
    let asia = try #require(Self.cell(tableView, showing: "Asia"))
    let configurations = asia.configurations
    var next = try OutlineAtlas.flat()
    try next.appendItems([Place(id: 3, name: "Oceania")])
    var marked = next
    try marked.reconfigureItems([OutlineAtlas.asia])
    var newer = next
    try newer.appendItems([Place(id: 4, name: "Africa")])
    let violations = UIKitStandIn.violations {
      dataSource.apply(next)
      // Behind that animation, a snapshot marking Asia for reconfiguring waits; a newer one
      // replaces it before it is shown.
      dataSource.apply(marked)
      dataSource.apply(newer)
      UIKitStandIn.runPendingAnimations()
      UIKitStandIn.runPendingAnimations()
    }
    #expect(violations.isEmpty, "\(violations)")
    #expect(OutlineAtlas.shownNames(tableView) == ["Europe", "Asia", "Oceania", "Africa"])
    #expect(asia.configurations == configurations + 1, "Asia was configured again")
    withExtendedLifetime(window) {}
  }

  @Test
  func
    `a row dragged while the rows on screen are an outline and the provider's list is flat moves one row`()
    throws
  {
    let recorder = Seed003.DiagnosticRecorder()
    let (window, tableView, dataSource) = OutlineAtlas.table(
      showing: Snapshot(), diagnostics: recorder.handler)
    dataSource.behavior = ListBehavior(allowsDeleting: true, allowsMoving: true)
    let list = EditableList(try OutlineAtlas.outline())
    let token = dataSource.bind(to: list)
    dataSource.expand([OutlineAtlas.europe], animated: false)
    tableView.setEditing(true, animated: false)
    #expect(OutlineAtlas.shownNames(tableView) == ["Europe", "France", "Spain", "Asia"])
    let violations = UIKitStandIn.violations {
      // Japan leaves (Asia redraws its disclosure), and while that animates every place goes
      // and two new ones come: the provider's list is flat, the rows on screen an outline.
      try? list.perform(.deleteItems([OutlineAtlas.japan]), named: "Delete Japan")
      try? list.perform(
        .deleteItems([OutlineAtlas.europe, OutlineAtlas.asia]), named: "Delete the rest")
      try? list.perform(
        .insertItems([
          PositionedItem(Place(id: 3, name: "Oceania"), at: ItemPath(section: 0, item: 0)),
          PositionedItem(Place(id: 4, name: "Africa"), at: ItemPath(section: 0, item: 1)),
        ]), named: "Add two")
      // The user drags Europe, with its children still shown under it, below Spain.
      #expect(
        tableView.simulateMove(
          from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)))
      UIKitStandIn.runPendingAnimations()
      UIKitStandIn.runPendingAnimations()
    }
    #expect(violations.isEmpty, "\(violations)")
    #expect(!recorder.kinds.contains(.positionOutOfRange), "\(recorder.diagnostics)")
    #expect(!list.snapshot.isOutline)
    #expect(list.snapshot.items.map(\.name) == ["Oceania", "Africa"])
    #expect(OutlineAtlas.shownNames(tableView) == ["Oceania", "Africa"])
    withExtendedLifetime((window, token)) {}
  }
}
#endif
