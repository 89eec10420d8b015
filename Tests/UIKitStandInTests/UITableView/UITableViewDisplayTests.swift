import Testing
@_spi(StandIn) import UIKit

/// A delegate that records the rows a table is about to display.
@MainActor
final class DisplayRecorder: NSObject, UITableViewDelegate,
  UICollectionViewDelegate
{
  var displayed: [IndexPath] = []

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    #expect(tableView.cellForRow(at: indexPath) === cell || cell.superview === tableView)
    displayed.append(indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    displayed.append(indexPath)
  }
}

@MainActor struct UITableViewDisplayTests {
  /// A table with a delegate that records displays, then put in a window.
  private func displayedTable(_ dataSource: RowsDataSource) -> (
    fixture: TableFixture<RowsDataSource>, recorder: DisplayRecorder, window: UIWindow
  ) {
    let fixture = TableFixture(dataSource, inWindow: false, visibleRows: 4)
    let recorder = DisplayRecorder()
    fixture.table.delegate = recorder
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.addSubview(fixture.table)
    fixture.table.layoutIfNeeded()
    return (fixture, recorder, window)
  }

  @Test func `rows coming into view are displayed once each, after their cells are made`() {
    let dataSource = RowsDataSource(rows: (0..<10).map(String.init))
    let (fixture, recorder, window) = displayedTable(dataSource)
    #expect(recorder.displayed == (0..<4).map { path(0, $0) })
    #expect(dataSource.cellRequests == recorder.displayed)
    fixture.table.layoutIfNeeded()
    #expect(recorder.displayed.count == 4, "rows that stay in view are not displayed again")
    fixture.table.scrollToRow(at: path(0, 9), at: .bottom, animated: false)
    #expect(recorder.displayed.suffix(4) == (6..<10).map { path(0, $0) })
    _ = window
  }

  @Test func `an inserted row in view is displayed`() {
    let dataSource = RowsDataSource(rows: ["a", "b"])
    let (fixture, recorder, window) = displayedTable(dataSource)
    dataSource.sections = [["a", "new", "b"]]
    fixture.table.performBatchUpdates {
      fixture.table.insertRows(at: [path(0, 1)], with: .automatic)
    }
    UIKitStandIn.runPendingAnimations()
    fixture.table.layoutIfNeeded()
    #expect(recorder.displayed == [path(0, 0), path(0, 1), path(0, 1)])
    _ = window
  }

  @Test func `items of a collection view coming into view are displayed`() {
    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let dataSource = ItemsDataSource(count: 6)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collectionView.dataSource = dataSource
    collectionView.standInVisibleItemLimit = 3
    let recorder = DisplayRecorder()
    collectionView.delegate = recorder
    let window = UIWindow(frame: .zero)
    window.addSubview(collectionView)
    collectionView.layoutIfNeeded()
    #expect(recorder.displayed == (0..<3).map { IndexPath(item: $0, section: 0) })
  }
}

/// A collection view data source of one section of plain cells.
@MainActor private final class ItemsDataSource: NSObject, UICollectionViewDataSource {
  let count: Int

  init(count: Int) {
    self.count = count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }
}
