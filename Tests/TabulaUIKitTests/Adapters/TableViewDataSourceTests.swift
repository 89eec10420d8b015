import Foundation
@_spi(Surfaces) import Tabula
import TabulaTestSupport
import TabulaUIKit
import Testing

#if os(Linux)
@_spi(StandIn) import UIKit
#else
import UIKit
#endif

/// `TableViewBridge` against the stand-in: how `ListDataSource(surface: tableView, ...)`
/// answers UIKit's questions and hands the user's actions to the list.
@MainActor
struct TableViewDataSourceTests {
  /// A table in a window (so that it animates), showing an editable list through a data
  /// source made with a registration.
  @MainActor
  struct Fixture {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let list: AdapterList
    let log = AdapterDiagnosticLog()
    let dataSource: AdapterDataSource
    let token: ObservationToken

    init(_ snapshot: AdapterSnapshot, inWindow: Bool = true) {
      list = AdapterList(snapshot)
      dataSource = AdapterCells.tableDataSource(for: tableView, diagnostics: log.handler)
      token = dataSource.bind(to: list)
      if inWindow {
        window.addSubview(tableView)
        window.makeKeyAndVisible()
      }
    }

    /// The table's `TableViewBridge`, as UIKit sees it.
    var bridge: TableViewBridge? { tableView.dataSource as? TableViewBridge }

    /// The labels of the visible rows, top to bottom.
    var shown: [String?] { tableView.shownTexts }

    /// The labels of the list's items, in order.
    var model: [String?] { list.snapshot.items.map(\.label) }
  }

  static func path(_ section: Int, _ row: Int) -> IndexPath {
    IndexPath(row: row, section: section)
  }

  // MARK: Installation and lifetime

  @Test
  func `the data source installs a TableViewBridge as the table's data source and delegate`()
    throws
  {
    let fixture = Fixture(try .adapter([[1, 2]]))
    let bridge = try #require(fixture.bridge)
    #expect(fixture.tableView.delegate === bridge)
    #expect(bridge.source === fixture.dataSource)
    #expect(fixture.tableView.client === fixture.dataSource)
    #expect(fixture.shown == fixture.model)
  }

  @Test func `the table's data source lives as long as the ListDataSource, no longer`() throws {
    let tableView = UITableView(frame: .zero, style: .plain)
    var dataSource: AdapterDataSource? = AdapterCells.tableDataSource(
      for: tableView, diagnostics: .ignore)
    weak let bridge = tableView.dataSource as? TableViewBridge
    dataSource?.apply(try .adapter([[1, 2, 3]]), animated: false)
    #expect(bridge != nil, "only the ListDataSource holds it; the table holds it weakly")
    #expect(tableView.numberOfRows(inSection: 0) == 3)
    #expect(tableView.client === dataSource)
    dataSource = nil
    #expect(bridge == nil)
    #expect(tableView.dataSource == nil)
    #expect(tableView.delegate == nil)
  }

  @Test func `client replaces the list a table shows through its bridge`() throws {
    let fixture = Fixture(try .adapter([[1, 2]]))
    let log = AdapterDiagnosticLog()
    let other = AdapterDataSource(
      surface: AdapterTestsSurface(), registrations: { _ in [] }, diagnostics: log.handler
    ) { surface, path, item in
      // The table's own cells, which the fixture's data source registered.
      surface.dequeueCell(withReuseIdentifier: item.kind.reuseIdentifier, for: path)
    }
    other.apply(try .adapter([[7], [8, 9]]), animated: false)
    fixture.tableView.client = other
    fixture.tableView.reloadData()
    #expect(fixture.bridge?.source === other)
    #expect(fixture.tableView.numberOfSections == 2)
    fixture.tableView.layoutIfNeeded()
    #expect(log.kinds.isEmpty)
    fixture.tableView.client = nil
    #expect(fixture.bridge?.source == nil)
    fixture.tableView.reloadData()
    #expect(fixture.tableView.numberOfSections == 0)
  }

  // MARK: Registration

