import Tabula
import TabulaTesting
import Testing

/// The wait for an item to scroll to that the iOS and Mac hosts share, over a headless view
/// whose animations end when the test says.
@MainActor
struct PendingScrollTests {
  /// A list of 1, 2 and 3 whose updates animate until ``HeadlessListView/finishAnimations()``.
  static func list() throws -> (view: HeadlessListView, dataSource: ListDataSource<Shelf, Fruit>) {
    let (view, dataSource) = HeadlessListView.showingFruits(try .shelves([[1, 2, 3]]))
    view.completesUpdatesImmediately = false
    return (view, dataSource)
  }

  @Test func `a newer scroll replaces the one that waits, and runs once the update shows its item`()
    throws
  {
    let (view, dataSource) = try Self.list()
    dataSource.apply(try .shelves([[1, 2, 3, 4, 5, 6]]))
    let pending = PendingScroll<Int>()
    var scrolls: [String] = []
    var reports: [String] = []
    for (id, name) in [(4, "first"), (5, "second")] {
      pending.scroll(
        to: id, in: dataSource, request: "the scroll target", report: { reports.append($0) }
      ) { path in scrolls.append("\(name) to row \(path.item)") }
    }
    #expect(pending.isWaiting)
    #expect(scrolls.isEmpty, "the update that brings the items still animates")
    view.finishAnimations()
    #expect(scrolls == ["second to row 4"])
    #expect(!pending.isWaiting)
    #expect(reports.isEmpty)
  }

  @Test func `a shown item is scrolled to at once, and a cancelled scroll never runs`() throws {
    let (view, dataSource) = try Self.list()
    let pending = PendingScroll<Int>()
    var scrolls: [Int] = []
    pending.scroll(to: 3, in: dataSource, request: "the scroll target", report: { _ in }) {
      scrolls.append($0.item)
    }
    #expect(scrolls == [2])
    dataSource.apply(try .shelves([[1, 2, 3, 4]]))
    pending.scroll(to: 4, in: dataSource, request: "the scroll target", report: { _ in }) {
      scrolls.append($0.item)
    }
    pending.cancel()
    view.finishAnimations()
    #expect(scrolls == [2])
  }

  @Test
  func `an item neither shown nor coming is reported at once, one an update removes when shown`()
    throws
  {
    let (view, dataSource) = try Self.list()
    let pending = PendingScroll<Int>()
    var reports: [String] = []
    var scrolls = 0
    pending.scroll(
      to: 404, in: dataSource, request: "the scroll position", report: { reports.append($0) }
    ) { _ in scrolls += 1 }
    #expect(
      reports == [
        "the scroll position names an item the list neither shows nor is about to show: 404"
      ])
    #expect(!pending.isWaiting)
    dataSource.apply(try .shelves([[1, 2, 3, 4]]))
    pending.scroll(
      to: 4, in: dataSource, request: "the scroll target", report: { reports.append($0) }
    ) { _ in scrolls += 1 }
    dataSource.apply(try .shelves([[1, 2, 3]]))
    view.finishAnimations()
    #expect(scrolls == 0)
    #expect(reports.last == "the scroll target 4 is not shown: removed, or in a collapsed item")
    #expect(!pending.isWaiting)
  }
}
