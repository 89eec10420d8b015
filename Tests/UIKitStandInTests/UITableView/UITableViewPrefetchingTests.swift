import Testing
@_spi(StandIn) import UIKit

/// A prefetch data source that records what the table asks.
@MainActor
final class PrefetchRecorder: NSObject, UITableViewDataSourcePrefetching {
  var prefetched: [[IndexPath]] = []
  var cancelled: [[IndexPath]] = []

  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    prefetched.append(indexPaths)
  }

  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    cancelled.append(indexPaths)
  }
}

@MainActor struct UITableViewPrefetchingTests {
  private func prefetchingTable(rows: Int) -> (
    fixture: TableFixture<RowsDataSource>, recorder: PrefetchRecorder, window: UIWindow
  ) {
    let fixture = TableFixture(
      RowsDataSource(rows: (0..<rows).map(String.init)), inWindow: false, visibleRows: 3)
    let recorder = PrefetchRecorder()
    fixture.table.prefetchDataSource = recorder
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.addSubview(fixture.table)
    fixture.table.layoutIfNeeded()
    return (fixture, recorder, window)
  }

  @Test func `the rows just past the viewport are prefetched, nearest first, once`() {
    let (fixture, recorder, window) = prefetchingTable(rows: 10)
    #expect(recorder.prefetched == [[path(0, 3), path(0, 4), path(0, 5)]])
    fixture.table.layoutIfNeeded()
    #expect(recorder.prefetched.count == 1, "rows already asked about are not asked again")
    #expect(recorder.cancelled.isEmpty)
    _ = window
  }

  @Test func `scrolling asks about the new rows ahead and cancels those left behind unseen`() {
    let (fixture, recorder, window) = prefetchingTable(rows: 20)
    fixture.table.scrollToRow(at: path(0, 12), at: .top, animated: false)
    #expect(recorder.cancelled == [[path(0, 3), path(0, 4), path(0, 5)]])
    #expect(
      recorder.prefetched.last
        == [path(0, 15), path(0, 11), path(0, 16), path(0, 10), path(0, 17), path(0, 9)])
    _ = window
  }

  @Test func `rows that came into view are not cancelled`() {
    let (fixture, recorder, window) = prefetchingTable(rows: 20)
    fixture.table.scrollToRow(at: path(0, 3), at: .top, animated: false)
    #expect(recorder.cancelled.isEmpty, "rows 3 to 5 were shown, not dropped")
    _ = window
  }

  @Test func `a table without a prefetch data source asks nothing`() {
    let fixture = TableFixture(RowsDataSource(rows: ["a", "b", "c", "d"]), visibleRows: 2)
    fixture.table.layoutIfNeeded()
    #expect(fixture.table.prefetchDataSource == nil)
  }
}
