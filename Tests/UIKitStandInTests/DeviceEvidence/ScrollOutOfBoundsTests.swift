import Testing
@_spi(StandIn) import UIKit

/// Scrolling to an index path the view does not have raises.
@MainActor struct ScrollOutOfBoundsTests {
  /// F40. Scenario: a collection view with one empty section; `scrollToItem` at (0, 0).
  /// Expected: NSInternalInconsistencyException "Attempted to scroll the collection view to an
  /// out-of-bounds item (0) when there are only 0 items in section 0. Collection view:
  /// <UICollectionView: 0x1108c1000; frame = …>." Sources: Provenance-Emu/Provenance#1771 (a
  /// crash report); airbnb/epoxy-ios PR #142 (its author reproduced the crash on the iOS
  /// simulator). The stand-in shortens the view's description, so the text is approximate.
  @Test func `scrolling a collection view to an item past the end raises`() throws {
    let fixture = CollectionFixture([[]])
    let violations = UIKitStandIn.violations {
      fixture.view.scrollToItem(at: itemPath(0, 0), at: .top, animated: true)
    }
    let violation = try #require(violations.first)
    #expect(violations.count == 1)
    #expect(violation.kind == .scrollToInvalidIndexPath)
    #expect(violation.exceptionName == "NSInternalInconsistencyException")
    #expect(
      violation.reason.hasPrefix(
        "Attempted to scroll the collection view to an out-of-bounds item (0) when there are "
          + "only 0 items in section 0. Collection view: <UICollectionView: "))
    #expect(violation.reason.hasSuffix(">."))
    #expect(violation.fidelity == .approximate)
  }

  /// F42. Scenario: a table with 1 section; `scrollToRow` at section 18, row 0. Expected:
  /// NSRangeException "Attempted to scroll the table view to an out-of-bounds section (18) when
  /// there are only 1 sections." Source: SURYAKANTSHARMA/CountryPicker#54 (the report ends the
  /// quoted reason with a second full stop).
  @Test func `scrolling a table to a section past the last raises with UIKit's text`() throws {
    let fixture = TableFixture(RowsDataSource(rows: ["a"]))
    let violations = UIKitStandIn.violations {
      fixture.table.scrollToRow(at: path(18, 0), at: .top, animated: true)
    }
    let violation = try #require(violations.first)
    #expect(violations.count == 1)
    #expect(violation.exceptionName == "NSRangeException")
    #expect(
      violation.reason
        == "Attempted to scroll the table view to an out-of-bounds section (18) when there are "
        + "only 1 sections.")
    #expect(violation.fidelity == .verbatim)
  }

  /// Rows: "Attempted to scroll the table view to an out-of-bounds row (0) when there are only
  /// 0 rows in section 3. Table view: <UITableView: 0x11a83a200; frame = …>"
  /// (Provenance-Emu/Provenance#1876; also itsmeichigo/DateTimePicker#91).
  @Test func `scrolling a table to a row past a section's end raises with UIKit's sentence`()
    throws
  {
    let fixture = TableFixture(RowsDataSource([["a"], []]))
    let violations = UIKitStandIn.violations {
      fixture.table.scrollToRow(at: path(1, 0), at: .middle, animated: false)
    }
    let violation = try #require(violations.first)
    #expect(violation.exceptionName == "NSRangeException")
    #expect(
      violation.reason.hasPrefix(
        "Attempted to scroll the table view to an out-of-bounds row (0) when there are only 0 "
          + "rows in section 1. Table view: <UITableView: "))
  }

  /// A collection view's section past the last: no report on record; the wording follows the
  /// table's.
  @Test func `scrolling a collection view to a section past the last raises`() {
    let fixture = CollectionFixture([["a"]])
    let violations = UIKitStandIn.violations {
      fixture.view.scrollToItem(at: itemPath(3, 0), at: [], animated: false)
    }
    #expect(violations.map(\.kind) == [.scrollToInvalidIndexPath])
    #expect(violations.first?.fidelity == .approximate)
  }

  /// An item the view has scrolls, and raises nothing.
  @Test func `scrolling to an existing item raises nothing`() {
    let fixture = CollectionFixture([["a", "b"]])
    let violations = UIKitStandIn.violations {
      fixture.view.scrollToItem(at: itemPath(0, 1), at: .bottom, animated: false)
    }
    #expect(violations.isEmpty)
  }
}
