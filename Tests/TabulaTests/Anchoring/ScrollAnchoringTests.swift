@_spi(Surfaces) import Tabula
import TabulaTestSupport
@_spi(Surfaces) import TabulaTesting
import Testing

/// What each ``ScrollAnchoring`` policy does with the viewport of a ``HeadlessListView``.
@MainActor
struct ScrollAnchoringTests {
  private func makeList(
    _ ids: ClosedRange<Int>, visibleRows: Int = 5, anchoring: ScrollAnchoring
  ) throws -> (HeadlessListView, ListDataSource<Shelf, Fruit>) {
    let (view, dataSource) = HeadlessListView.showingFruits(
      try .shelves([Array(ids)]), visibleRowLimit: visibleRows)
    dataSource.scrollAnchoring = anchoring
    return (view, dataSource)
  }

  @Test func `rows inserted above the viewport leave the rows the user reads in place`()
    throws
  {
    let (view, dataSource) = try makeList(1...30, anchoring: .stickToTop)
    view.scroll(toRow: 10)  // rows 11 to 15 show
    dataSource.apply(try .shelves([Array(-4...0) + Array(1...30)]))
    #expect(view.firstVisibleRow == 15, "row 11 is now the 16th")
    #expect(view.contentOffset == 15)
    #expect(view.problems.isEmpty)
  }

  @Test func `without anchoring, the offset stays and the rows move down, as in UIKit`() throws {
    let (view, dataSource) = try makeList(1...30, anchoring: .none)
    view.scroll(toRow: 10)
    dataSource.apply(try .shelves([Array(-4...0) + Array(1...30)]))
    #expect(view.contentOffset == 10)
    #expect(view.placements.isEmpty)
  }

  @Test func `at the top, the default shows what is inserted there`() throws {
    let (view, dataSource) = try makeList(1...30, anchoring: .stickToTop)
    dataSource.apply(try .shelves([[0] + Array(1...30)]))
    #expect(view.contentOffset == 0)
    #expect(view.placements == [.top])
  }

  @Test func `a chat at its bottom follows new messages, and one reading history stays`()
    throws
  {
    let (view, dataSource) = try makeList(1...30, anchoring: .stickToBottom)
    view.scroll(toOffset: 25)  // the bottom: rows 26 to 30
    dataSource.apply(try .shelves([Array(1...32)]))
    #expect(view.contentOffset == 27, "rows 28 to 32 show")
    view.scroll(toOffset: 3)  // reading rows 4 to 8
    dataSource.apply(try .shelves([Array(1...34)]))
    #expect(view.contentOffset == 3)
    #expect(view.problems.isEmpty)
  }

  @Test func `a deleted anchor gives its place to the nearest row that stays`() throws {
    let (view, dataSource) = try makeList(1...30, anchoring: .keepAnchor(.firstFullyVisible))
    view.scroll(toRow: 10)  // row 11 is the anchor
    dataSource.apply(try .shelves([Array(1...8) + Array(12...30)]))
    // Rows 9, 10 and 11 went: row 12, the nearest below, takes row 11's place at the top.
    #expect(view.firstVisibleRow == 8)
    #expect(view.contentOffset == 8)
  }

  @Test func `the last fully visible row can be the anchor`() throws {
    let (view, dataSource) = try makeList(1...30, anchoring: .keepAnchor(.lastFullyVisible))
    view.scroll(toOffset: 10.5)  // rows 11 (half) to 16 (half): row 15 is the last whole one
    dataSource.apply(try .shelves([Array(1...14) + [100, 101] + Array(15...30)]))
    // Row 15 keeps its place, 3.5 rows below the top: rows inserted above it push up.
    #expect(view.contentOffset == 12.5)
  }

  @Test func `updates wait while the user scrolls, then keep the place they reached`() throws {
    let (view, dataSource) = try makeList(1...30, anchoring: .stickToTop)
    view.beginScrolling()
    view.scroll(toRow: 10)
    let completed = Recorded<Int>()
    dataSource.apply(try .shelves([[0] + Array(1...30)])) { completed.append(1) }
    dataSource.apply(try .shelves([[-1, 0] + Array(1...30)])) { completed.append(2) }
    #expect(view.counts == [30], "nothing changes under the user's finger")
    #expect(completed.values.isEmpty)
    view.endScrolling()
    #expect(view.counts == [32])
    #expect(view.firstVisibleRow == 12, "row 11 is still at the top")
    #expect(completed.values == [1, 2])
    #expect(view.problems.isEmpty)
  }

  @Test func `a reload instead of an animation keeps the place too`() throws {
    let (view, dataSource) = try makeList(1...30, anchoring: .stickToTop)
    view.scroll(toRow: 10)
    dataSource.apply(try .shelves([Array(-9...0) + Array(1...30)]), animated: false)
    #expect(view.firstVisibleRow == 20)
    #expect(view.updateCounts.reloads >= 1)
  }

  @Test func `rows of different heights keep the anchor's distance from the top`() throws {
    let view = HeadlessListView(visibleRowLimit: 10)
    view.rowHeight = { item in (item as? Fruit)?.name.hasPrefix("tall") == true ? 3 : 1 }
    let dataSource = ListDataSource<Shelf, Fruit>(
      surface: view, registration: CellRegistration<FruitCell, Fruit>(), diagnostics: .ignore)
    dataSource.apply(try .shelves([Array(1...30)]), animated: false)
    view.layoutIfNeeded()
    view.scroll(toOffset: 12.25)  // fruit 14, the first whole row, starts 0.75 below the top
    var taller = try FruitSnapshot.shelves([[0] + Array(1...30)])
    try taller.updateItems([Fruit(0, "tall 0"), Fruit(5, "tall 5")])
    dataSource.apply(taller)
    // Fruit 14 is below a 3-high fruit 0, a 3-high fruit 5 and 12 rows 1 high: its top is 18.
    #expect(view.contentOffset == 17.25)
    #expect(view.problems.isEmpty)
  }
}
