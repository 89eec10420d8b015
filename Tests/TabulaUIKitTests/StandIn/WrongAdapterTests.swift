// Linux only: this file needs the UIKit stand-in (its recorded violations, cached counts,
// viewport or in-code nibs), which real UIKit does not have. See CONTRIBUTING.md, "How the UIKit
// layer is verified".
#if os(Linux)
import Foundation
import Tabula
import TabulaUIKit
import Testing
@_spi(StandIn) import UIKit

/// The stand-in can fail: a deliberately wrong, hand-written data source breaks UIKit's rules
/// and is caught with UIKit's own words; then Tabula's `ListDataSource` drives the same table
/// through the same kind of change without a single violation.
@MainActor
struct WrongAdapterTests {
  /// A hand-written data source over one section of strings that does everything itself, as
  /// UIKit code often does, including the mistakes.
  final class WrongRowsDataSource: NSObject, UITableViewDataSource {
    var rows: [String]
    var identifier: String

    init(_ rows: [String], identifier: String = "AdapterTests.wrong") {
      self.rows = rows
      self.identifier = identifier
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
      cell.textLabel?.text = rows[indexPath.row]
      return cell
    }
  }

  /// A table with a wrong data source, in a window unless asked otherwise.
  @MainActor
  struct Fixture {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let wrong: WrongRowsDataSource

    init(_ rows: [String], inWindow: Bool = true, registers: Bool = true) {
      wrong = WrongRowsDataSource(rows)
      if registers {
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: wrong.identifier)
      }
      tableView.dataSource = wrong
      if inWindow {
        window.addSubview(tableView)
        window.makeKeyAndVisible()
      }
    }

