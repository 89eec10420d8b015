import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

/// `TableViewController` basics the seed tests leave out: an editable list's items, a custom cell
/// registration, the empty-state placeholder, titles, style, row heights and archiving.
@MainActor
struct TableViewControllerTests {
  typealias Controller = TableViewController<ListSection, AdapterItem>

  static func items(_ ids: [Int]) -> [AdapterItem] {
    ids.map { AdapterItem($0) }
  }

  static func labels(_ ids: [Int]) -> [String?] {
    ids.map { AdapterItem($0).label }
  }

  // MARK: Items

  @Test func `an editable list's items show in standard cells and replacing them animates`()
    throws
  {
    let list = try EditableList(items: Self.items([1, 2, 3, 4]))
    let controller = Controller(provider: list, diagnostics: .ignore)
    let (window, _) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)
    let dataSource = try #require(controller.dataSource)
    #expect(tableView.shownTexts == Self.labels([1, 2, 3, 4]))
    #expect(tableView.visibleCells.allSatisfy { $0 is StandardTableViewCell })
    let cellOfFour = try #require(tableView.cellForRow(at: IndexPath(row: 3, section: 0)))
    let counts = dataSource.updateCounts
    let violations = try UIKitDriver.violations {
      try list.replaceItems(Self.items([4, 2, 5, 3]))
      Presentation.settle(window)
    }
    #expect(violations.isEmpty)
    #expect(dataSource.updateCounts.reloads == counts.reloads, "no reload after first appearance")
    #expect(dataSource.updateCounts.batches == counts.batches + 1)
    #expect(dataSource.snapshot.items.map(\.id) == [4, 2, 5, 3])
    #expect(tableView.shownTexts == Self.labels([4, 2, 5, 3]))
    #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === cellOfFour)
    #expect(tableView.recordedViolations.isEmpty)
  }

  @Test func `items with repeated identifiers throw naming them and change nothing`() throws {
    let list = try EditableList(items: Self.items([1, 2, 3]))
    let controller = Controller(provider: list, diagnostics: .ignore)
    let (window, _) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)
    let counts = controller.dataSource?.updateCounts
    let repeated = SnapshotError<String, Int>.duplicateIdentifiers(
      sections: [],
      items: [
        .init(
          id: 2, positions: [ItemPath(section: 0, item: 1), ItemPath(section: 0, item: 3)])
      ])
    #expect(throws: repeated) {
      try list.replaceItems(Self.items([1, 2, 4, 2]))
    }
    Presentation.settle(window)
    #expect(controller.dataSource?.snapshot.items.map(\.id) == [1, 2, 3])
    #expect(controller.dataSource?.updateCounts == counts)
    #expect(tableView.shownTexts == Self.labels([1, 2, 3]))
  }

  @Test func `showing a presenter to a controller made with a provider is reported, not a trap`() {
    let log = AdapterDiagnosticLog()
    let controller = TableViewController<ListSection, ListRow<String>>(
      provider: EditableList<ListSection, ListRow<String>>(), diagnostics: log.handler)
    controller.show(EmptyPresenter())
    #expect(log.kinds == [.editRefused])
  }

  // MARK: Cells and placeholder

  @Test func `a custom cell registration shows its own cells`() throws {
    let list = EditableList(
      try Snapshot(sections: [SnapshotSection(ListSection("Fruit"), items: Self.items([1, 2]))]))
    let registration = CellRegistration<AdapterTableCell, AdapterItem>(
      reuseIdentifier: "AdapterTests.controllerCell"
    ) { cell, _, item in
      // Not the path: a row that only shifts keeps its cell, which is not configured again.
      cell.textLabel?.text = "custom \(item.id)"
    }
    let controller = Controller(provider: list, cell: registration, diagnostics: .ignore)
    let (window, _) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)
    #expect(tableView.shownTexts == ["custom 1", "custom 2"])
    #expect(tableView.visibleCells.allSatisfy { $0 is AdapterTableCell })
    #expect(
      tableView.visibleCells.allSatisfy { $0.reuseIdentifier == "AdapterTests.controllerCell" })
    let violations = try UIKitDriver.violations {
      try list.perform(.deleteItems([1]), named: "Delete")
      Presentation.settle(window)
    }
    #expect(violations.isEmpty)
    #expect(tableView.shownTexts == ["custom 2"])
  }

  @Test func `an empty list shows the empty-state text in place of the rows`() throws {
    let appearance = ListAppearance<AdapterItem>(emptyStateText: "Nothing here")
    let list = try EditableList(items: [AdapterItem]())
    let controller = Controller(provider: list, appearance: appearance, diagnostics: .ignore)
    let (window, _) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)
    #expect(tableView.backgroundView === controller.placeholderLabel)
    #expect(controller.placeholderLabel.text == "Nothing here")
    #expect(!controller.placeholderLabel.isHidden)
    try list.replaceItems(Self.items([1]))
    Presentation.settle(window)
    #expect(controller.placeholderLabel.isHidden)
    #expect(controller.placeholderLabel.text == nil)
    #expect(tableView.shownTexts == Self.labels([1]))
    try list.replaceItems([])
    Presentation.settle(window)
    #expect(!controller.placeholderLabel.isHidden)
    #expect(controller.placeholderLabel.text == "Nothing here")
  }

  @Test func `a list with rows and no empty-state text shows no placeholder`() throws {
    let controller = Controller(
      provider: try EditableList(items: [AdapterItem]()), diagnostics: .ignore)
    _ = Presentation.present(controller)
    #expect(controller.placeholderLabel.isHidden)
    #expect(controller.placeholderLabel.text == nil)
  }

  // MARK: Titles, style and row heights

  @Test func `header and footer titles come from the behaviour, then from the sections`()
    throws
  {
    var behavior = ListBehavior<AdapterItem>()
    behavior.headerTitle = { $0 == 0 ? "First" : nil }
    behavior.footerTitle = { "\($0 + 1) of 2" }
    let list = EditableList(
      try Snapshot(sections: [
        SnapshotSection(ListSection("Fruit"), items: Self.items([1])),
        SnapshotSection(ListSection("Vegetables", footer: "Fresh"), items: Self.items([2])),
      ]))
    let controller = Controller(provider: list, behavior: behavior, diagnostics: .ignore)
    _ = Presentation.present(controller)
    let tableView = try #require(controller.tableView)
    let bridge = try #require(tableView.dataSource as? TableViewBridge)
    #expect(bridge.tableView(tableView, titleForHeaderInSection: 0) == "First")
    #expect(bridge.tableView(tableView, titleForHeaderInSection: 1) == "Vegetables")
    #expect(bridge.tableView(tableView, titleForFooterInSection: 0) == "1 of 2")
    #expect(bridge.tableView(tableView, titleForFooterInSection: 1) == "2 of 2")
  }

  /// What `.insetGrouped` shows: tvOS has no inset grouped tables, so there the table is grouped.
  nonisolated static let insetGroupedTable: UITableView.Style = {
    #if os(tvOS)
    .grouped
    #else
    .insetGrouped
    #endif
  }()

  @Test(arguments: [
    (ListAppearance<AdapterItem>.Style.plain, UITableView.Style.plain), (.grouped, .grouped),
    (.insetGrouped, TableViewControllerTests.insetGroupedTable),
  ])
  func `the table's style is the appearance's`(
    style: ListAppearance<AdapterItem>.Style, expected: UITableView.Style
  ) throws {
    let controller = Controller(
      provider: try EditableList(items: Self.items([1])), appearance: ListAppearance(style: style),
      diagnostics: .ignore)
    controller.loadViewIfNeeded()
    #expect(controller.tableView?.style == expected)
    #expect(UITableView.Style(style) == expected)
  }

  @Test func `a fixed row height sets the table's row height`() throws {
    let controller = Controller(
      provider: try EditableList(items: Self.items([1])),
      appearance: ListAppearance(rowHeight: .fixed(60)),
      diagnostics: .ignore)
    controller.loadViewIfNeeded()
    let tableView = try #require(controller.tableView)
    #expect(tableView.rowHeight == 60)
  }

  @Test func `an automatic row height self-sizes with the estimate`() throws {
    let controller = Controller(
      provider: try EditableList(items: Self.items([1])),
      appearance: ListAppearance(rowHeight: .automatic(estimated: 80)),
      diagnostics: .ignore)
    controller.loadViewIfNeeded()
    let tableView = try #require(controller.tableView)
    #expect(tableView.rowHeight == UITableView.automaticDimension)
    #expect(tableView.estimatedRowHeight == 80)
  }

  // MARK: Archiving

  @Test func `the controller cannot be made from an archive`() {
    // Any coder will do: the initializer reads nothing. (corelibs' unarchiver traps on data
    // that is not an archive.)
    let coder = NSKeyedArchiver(requiringSecureCoding: false)
    #expect(Controller(coder: coder) == nil)
  }
}

/// A presenter of no rows.
struct EmptyPresenter: RowPresenter {
  var sections: [SnapshotSection<ListSection, ListRow<String>>] { return [] }
}
