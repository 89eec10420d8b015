import Tabula
import Testing

@testable import TabulaDemo

/// A numbered row.
private struct Row: Identifiable, Equatable, Sendable {
  let id: Int
}

/// What a data source's configuration heard from the terminal list's prefetching.
@MainActor
private final class PrefetchLog {
  var prefetched: [[Int]] = []
  var cancelled: [[Int]] = []
  /// The data source, kept alive: the list holds it weakly, as a table view does.
  var dataSource: AnyObject?
}

/// The terminal list tells its data source of the rows just past the window, in the
/// direction it scrolls, before they show, as a table view's prefetching does.
@MainActor
struct TerminalListViewPrefetchingTests {
  /// A list of rows numbered 1 to 30, five in the window.
  private func makeList() -> (TerminalListView, ListDataSource<ListSection, Row>, PrefetchLog) {
    let log = PrefetchLog()
    let view = TerminalListView(width: 20, height: 5)
    let dataSource = ListDataSource<ListSection, Row>(
      surface: view, registration: TerminalAppearance<Row>().terminalRegistration,
      diagnostics: .ignore)
    // Weakly, or the log and the data source would keep each other alive after the test.
    dataSource.behavior.prefetchItems = { [weak log] in
      log?.prefetched.append($0.map(\.id))
    }
    dataSource.behavior.cancelPrefetchingItems = { [weak log] in
      log?.cancelled.append($0.map(\.id))
    }
    let snapshot = try? Snapshot<ListSection, Row> {
      SnapshotSection(ListSection(id: "numbers", header: nil)) { (1...30).map(Row.init) }
    }
    dataSource.apply(snapshot ?? Snapshot(), animated: false)
    log.dataSource = dataSource
    return (view, dataSource, log)
  }

  @Test func `the rows below the window are prefetched once, nearest first`() {
    let (view, _, log) = makeList()
    #expect(log.prefetched == [[6, 7, 8]])
    view.moveCursor(by: 1)
    view.moveCursor(by: 3)
    #expect(log.prefetched == [[6, 7, 8]], "the window has not moved yet")
    view.moveCursor(by: 1)
    #expect(log.prefetched == [[6, 7, 8], [9]])
    #expect(log.cancelled.isEmpty)
  }

  @Test func `scrolling back up prefetches above and cancels what was left below`() {
    let (view, _, log) = makeList()
    view.moveCursor(by: 14)
    #expect(log.prefetched.last == [16, 17, 18])
    log.prefetched = []
    log.cancelled = []
    view.moveCursor(by: -5)
    #expect(log.prefetched == [[9, 8, 7]])
    #expect(log.cancelled == [[16, 17, 18]])
  }

  @Test func `prefetching off tells nothing`() {
    let (view, dataSource, log) = makeList()
    view.prefetchDistance = 0
    log.prefetched = []
    view.moveCursor(by: 20)
    #expect(log.prefetched.isEmpty)
    #expect(dataSource.snapshot.numberOfItems == 30)
  }
}