  @Test func `class registrations are registered before the first dequeue`() throws {
    let tableView = UITableView(frame: .zero, style: .plain)
    let registration = CellRegistration<AdapterTableCell, AdapterItem>(
      reuseIdentifier: "AdapterTests.class"
    ) { cell, _, item in cell.show(item) }
    let dataSource = AdapterDataSource(surface: tableView, registration: registration)
    let violations = try UIKitDriver.violations {
      dataSource.apply(try .adapter([[1, 2]]), animated: false)
      tableView.layoutIfNeeded()
    }
    #expect(violations.isEmpty)
    #expect(tableView.visibleCells.count == 2)
    #expect(tableView.visibleCells.allSatisfy { $0 is AdapterTableCell })
    #expect(
      tableView.visibleCells.map(\.reuseIdentifier) == ["AdapterTests.class", "AdapterTests.class"])
    #expect(tableView.shownTexts == ["#1 item 1", "#2 item 2"])
  }

  #if os(Linux)
  @Test func `nib registrations load the cell from the nib`() throws {
    var instantiated = 0
    UINib.standInRegister(nibName: "AdapterTestsTableNibCell") {
      instantiated += 1
      return [AdapterBadgeTableCell(style: .default, reuseIdentifier: "AdapterTests.nib")]
    }
    let tableView = UITableView(frame: .zero, style: .plain)
    let registration = CellRegistration<AdapterTableCell, AdapterItem>(
      reuseIdentifier: "AdapterTests.nib", nibName: "AdapterTestsTableNibCell"
    ) { cell, _, item in cell.show(item) }
    let dataSource = AdapterDataSource(surface: tableView, registration: registration)
    let violations = try UIKitDriver.violations {
      dataSource.apply(try .adapter([[1, 2, 3]]), animated: false)
      tableView.layoutIfNeeded()
    }
    #expect(violations.isEmpty)
    #expect(instantiated == 3)
    #expect(tableView.visibleCells.allSatisfy { $0 is AdapterBadgeTableCell })
    #expect(tableView.shownTexts == ["#1 item 1", "#2 item 2", "#3 item 3"])
  }
  #endif

  // MARK: Titles and the section index

  @Test func `header and footer titles come through the UIKit methods`() throws {
    let fixture = Fixture(
      try AdapterSnapshot(sections: [
        SnapshotSection(AdapterSection(1, "Fruit", footer: "2 kinds"), items: [AdapterItem(1)]),
        SnapshotSection(AdapterSection(2, "Vegetables"), items: [AdapterItem(2)]),
      ]))
    let bridge = try #require(fixture.bridge)
    let table = fixture.tableView
    #expect(bridge.tableView(table, titleForHeaderInSection: 0) == "Fruit")
    #expect(bridge.tableView(table, titleForHeaderInSection: 1) == "Vegetables")
    #expect(bridge.tableView(table, titleForFooterInSection: 0) == "2 kinds")
    #expect(bridge.tableView(table, titleForFooterInSection: 1) == nil)
    #expect(bridge.tableView(table, titleForHeaderInSection: 2) == nil)
    let titles = fixture.dataSource.snapshot.sections.map(\.title)
    fixture.dataSource.behavior.headerTitle = { index in "\(index): \(titles[index])" }
    #expect(bridge.tableView(table, titleForHeaderInSection: 1) == "1: Vegetables")
  }

  @Test func `section index titles and the section each one jumps to`() throws {
    let fixture = Fixture(
      try AdapterSnapshot(sections: [
        SnapshotSection(AdapterSection(1, "Apples", indexTitle: "A"), items: [AdapterItem(1)]),
        SnapshotSection(AdapterSection(2, "Misc"), items: [AdapterItem(2)]),
        SnapshotSection(AdapterSection(3, "Cherries", indexTitle: "C"), items: [AdapterItem(3)]),
      ]))
    let bridge = try #require(fixture.bridge)
    let table = fixture.tableView
    #expect(bridge.sectionIndexTitles(for: table) == ["A", "C"])
    #expect(bridge.tableView(table, sectionForSectionIndexTitle: "A", at: 0) == 0)
    #expect(bridge.tableView(table, sectionForSectionIndexTitle: "C", at: 1) == 2)
    #expect(bridge.tableView(table, sectionForSectionIndexTitle: "Z", at: 5) == 2)
  }

  @Test func `a list without index titles has no section index`() throws {
    let fixture = Fixture(try .adapter([[1], [2]]))
    let bridge = try #require(fixture.bridge)
    #expect(bridge.sectionIndexTitles(for: fixture.tableView) == nil)
    #expect(bridge.tableView(fixture.tableView, sectionForSectionIndexTitle: "B", at: 1) == 0)
  }

  // MARK: Editing

  @Test(arguments: [(true, true), (true, false), (false, true), (false, false)])
  func `rows can be edited and moved as allowsDeleting and allowsMoving say`(
    allowsDeleting: Bool, allowsMoving: Bool
  ) throws {
    let fixture = Fixture(try .adapter([[1, 2]]))
    fixture.dataSource.behavior.allowsDeleting = allowsDeleting
    fixture.dataSource.behavior.allowsMoving = allowsMoving
    let bridge = try #require(fixture.bridge)
    let table = fixture.tableView
    let row = Self.path(0, 1)
    #expect(bridge.tableView(table, canEditRowAt: row) == (allowsDeleting || allowsMoving))
    #expect(bridge.tableView(table, canMoveRowAt: row) == allowsMoving)
    #expect(
      bridge.tableView(table, editingStyleForRowAt: row) == (allowsDeleting ? .delete : .none))
    #expect(bridge.tableView(table, canEditRowAt: Self.path(0, 2)) == false)
  }

  @Test func `rows of a list that is not bound for edits are not editable`() throws {
    let tableView = UITableView(frame: .zero, style: .plain)
    let dataSource = AdapterCells.tableDataSource(for: tableView, diagnostics: .ignore)
    dataSource.apply(try .adapter([[1]]), animated: false)
    let bridge = try #require(tableView.dataSource as? TableViewBridge)
    #expect(bridge.tableView(tableView, canEditRowAt: Self.path(0, 0)) == false)
    #expect(bridge.tableView(tableView, canMoveRowAt: Self.path(0, 0)) == false)
    #expect(tableView.simulateDelete(at: Self.path(0, 0)) == false)
  }

  @Test func `rows that can only move cannot be swiped away`() throws {
    let fixture = Fixture(try .adapter([[1, 2]]))
    fixture.dataSource.behavior.allowsDeleting = false
    let violations = UIKitDriver.violations {
      #expect(fixture.tableView.simulateDelete(at: Self.path(0, 0)) == false)
      fixture.tableView.setEditing(true, animated: false)
      #expect(fixture.tableView.simulateMove(from: Self.path(0, 0), to: Self.path(0, 1)))
    }
    #expect(violations.isEmpty)
    #expect(fixture.list.snapshot.layout == [[2, 1]])
  }

  @Test func `rows that cannot move are not reordered`() throws {
    let fixture = Fixture(try .adapter([[1, 2]]))
    fixture.dataSource.behavior.allowsMoving = false
    fixture.tableView.setEditing(true, animated: false)
    #expect(
      fixture.tableView.simulateMove(from: Self.path(0, 0), to: Self.path(0, 1)) == false)
    #expect(fixture.list.snapshot.layout == [[1, 2]])
  }

  @Test func `a swipe-to-delete becomes the list's undoable Delete, and the row animates away`()
    throws
  {
    let fixture = Fixture(try .adapter([[1, 2, 3], [4]]))
    let counts = fixture.dataSource.updateCounts
    let violations = UIKitDriver.violations {
      #expect(fixture.tableView.simulateDelete(at: Self.path(0, 1)))
      UIKitDriver.runPendingAnimations()
    }
    #expect(violations.isEmpty)
    #expect(fixture.list.snapshot.layout == [[1, 3], [4]])
    #expect(fixture.list.history.undoActionName == "Delete")
    #expect(fixture.dataSource.updateCounts.batches == counts.batches + 1)
    #expect(fixture.dataSource.updateCounts.reloads == counts.reloads)
    #expect(fixture.shown == fixture.model)
    #expect(fixture.tableView.recordedViolations.isEmpty)
  }

  @Test func `a reorder updates the list without a second animation, across sections too`()
    throws
  {
    let fixture = Fixture(try .adapter([[1, 2, 3], [4]]))
    fixture.tableView.setEditing(true, animated: false)
    let moved = try #require(fixture.tableView.cellForRow(at: Self.path(0, 0)))
    let counts = fixture.dataSource.updateCounts
    #if os(Linux)
    let queued = UIKitStandIn.pendingAnimationCount
    #endif
    let violations = UIKitDriver.violations {
      #expect(fixture.tableView.simulateMove(from: Self.path(0, 0), to: Self.path(1, 1)))
    }
    #expect(violations.isEmpty)
    #if os(Linux)
    #expect(UIKitStandIn.pendingAnimationCount == queued, "no batch was started")
    #endif
    #expect(fixture.dataSource.updateCounts == counts)
    #expect(fixture.list.snapshot.layout == [[2, 3], [4, 1]])
    #expect(fixture.list.history.undoActionName == "Move")
    #expect(fixture.tableView.cellForRow(at: Self.path(1, 1)) === moved)
    #expect(fixture.shown == fixture.model)
  }

  @Test func `a tap hands the item to the configuration's didSelect and deselects the row`() throws
  {
    let fixture = Fixture(try .adapter([[1, 2], [3]]))
    let selections = Recorded<String>()
    fixture.dataSource.behavior.didSelect = { item, path in
      selections.append("\(item.id) at \(path)")
    }
    #expect(fixture.tableView.simulateTap(at: Self.path(1, 0)))
    #expect(selections.values == ["3 at [1, 0]"])
    #expect(fixture.tableView.indexPathForSelectedRow == nil)
    #expect(fixture.tableView.cellForRow(at: Self.path(1, 0))?.isSelected == false)
  }

  // MARK: Cells

  @Test func `a cell of the wrong class shows the placeholder and reports a cell mismatch`()
    throws
  {
    let log = AdapterDiagnosticLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let tableView = UITableView(frame: .zero, style: .plain)
    let registration = CellRegistration<AdapterBadgeTableCell, AdapterItem>(
      reuseIdentifier: "AdapterTests.mismatch"
    ) { cell, _, item in cell.show(item) }
    let dataSource = AdapterDataSource(
      surface: tableView, registration: registration, diagnostics: log.handler)
    let violations = try UIKitDriver.violations {
      dataSource.apply(try .adapter([[1, 2]]), animated: false)
      // Another class takes the identifier over: the dequeued cell is not a badge cell.
      tableView.register(AdapterTableCell.self, forCellReuseIdentifier: "AdapterTests.mismatch")
      window.addSubview(tableView)
    }
    #expect(violations.isEmpty)
    #expect(log.kinds == [.cellMismatch, .cellMismatch])
    #expect(tableView.visibleCells.count == 2)
    #expect(tableView.visibleCells.allSatisfy { !($0 is AdapterTableCell) })
    #expect(
      tableView.visibleCells.allSatisfy { $0.reuseIdentifier == "Tabula.PlaceholderTableViewCell" })
    #expect(tableView.shownTexts == [nil, nil])
  }

  @Test func `a cell provider that returns a cell for another kind of view is reported`() throws {
    let log = AdapterDiagnosticLog()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let tableView = UITableView(frame: .zero, style: .plain)
    let dataSource = AdapterDataSource(
      surface: tableView, registrations: { _ in [] }, diagnostics: log.handler
    ) { _, _, _ in AdapterCollectionCell(frame: .zero) }
    let violations = try UIKitDriver.violations {
      dataSource.apply(try .adapter([[1]]), animated: false)
      window.addSubview(tableView)
    }
    #expect(violations.isEmpty)
    #expect(tableView.visibleCells.map(\.reuseIdentifier) == ["Tabula.PlaceholderTableViewCell"])
    #expect(log.kinds == [.cellMismatch])
  }

  @Test func `a content change reconfigures the row in its own cell`() throws {
    let fixture = Fixture(try .adapter([[1, 2]]))
    let cell = try #require(fixture.tableView.cellForRow(at: Self.path(0, 1)) as? AdapterTableCell)
    let reuses = cell.prepareForReuseCount
    let violations = try UIKitDriver.violations {
      try fixture.list.perform(.replaceItem(AdapterItem(2, "ripe")), named: "Edit")
      UIKitDriver.runPendingAnimations()
    }
    #expect(violations.isEmpty)
    #expect(fixture.tableView.cellForRow(at: Self.path(0, 1)) === cell)
    #expect(cell.prepareForReuseCount == reuses)
    #expect(cell.textLabel?.text == "#2 ripe")
    #expect(fixture.log.entries.isEmpty)
  }

  @Test func `a change of cell type reloads the row in a new cell of that type`() throws {
    let fixture = Fixture(try .adapter([[1, 2]]))
    let cell = try #require(fixture.tableView.cellForRow(at: Self.path(0, 1)))
    let violations = try UIKitDriver.violations {
      try fixture.list.perform(.replaceItem(AdapterItem(2, "ripe", kind: .badge)), named: "Edit")
      UIKitDriver.runPendingAnimations()
    }
    #expect(violations.isEmpty)
    let reloaded = try #require(fixture.tableView.cellForRow(at: Self.path(0, 1)))
    #expect(reloaded !== cell)
    #expect(reloaded is AdapterBadgeTableCell)
    #expect(reloaded.textLabel?.text == "#2 ripe")
    #expect(fixture.log.entries.isEmpty)
  }

  /// Two sections swap while both gain an item: the plan takes two stages (items first, in the
  /// old section order, then the section move).
  static func swapWithInserts(kindOf ten: AdapterItem.Kind) throws -> (
    old: AdapterSnapshot, new: AdapterSnapshot
  ) {
    let old = try AdapterSnapshot.adapter([[10], [20]])
    let new = try AdapterSnapshot(sections: [
      SnapshotSection(AdapterSection(1), items: [AdapterItem(20), AdapterItem(21)]),
      SnapshotSection(
        AdapterSection(0), items: [AdapterItem(10, "ripe", kind: ten), AdapterItem(11)]),
    ])
    return (old, new)
  }

  @Test func `a change of cell type in a section that moves while it changes reloads the row`()
    throws
  {
    let (old, new) = try Self.swapWithInserts(kindOf: .badge)
    let fixture = Fixture(old)
    let violations = UIKitDriver.violations {
      fixture.list.replace(with: new)
      UIKitDriver.runPendingAnimations()
    }
    #expect(fixture.shown == fixture.model)
    #expect(fixture.tableView.cellForRow(at: Self.path(1, 0)) is AdapterBadgeTableCell)
    // Stage 1 compares item 10 with itself, not with the item of the new snapshot at 10's
    // intermediate path ([0, 0], which is item 20): it reloads the row, no reconfigure.
    #expect(violations.isEmpty)
    #expect(fixture.log.entries.isEmpty)
  }

  @Test func `a content change in a section that moves while it changes keeps the row's cell`()
    throws
  {
    // Item 20 (plain) is what stage 1 once compared 10 with: make 10 a badge that gets new
    // content only, and that wrong comparison would ask for a reload.
    let old = try AdapterSnapshot(sections: [
      SnapshotSection(AdapterSection(0), items: [AdapterItem(10, kind: .badge)]),
      SnapshotSection(AdapterSection(1), items: [AdapterItem(20)]),
    ])
    let new = try AdapterSnapshot(sections: [
      SnapshotSection(AdapterSection(1), items: [AdapterItem(20), AdapterItem(21)]),
      SnapshotSection(
        AdapterSection(0), items: [AdapterItem(10, "ripe", kind: .badge), AdapterItem(11)]),
    ])
    let fixture = Fixture(old)
    let cell = try #require(fixture.tableView.cellForRow(at: Self.path(0, 0)))
    let violations = UIKitDriver.violations {
      fixture.list.replace(with: new)
      UIKitDriver.runPendingAnimations()
    }
    #expect(violations.isEmpty)
    #expect(fixture.shown == fixture.model)
    #expect(fixture.tableView.cellForRow(at: Self.path(1, 0)) === cell)
    #expect(fixture.log.entries.isEmpty)
  }

  @Test func `a reorder within a section while a two-stage update animates keeps the rows right`()
    throws
  {
    let old = try AdapterSnapshot.adapter([[1, 3], [2]])
    let new = try AdapterSnapshot(sections: [
      SnapshotSection(AdapterSection(1), items: [AdapterItem(2), AdapterItem(21)]),
      SnapshotSection(
        AdapterSection(0), items: [AdapterItem(1), AdapterItem(3), AdapterItem(11)]),
    ])
    let fixture = Fixture(old)
    fixture.tableView.setEditing(true, animated: false)
    let reloads = fixture.dataSource.updateCounts.reloads
    let violations = UIKitDriver.violations {
      fixture.list.replace(with: new)
      // Stage 1 shows [[1, 3, 11], [2, 21]]; stage 2 (the section move) waits for it to end.
      #expect(fixture.tableView.simulateMove(from: Self.path(0, 0), to: Self.path(0, 1)))
      UIKitDriver.runPendingAnimations()
    }
    #expect(violations.isEmpty)
    // The user dropped 1 below 3, in section 0's section.
    #expect(fixture.list.snapshot.layout == [[2, 21], [3, 1, 11]])
    #expect(fixture.shown == fixture.model)
    #expect(fixture.dataSource.snapshot == fixture.list.snapshot)
    #expect(fixture.log.entries.isEmpty)
    #expect(fixture.dataSource.updateCounts.reloads == reloads, "animated, not reloaded")
  }

  @Test func `a reorder across sections while a two-stage update animates is kept`() throws {
    let old = try AdapterSnapshot.adapter([[1, 3], [2]])
    let new = try AdapterSnapshot(sections: [
      SnapshotSection(AdapterSection(1), items: [AdapterItem(2), AdapterItem(21)]),
      SnapshotSection(
        AdapterSection(0), items: [AdapterItem(1), AdapterItem(3), AdapterItem(11)]),
    ])
    let fixture = Fixture(old)
    fixture.tableView.setEditing(true, animated: false)
    let reloads = fixture.dataSource.updateCounts.reloads
    let violations = UIKitDriver.violations {
      fixture.list.replace(with: new)
      #expect(fixture.tableView.simulateMove(from: Self.path(0, 0), to: Self.path(1, 0)))
      UIKitDriver.runPendingAnimations()
    }
    #expect(violations.isEmpty)
    #expect(fixture.shown == fixture.model)
    // The user dropped 1 at the top of section 1's section.
    #expect(fixture.list.snapshot.layout == [[1, 2, 21], [3, 11]])
    #expect(fixture.dataSource.snapshot == fixture.list.snapshot)
    #expect(fixture.log.entries.isEmpty)
    #expect(fixture.dataSource.updateCounts.reloads == reloads, "animated, not reloaded")
  }

  // MARK: Updates

  @Test func `a table in a window animates each change in a batch`() throws {
    let fixture = Fixture(try .adapter([[1, 2, 3]]))
    let counts = fixture.dataSource.updateCounts
    #if os(Linux)
    let queued = UIKitStandIn.pendingAnimationCount
    #endif
    let kept = try #require(fixture.tableView.cellForRow(at: Self.path(0, 2)))
    let violations = try UIKitDriver.violations {
      fixture.list.replace(with: try .adapter([[3, 4], [1]]))
      #if os(Linux)
      #expect(UIKitStandIn.pendingAnimationCount == queued + 1)
      #endif
      UIKitDriver.runPendingAnimations()
    }
    #expect(violations.isEmpty)
    #expect(fixture.dataSource.updateCounts.batches == counts.batches + 1)
    #expect(fixture.dataSource.updateCounts.reloads == counts.reloads)
    #expect(fixture.tableView.cellForRow(at: Self.path(0, 0)) === kept)
    #expect(fixture.shown == fixture.model)
  }

  @Test func `a table outside a window is reloaded instead of animated`() throws {
    let fixture = Fixture(try .adapter([[1, 2, 3]]), inWindow: false)
    #expect(fixture.tableView.numberOfRows(inSection: 0) == 3)
    let counts = fixture.dataSource.updateCounts
    #if os(Linux)
    let queued = UIKitStandIn.pendingAnimationCount
    #endif
    let violations = try UIKitDriver.violations {
      fixture.list.replace(with: try .adapter([[3, 4], [1]]))
    }
    #expect(violations.isEmpty)
    #if os(Linux)
    #expect(UIKitStandIn.pendingAnimationCount == queued)
    #endif
    #expect(fixture.dataSource.updateCounts.batches == counts.batches)
    #expect(fixture.dataSource.updateCounts.reloads == counts.reloads + 1)
    #if os(Linux)
    #expect(fixture.tableView.standInCachedCounts == nil, "the reload dropped the counts")
    #endif
    #expect(fixture.tableView.numberOfSections == 2)
    #expect(fixture.shown == fixture.model)
  }
}

/// A surface that asks its data source directly, as the core's surfaces do: a second list for
/// a table's bridge.
@MainActor
final class AdapterTestsSurface: ListSurface {
  var isDisplayingList: Bool { false }
  weak var client: (any ListSurfaceClient)?

  func registerCell(_ registration: AnyCellRegistration) {}

  func dequeueCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath) -> AnyObject {
    AdapterTableCell(style: .default, reuseIdentifier: reuseIdentifier)
  }

  func reloadData() {}

  func performBatchUpdates(
    _ batch: BatchUpdate, updateData: @escaping @MainActor () -> Void,
    completion: @escaping @MainActor (Bool) -> Void
  ) {
    updateData()
    completion(true)
  }
}
