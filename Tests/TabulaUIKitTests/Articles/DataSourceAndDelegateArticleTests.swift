// Linux only: this file needs the UIKit stand-in (simulated scrolls and swipes, which real
// UIKit does not let a test make). See CONTRIBUTING.md, "How the UIKit layer is verified".
#if os(Linux)
import Foundation
import Tabula
import TabulaUIKit
import Testing
@_spi(StandIn) import UIKit

/// The claims of the article "The view's data source and delegate"
/// (`TabulaUIKit.docc/DataSourceAndDelegate.md`), and its examples line for line; run against
/// the UIKit stand-in.
@MainActor
struct DataSourceAndDelegateArticleTests {
  // MARK: The article's model, cell and screen

  struct Song: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
  }

  final class SongCell: UITableViewCell, ConfigurableCell {
    func configure(with song: Song, at path: ItemPath) {
      textLabel?.text = song.title
    }
  }

  final class SongItemCell: UICollectionViewCell, ConfigurableCell {
    func configure(with song: Song, at path: ItemPath) {}
  }

  final class SongsViewController: UIViewController {
    // NB: not private, as in the article, so that the test can read them.
    let tableView = UITableView(frame: .zero, style: .plain)
    var dataSource: ListDataSource<ListSection, Song>?

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(tableView)
      dataSource = ListDataSource(
        surface: tableView, registration: CellRegistration<SongCell, Song>())
    }
  }

  @MainActor final class Player {
    var played: [Song] = []
    func play(_ song: Song) { played.append(song) }
  }

  @MainActor final class Artwork {
    var preloaded: [Int] = []
    func preload(_ ids: [Int]) { preloaded += ids }
  }

  /// A delegate of the app's own, set where the article says not to.
  final class AppDelegateObject: NSObject, UITableViewDelegate {
    var selected: [IndexPath] = []
    var endedScrolls = 0
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      selected.append(indexPath)
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      endedScrolls += 1
    }
  }

  nonisolated static func songs(_ ids: ClosedRange<Int>, prefix: String = "Song") -> [Song] {
    ids.map { Song(id: $0, title: "\(prefix) \($0)") }
  }

  static func snapshot(_ songs: [Song]) throws -> Snapshot<ListSection, Song> {
    try Snapshot { SnapshotSection("Queue") { songs } }
  }

  /// A table of `height` points in a window, driven by a data source of songs.
  static func table(height: CGFloat = 844) -> (UIWindow, UITableView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: height))
    let tableView = UITableView(frame: window.bounds, style: .plain)
    window.addSubview(tableView)
    return (window, tableView)
  }

  // MARK: What the data source takes over

  @Test func `the screen's data source becomes the table's data source, delegate and the rest`()
    throws
  {
    let controller = SongsViewController()
    let (window, _) = Presentation.present(controller)
    let tableView = controller.tableView
    let dataSource = try #require(controller.dataSource)
    tableView.frame = window.bounds
    dataSource.apply(try Self.snapshot(Self.songs(1...3)))
    Presentation.settle(window)

    let installed = try #require(tableView.dataSource)
    #expect(tableView.delegate === installed)
    #expect(tableView.prefetchDataSource === installed)
    #expect(tableView.dragDelegate === installed)
    #expect(tableView.dropDelegate === installed)
    #expect(tableView.dragInteractionEnabled)
    #expect(tableView.shownTexts == ["Song 1", "Song 2", "Song 3"])
    #expect(tableView.recordedViolations.isEmpty)
  }

  @Test func `a collection view gets the same: data source, delegate, prefetching, drag and drop`()
    throws
  {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewFlowLayout())
    let dataSource = ListDataSource<ListSection, Song>(
      surface: collectionView, registration: CellRegistration<SongItemCell, Song>())
    let installed = try #require(collectionView.dataSource)
    #expect(collectionView.delegate === installed)
    #expect(collectionView.prefetchDataSource === installed)
    #expect(collectionView.dragDelegate === installed)
    #expect(collectionView.dropDelegate === installed)
    #expect(collectionView.dragInteractionEnabled)
    withExtendedLifetime(dataSource) {}
  }

  @Test func `a delegate the view had before is replaced`() {
    let (_, tableView) = Self.table()
    let mine = AppDelegateObject()
    tableView.delegate = mine
    let dataSource = ListDataSource<ListSection, Song>(
      surface: tableView, registration: CellRegistration<SongCell, Song>())
    #expect(tableView.delegate !== mine)
    #expect(tableView.delegate === tableView.dataSource)
    withExtendedLifetime(dataSource) {}
  }

  @Test func `once the data source is released the view has no data source and no delegate`()
    throws
  {
    let (window, tableView) = Self.table()
    var dataSource: ListDataSource<ListSection, Song>? = ListDataSource(
      surface: tableView, registration: CellRegistration<SongCell, Song>())
    dataSource?.apply(try Self.snapshot(Self.songs(1...3)))
    Presentation.settle(window)
    #expect(tableView.dataSource != nil)
    dataSource = nil
    #expect(tableView.dataSource == nil)
    #expect(tableView.delegate == nil)
    #expect(tableView.prefetchDataSource == nil)
  }

  // MARK: Where your delegate code goes

  @Test func `the behaviour's closures take the place of the delegate methods, as in the article`()
    throws
  {
    let player = Player()
    let artwork = Artwork()
    let (window, tableView) = Self.table(height: 600)
    let dataSource = ListDataSource<ListSection, Song>(
      surface: tableView, registration: CellRegistration<SongCell, Song>())
    dataSource.apply(try Self.snapshot(Self.songs(1...40)))

    var behavior = ListBehavior<Song>(didSelect: { song, _ in player.play(song) })
    behavior.prefetchItems = { songs in artwork.preload(songs.map(\.id)) }
    behavior.headerTitle = { section in section == 0 ? "Up next" : nil }
    dataSource.behavior = behavior
    tableView.rowHeight = 60

    Presentation.settle(window)
    #expect(tableView.headerTitle(inSection: 0) == "Up next")
    #expect(tableView.rectForRow(at: IndexPath(row: 3, section: 0)).height == 60)
    let visible = try #require(tableView.indexPathsForVisibleRows)
    #expect(visible.count <= 11, "600 points of 60-point rows (and a header)")
    #expect(!artwork.preloaded.isEmpty)
    #expect(artwork.preloaded.allSatisfy { $0 > visible.count })
    tableView.simulateTap(at: IndexPath(row: 1, section: 0))
    #expect(player.played == [Song(id: 2, title: "Song 2")])
    #expect(tableView.recordedViolations.isEmpty)
  }

  @Test func `a table without a height per row gives every row the table's row height`() throws {
    let (window, tableView) = Self.table()
    let dataSource = ListDataSource<ListSection, Song>(
      surface: tableView, registration: CellRegistration<SongCell, Song>())
    dataSource.apply(try Self.snapshot(Self.songs(1...5)))
    tableView.rowHeight = 52
    Presentation.settle(window)
    for row in 0..<5 {
      #expect(tableView.rectForRow(at: IndexPath(row: row, section: 0)).height == 52)
    }
  }

  // MARK: What you cannot keep

  @Test func `after the app sets its own delegate, rows show but a tap no longer reaches the list`()
    throws
  {
    let player = Player()
    let (window, tableView) = Self.table()
    let dataSource = ListDataSource<ListSection, Song>(
      surface: tableView, registration: CellRegistration<SongCell, Song>())
    dataSource.behavior = ListBehavior<Song>(didSelect: { song, _ in player.play(song) })
    dataSource.apply(try Self.snapshot(Self.songs(1...3)))
    let mine = AppDelegateObject()
    tableView.delegate = mine
    Presentation.settle(window)

    #expect(tableView.shownTexts == ["Song 1", "Song 2", "Song 3"])
    tableView.simulateTap(at: IndexPath(row: 0, section: 0))
    #expect(mine.selected == [IndexPath(row: 0, section: 0)])
    #expect(player.played.isEmpty)
  }

  @Test func `after the app sets its own delegate, a paged provider loads no further page`()
    async throws
  {
    let (window, tableView) = Self.table(height: 440)
    tableView.rowHeight = 44
    let dataSource = ListDataSource<ListSection, Song>(
      surface: tableView, registration: CellRegistration<SongCell, Song>())
    let mine = AppDelegateObject()
    tableView.delegate = mine
    let songs = PagedProvider<Song, Int>(prefetchDistance: 5) { cursor in
      let start = cursor ?? 1
      return (items: Self.songs(start...(start + 19)), nextCursor: start + 20)
    }
    let token = dataSource.bind(to: songs)
    await songs.refresh()?.value
    Presentation.settle(window)
    #expect(songs.snapshot.numberOfItems == 20)

    tableView.contentOffset = CGPoint(x: 0, y: 44 * 12)
    Presentation.settle(window)
    #expect(tableView.indexPathsForVisibleRows?.last == IndexPath(row: 19, section: 0))
    #expect(songs.pagingState == .idle)
    for _ in 0..<10 { await Task.yield() }
    #expect(songs.snapshot.numberOfItems == 20)
    withExtendedLifetime(token) {}
  }

  @Test func `with the table's own delegate the same scroll loads the next page`() async throws {
    let (window, tableView) = Self.table(height: 440)
    tableView.rowHeight = 44
    let dataSource = ListDataSource<ListSection, Song>(
      surface: tableView, registration: CellRegistration<SongCell, Song>())
    let songs = PagedProvider<Song, Int>(prefetchDistance: 5) { cursor in
      let start = cursor ?? 1
      return (items: Self.songs(start...(start + 19)), nextCursor: start + 20)
    }
    let token = dataSource.bind(to: songs)
    await songs.refresh()?.value
    Presentation.settle(window)

    tableView.contentOffset = CGPoint(x: 0, y: 44 * 12)
    Presentation.settle(window)
    #expect(songs.pagingState.isLoading)
    withExtendedLifetime(token) {}
  }

  @Test(arguments: [false, true])
  func `a snapshot that arrives during a scroll waits, until the scroll ends or the next one`(
    appSetsDelegate: Bool
  ) throws {
    let (window, tableView) = Self.table()
    let dataSource = ListDataSource<ListSection, Song>(
      surface: tableView, registration: CellRegistration<SongCell, Song>())
    dataSource.scrollAnchoring = .keepAnchor(.firstFullyVisible)
    dataSource.apply(try Self.snapshot(Self.songs(1...3)))
    let mine = AppDelegateObject()
    if appSetsDelegate { tableView.delegate = mine }
    Presentation.settle(window)

    tableView.standInBeginDragging()
    dataSource.apply(try Self.snapshot(Self.songs(1...3, prefix: "New")))
    Presentation.settle(window)
    #expect(tableView.shownTexts == ["Song 1", "Song 2", "Song 3"])
    tableView.standInEndDragging(willDecelerate: false)
    Presentation.settle(window)
    if appSetsDelegate {
      #expect(mine.endedScrolls == 1)
      #expect(tableView.shownTexts == ["Song 1", "Song 2", "Song 3"])
      dataSource.apply(try Self.snapshot(Self.songs(1...3, prefix: "Newer")))
      Presentation.settle(window)
      Presentation.settle(window)
      #expect(tableView.shownTexts != ["Song 1", "Song 2", "Song 3"])
      #expect(tableView.shownTexts == ["Newer 1", "Newer 2", "Newer 3"])
    } else {
      #expect(tableView.shownTexts == ["New 1", "New 2", "New 3"])
    }
    #expect(tableView.recordedViolations.isEmpty)
  }
}
#endif
