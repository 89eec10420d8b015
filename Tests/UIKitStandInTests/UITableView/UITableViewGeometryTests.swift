import PropertyBased
import Testing
@_spi(StandIn) import UIKit

@MainActor struct UITableViewGeometryTests {
  /// Heights of 1 to 3 sections of up to 12 rows, 0 to 150 points each.
  private static let sectionHeights = Gen.int(in: 0...150).array(of: 0...12).array(of: 1...3)

  private static func fixture(heights: [[Int]]) -> GeometryFixture {
    let sections = heights.enumerated().map { section, rows in
      rows.indices.map { "s\(section) r\($0)" }
    }
    let fixture = GeometryFixture(sections)
    for (section, rows) in heights.enumerated() {
      for (row, height) in rows.enumerated() {
        fixture.delegate.heights[IndexPath(row: row, section: section)] = CGFloat(height)
      }
    }
    fixture.table.reloadData()
    fixture.table.layoutIfNeeded()
    return fixture
  }

  // MARK: Rects and content size

  @Test func `rows of different heights lie one below the other`() async {
    await propertyCheck(input: Self.sectionHeights) { heights in
      let fixture = Self.fixture(heights: heights)
      var y: CGFloat = 0
      for (section, rows) in heights.enumerated() {
        for (row, height) in rows.enumerated() {
          let indexPath = IndexPath(row: row, section: section)
          #expect(
            fixture.table.rectForRow(at: indexPath)
              == CGRect(x: 0, y: y, width: GeometryFixture.width, height: CGFloat(height)))
          if height > 0 {
            #expect(
              fixture.table.indexPathForRow(at: CGPoint(x: 1, y: y + CGFloat(height) / 2))
                == indexPath)
          }
          y += CGFloat(height)
        }
      }
      #expect(fixture.table.contentSize == CGSize(width: GeometryFixture.width, height: y))
      #expect(fixture.table.indexPathForRow(at: CGPoint(x: 1, y: y)) == nil)
    }
  }

  @Test func `a row that does not exist has a zero rect`() {
    let fixture = GeometryFixture(rows: 3)
    #expect(fixture.table.rectForRow(at: IndexPath(row: 3, section: 0)) == .zero)
    #expect(fixture.table.rectForRow(at: IndexPath(row: 0, section: 1)) == .zero)
    #expect(fixture.table.indexPathForRow(at: CGPoint(x: 0, y: -1)) == nil)
  }

  @Test func `visible rows follow the offset`() async {
    await propertyCheck(input: Self.sectionHeights, Gen.int(in: 0...1_000)) { heights, offset in
      let fixture = Self.fixture(heights: heights)
      let top = min(CGFloat(offset), max(0, fixture.table.contentSize.height - 480))
      fixture.table.contentOffset = CGPoint(x: 0, y: top)
      let expected = GeometryFixture.rows(
        meeting: top, heights: heights.map { $0.map { CGFloat($0) } })
      #expect(fixture.table.indexPathsForVisibleRows ?? [] == expected)
      #expect(fixture.table.visibleCells.count == expected.count)
      #expect(fixture.table.bounds.origin == CGPoint(x: 0, y: top))
    }
  }

  @Test func `rows outside the bounds give their cells back to the reuse queue`() {
    let fixture = GeometryFixture(rows: 50)
    #expect(fixture.table.indexPathsForVisibleRows?.count == 11)  // 480 / 44 = 10.9
    fixture.table.contentOffset = CGPoint(x: 0, y: 22)
    #expect(fixture.table.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
    #expect(fixture.table.indexPathsForVisibleRows?.last == IndexPath(row: 11, section: 0))
    fixture.table.contentOffset = CGPoint(x: 0, y: 44 * 20)
    #expect(fixture.visibleTexts.first == "row 20")
    // 12 cells left, 11 came back for rows 20 to 30.
    #expect(fixture.table.standInQueuedCellCount(withIdentifier: "Sized") == 1)
    #expect(fixture.table.cellForRow(at: IndexPath(row: 20, section: 0))?.frame.minY == 880)
  }

  // MARK: Batch updates keep the offset

  @Test func `inserting rows above the viewport keeps the offset, so the content moves down`() {
    let fixture = GeometryFixture(rows: 100)
    fixture.table.contentOffset = CGPoint(x: 0, y: 440)
    #expect(fixture.visibleTexts.first == "row 10")
    fixture.table.performBatchUpdates {
      fixture.dataSource.sections[0].insert(contentsOf: ["new 0", "new 1", "new 2"], at: 0)
      fixture.table.insertRows(
        at: (0..<3).map { IndexPath(row: $0, section: 0) }, with: .automatic)
    }
    #expect(fixture.table.contentOffset == CGPoint(x: 0, y: 440))
    #expect(fixture.table.indexPathsForVisibleRows?.first == IndexPath(row: 10, section: 0))
    #expect(fixture.visibleTexts.first == "row 7")
    #expect(fixture.table.contentSize.height == CGFloat(103 * 44))
  }

  @Test func `deleting rows above the viewport keeps the offset, so the content moves up`() {
    let fixture = GeometryFixture(rows: 100)
    fixture.table.contentOffset = CGPoint(x: 0, y: 440)
    fixture.dataSource.sections[0].removeFirst(2)
    fixture.table.deleteRows(
      at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .automatic)
    #expect(fixture.table.contentOffset == CGPoint(x: 0, y: 440))
    #expect(fixture.visibleTexts.first == "row 12")
  }

  @Test func `content that becomes shorter than the offset brings the offset back`() {
    let fixture = GeometryFixture(rows: 30)
    fixture.table.scrollToRow(at: IndexPath(row: 29, section: 0), at: .bottom, animated: false)
    #expect(fixture.table.contentOffset.y == CGFloat(30 * 44 - 480))
    fixture.dataSource.sections[0].removeLast(20)
    fixture.table.deleteRows(
      at: (10..<30).map { IndexPath(row: $0, section: 0) }, with: .automatic)
    #expect(fixture.table.contentOffset.y == 0)
    #expect(fixture.visibleTexts == (0..<10).map { "row \($0)" })

    fixture.dataSource.sections[0] += (10..<30).map { "row \($0)" }
    fixture.table.reloadData()
    fixture.table.contentOffset = CGPoint(x: 0, y: 600)
    fixture.dataSource.sections[0].removeLast(10)
    fixture.table.reloadData()
    #expect(fixture.table.contentOffset.y == CGFloat(20 * 44 - 480))
  }

  @Test func `reloadData keeps the offset`() {
    let fixture = GeometryFixture(rows: 100)
    fixture.table.contentOffset = CGPoint(x: 0, y: 440)
    fixture.dataSource.sections[0].insert("new", at: 0)
    fixture.table.reloadData()
    #expect(fixture.table.contentOffset.y == 440)
    #expect(fixture.visibleTexts.first == "row 9")
  }

  // MARK: Self-sizing

  @Test func `self-sizing rows are estimated until their cells are measured`() {
    let fixture = GeometryFixture(rows: 20, rowHeight: UITableView.automaticDimension)
    fixture.table.estimatedRowHeight = 100
    for row in 0..<20 {
      fixture.dataSource.heights["row \(row)"] = 60
    }
    fixture.table.reloadData()
    fixture.table.layoutIfNeeded()
    // Rows 0 to 7 were measured (8 × 60 = 480); the others keep their estimate.
    #expect(fixture.table.indexPathsForVisibleRows?.count == 8)
    #expect(fixture.table.rectForRow(at: IndexPath(row: 7, section: 0)).height == 60)
    #expect(fixture.table.rectForRow(at: IndexPath(row: 8, section: 0)).height == 100)
    #expect(fixture.table.rectForRow(at: IndexPath(row: 10, section: 0)).minY == 680)
    #expect(fixture.table.contentSize.height == CGFloat(8 * 60 + 12 * 100))
  }

  @Test func `the default estimate is 44 and a cell that measures 0 is 44 high`() {
    let fixture = GeometryFixture(rows: 3, rowHeight: UITableView.automaticDimension)
    #expect(fixture.table.estimatedRowHeight == UITableView.automaticDimension)
    #expect(fixture.table.contentSize.height == CGFloat(3 * 44))
    fixture.dataSource.heights["row 1"] = 90
    fixture.table.reloadData()
    fixture.table.layoutIfNeeded()
    #expect(fixture.table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 90)
    #expect(fixture.table.contentSize.height == CGFloat(44 + 90 + 44))
  }

  @Test func `a reloaded row is measured again`() throws {
    let fixture = GeometryFixture(rows: 3, rowHeight: UITableView.automaticDimension)
    let row = IndexPath(row: 1, section: 0)
    #expect(fixture.table.rectForRow(at: row).height == 44)
    fixture.dataSource.heights["row 1"] = 120
    fixture.table.performBatchUpdates {
      fixture.table.reloadRows(at: [row], with: .automatic)
    }
    #expect(fixture.table.rectForRow(at: row).height == 120)
    #expect(fixture.table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 164)
    let cell = try #require(fixture.table.cellForRow(at: row) as? SizedCell)
    #expect(cell.frame == CGRect(x: 0, y: 44, width: 320, height: 120))
  }

  @Test func `rows keep their measured heights through a batch`() {
    let fixture = GeometryFixture(rows: 4, rowHeight: UITableView.automaticDimension)
    fixture.dataSource.heights = ["row 0": 10, "row 1": 20, "row 2": 30, "row 3": 40]
    fixture.table.reloadData()
    fixture.table.layoutIfNeeded()
    fixture.dataSource.sections[0].insert("new", at: 1)
    fixture.table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
    let heights = (0..<5).map {
      fixture.table.rectForRow(at: IndexPath(row: $0, section: 0)).height
    }
    #expect(heights == [10, 44, 20, 30, 40])
  }

  @Test func `a fixed height is not measured`() throws {
    let fixture = GeometryFixture(rows: 3, rowHeight: 50)
    fixture.dataSource.heights["row 0"] = 200
    fixture.table.reloadData()
    fixture.table.layoutIfNeeded()
    #expect(fixture.table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 50)
    let cell = try #require(
      fixture.table.cellForRow(at: IndexPath(row: 0, section: 0)) as? SizedCell)
    #expect(cell.measureCount == 0)
  }

  // MARK: Scrolling to rows

  @Test func `scrolling to a row puts it at the top, middle or bottom of the bounds`() {
    let fixture = GeometryFixture(rows: 100)
    let row = IndexPath(row: 50, section: 0)
    fixture.table.scrollToRow(at: row, at: .top, animated: false)
    #expect(fixture.table.contentOffset.y == 2_200)
    fixture.table.scrollToRow(at: row, at: .middle, animated: false)
    #expect(fixture.table.contentOffset.y == CGFloat(2_200 + 22 - 240))
    fixture.table.scrollToRow(at: row, at: .bottom, animated: false)
    #expect(fixture.table.contentOffset.y == CGFloat(2_244 - 480))
    fixture.table.scrollToRow(at: IndexPath(row: 45, section: 0), at: .none, animated: false)
    #expect(fixture.table.contentOffset.y == CGFloat(2_244 - 480))
    fixture.table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .none, animated: false)
    #expect(fixture.table.contentOffset.y == 440)
    fixture.table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
    #expect(fixture.table.contentOffset.y == CGFloat(4_400 - 480))
    #expect(fixture.visibleTexts.last == "row 99")
  }

  @Test func `scrolling keeps rows clear of the content insets`() {
    let fixture = GeometryFixture(rows: 100)
    fixture.table.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
    #expect(fixture.table.adjustedContentInset == fixture.table.contentInset)
    fixture.table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
    #expect(fixture.table.contentOffset.y == -20)
    fixture.table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .bottom, animated: false)
    #expect(fixture.table.contentOffset.y == CGFloat(4_400 + 30 - 480))
  }

  @Test func `a table without a frame shows standInVisibleRowLimit rows from the offset`() {
    let dataSource = RowsDataSource(rows: (0..<30).map { "row \($0)" })
    let fixture = TableFixture(dataSource, visibleRows: 5)
    fixture.table.layoutIfNeeded()
    #expect(fixture.table.indexPathsForVisibleRows == (0..<5).map { path(0, $0) })
    fixture.table.scrollToRow(at: path(0, 12), at: .top, animated: false)
    #expect(fixture.table.contentOffset.y == CGFloat(12 * 44))
    #expect(fixture.table.indexPathsForVisibleRows == (12..<17).map { path(0, $0) })
    fixture.table.contentOffset = CGPoint(x: 0, y: 44 * 2)
    #expect(fixture.table.indexPathsForVisibleRows == (2..<7).map { path(0, $0) })
    fixture.table.scrollToRow(at: path(0, 29), at: .top, animated: false)
    #expect(fixture.table.contentOffset.y == CGFloat(25 * 44))
    #expect(fixture.table.contentSize.height == CGFloat(30 * 44))
  }
}