    /// Tabula over the same table: a list of the given items, shown by a `ListDataSource`.
    func tabula(_ items: [Int], log: AdapterDiagnosticLog) throws -> (
      AdapterList, AdapterDataSource
    ) {
      let list = AdapterList(try .adapter([items]))
      let dataSource = AdapterCells.tableDataSource(for: tableView, diagnostics: log.handler)
      return (list, dataSource)
    }
  }

  static let invalidRows = "Invalid update: invalid number of rows in section 0"

  static func path(_ row: Int) -> IndexPath {
    IndexPath(row: row, section: 0)
  }

  // MARK: (a) Counts changed outside a batch

  @Test func `inserting fewer rows than the model gained is an invalid number of rows`() throws {
    let fixture = Fixture(["a", "b", "c"])
    #expect(fixture.tableView.shownTexts == ["a", "b", "c"])
    let violations = UIKitStandIn.violations {
      fixture.wrong.rows += ["d", "e"]
      fixture.tableView.insertRows(at: [Self.path(3)], with: .automatic)
    }
    let violation = try #require(violations.first)
    #expect(violations.count == 1)
    #expect(violation.kind == .invalidNumberOfRows)
    #expect(violation.exceptionName == "NSInternalInconsistencyException")
    #expect(violation.reason.hasPrefix(Self.invalidRows + ". "))
    #expect(violation.reason.contains("after the update (5)"))
    #expect(violation.fidelity == .verbatim)
    #expect(fixture.tableView.standInViolations == [violation])
    // The table recovers like reloadData(): it asks the data source again.
    #expect(fixture.tableView.standInCachedCounts == [5])
    #expect(fixture.tableView.shownTexts == ["a", "b", "c", "d", "e"])
  }

  @Test func `inserting the same new row twice is an invalid number of rows`() throws {
    let fixture = Fixture(["a", "b", "c"])
    _ = fixture.tableView.numberOfSections
    let violations = UIKitStandIn.violations {
      fixture.wrong.rows.append("d")
      fixture.tableView.insertRows(at: [Self.path(3)], with: .automatic)
      #expect(fixture.tableView.standInViolations.isEmpty, "the first insert is right")
      fixture.tableView.insertRows(at: [Self.path(3)], with: .automatic)
    }
    #expect(violations.map(\.kind) == [.invalidNumberOfRows])
    #expect(violations.first?.reason.hasPrefix(Self.invalidRows) == true)
    #expect(violations.first?.reason.contains("(1 inserted, 0 deleted)") == true)
    #expect(fixture.tableView.shownTexts == ["a", "b", "c", "d"])
  }

  @Test func `Tabula inserts rows through its batches without a violation`() throws {
    let fixture = Fixture(["a", "b", "c"])
    let log = AdapterDiagnosticLog()
    let (list, dataSource) = try fixture.tabula([1, 2, 3], log: log)
    let token = dataSource.bind(to: list)
    let violations = try UIKitStandIn.violations {
      list.replace(with: try .adapter([[1, 2, 3, 4, 5]]))
      list.replace(with: try .adapter([[1, 2, 3, 4, 5]]))
      UIKitStandIn.runPendingAnimations()
    }
    #expect(violations.isEmpty)
    #expect(fixture.tableView.shownTexts == list.snapshot.items.map(\.label))
    #expect(dataSource.updateCounts.batches == 1, "the second, equal snapshot is no batch")
    #expect(log.entries.isEmpty)
    token.cancel()
  }

  // MARK: (b) An unregistered identifier

  @Test func `dequeuing an unregistered identifier is reported with UIKit's text`() throws {
    let fixture = Fixture(["a", "b"], inWindow: false, registers: false)
    fixture.wrong.identifier = "Missing"
    let violations = UIKitStandIn.violations {
      fixture.window.addSubview(fixture.tableView)
    }
    #expect(violations.map(\.kind) == [.unregisteredReuseIdentifier, .unregisteredReuseIdentifier])
    let violation = try #require(violations.first)
    #expect(
      violation.reason
        == "unable to dequeue a cell with identifier Missing - must register a nib or a class "
        + "for the identifier or connect a prototype cell in a storyboard")
    #expect(violation.exceptionName == "NSInternalInconsistencyException")
    #expect(violation.fidelity == .verbatim)
    #expect(fixture.tableView.standInViolations.count == 2)
  }

  @Test func `Tabula registers every cell it dequeues`() throws {
    let fixture = Fixture(["a"], inWindow: false, registers: false)
    let log = AdapterDiagnosticLog()
    let (list, dataSource) = try fixture.tabula([1, 2], log: log)
    let violations = try UIKitStandIn.violations {
      let token = dataSource.bind(to: list)
      fixture.window.addSubview(fixture.tableView)
      try list.perform(.replaceItem(AdapterItem(2, kind: .badge)), named: "Edit")
      UIKitStandIn.runPendingAnimations()
      token.cancel()
    }
    #expect(violations.isEmpty)
    #expect(fixture.tableView.shownTexts == ["#1 item 1", "#2 item 2"])
    #expect(fixture.tableView.visibleCells.last is AdapterBadgeTableCell)
    #expect(log.entries.isEmpty)
  }

  // MARK: (c) The model changed before the table first loaded its counts

  @Test func `changing the model before the first load breaks the next batch`() throws {
    let fixture = Fixture(["a", "b"], inWindow: false)
    #expect(fixture.tableView.standInCachedCounts == nil)
    let violations = UIKitStandIn.violations {
      fixture.wrong.rows.append("c")
      fixture.tableView.performBatchUpdates {
        fixture.tableView.insertRows(at: [Self.path(2)], with: .automatic)
      }
    }
    #expect(violations.map(\.kind) == [.invalidNumberOfRows])
    #expect(violations.first?.reason.hasPrefix(Self.invalidRows) == true)
    #expect(violations.first?.reason.contains("before the update (3)") == true)
    #expect(fixture.tableView.numberOfRows(inSection: 0) == 3)
  }

  @Test func `Tabula changes a list that was never loaded by reloading, without a violation`()
    throws
  {
    let fixture = Fixture(["a", "b"], inWindow: false)
    let log = AdapterDiagnosticLog()
    let (list, dataSource) = try fixture.tabula([1, 2], log: log)
    let violations = try UIKitStandIn.violations {
      let token = dataSource.bind(to: list)
      #expect(fixture.tableView.standInCachedCounts == nil)
      list.replace(with: try .adapter([[1, 2, 3]]))
      fixture.window.addSubview(fixture.tableView)
      list.replace(with: try .adapter([[1, 2, 3, 4]]))
      UIKitStandIn.runPendingAnimations()
      token.cancel()
    }
    #expect(violations.isEmpty)
    #expect(dataSource.updateCounts.batches == 1, "once in a window, the change animates")
    #expect(fixture.tableView.shownTexts == ["#1 item 1", "#2 item 2", "#3 item 3", "#4 item 4"])
    #expect(log.entries.isEmpty)
  }

  // MARK: (d) Delete and reload of one row

  @Test func `deleting and reloading the same row in one batch is caught`() throws {
    let fixture = Fixture(["a", "b", "c"])
    _ = fixture.tableView.numberOfSections
    let violations = UIKitStandIn.violations {
      fixture.tableView.performBatchUpdates {
        fixture.wrong.rows.remove(at: 1)
        fixture.tableView.deleteRows(at: [Self.path(1)], with: .automatic)
        fixture.tableView.reloadRows(at: [Self.path(1)], with: .automatic)
      }
    }
    #expect(violations.map(\.kind) == [.deleteAndReloadSameIndexPath])
    #expect(
      violations.first?.reason.hasPrefix("attempt to delete and reload the same index path")
        == true)
    #expect(fixture.tableView.shownTexts == ["a", "c"])
  }

  @Test func `Tabula deletes a row and reloads the one taking its place without a violation`()
    throws
  {
    let fixture = Fixture(["a", "b", "c"])
    let log = AdapterDiagnosticLog()
    let (list, dataSource) = try fixture.tabula([1, 2, 3], log: log)
    let token = dataSource.bind(to: list)
    // Row 1 goes, and the item that takes its place is marked for a reload.
    var marked = try AdapterSnapshot.adapter([[1, 3]])
    try marked.reloadItems([3])
    // Row 0 goes, and the item that takes its place needs a cell of another type.
    let retyped = try AdapterSnapshot(sections: [
      SnapshotSection(AdapterSection(0), items: [AdapterItem(3, kind: .badge)])
    ])
    let violations = UIKitStandIn.violations {
      list.replace(with: marked)
      UIKitStandIn.runPendingAnimations()
      list.replace(with: retyped)
      UIKitStandIn.runPendingAnimations()
    }
    #expect(violations.isEmpty)
    #expect(fixture.tableView.shownTexts == ["#3 item 3"])
    #expect(fixture.tableView.visibleCells.first is AdapterBadgeTableCell)
    #expect(dataSource.updateCounts.batches == 2)
    #expect(log.entries.isEmpty)
    token.cancel()
  }

  // MARK: The same table, both ways

  @Test func `a table the wrong adapter broke shows Tabula's list without a new violation`()
    throws
  {
    let fixture = Fixture(["a", "b", "c"])
    _ = UIKitStandIn.violations {
      fixture.wrong.rows.append("d")
      fixture.tableView.insertRows(at: [Self.path(0), Self.path(1)], with: .automatic)
    }
    let broken = fixture.tableView.standInViolations.count
    #expect(broken == 1)
    let log = AdapterDiagnosticLog()
    let (list, dataSource) = try fixture.tabula([1, 2, 3], log: log)
    let token = dataSource.bind(to: list)
    let violations = try UIKitStandIn.violations {
      for layout in [[1, 2, 3, 4], [4, 3], [5, 4, 3, 6], [6]] {
        list.replace(with: try .adapter([layout]))
        UIKitStandIn.runPendingAnimations()
      }
    }
    #expect(violations.isEmpty)
    #expect(fixture.tableView.standInViolations.count == broken)
    #expect(fixture.tableView.shownTexts == ["#6 item 6"])
    #expect(dataSource.updateCounts.batches == 4)
    token.cancel()
  }
}
#endif
