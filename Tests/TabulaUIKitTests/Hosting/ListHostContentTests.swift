@_spi(Hosting) @_spi(Surfaces) import Tabula
@_spi(Hosting) import TabulaUIKit
import Testing

#if os(Linux)
@_spi(StandIn) import UIKit
#else
import UIKit
#endif

/// The rows on screen follow the state of the view that hosts the list: SwiftUI hands
/// `updateUIView` new row closures whenever the view's state changes, and a list whose rows on
/// screen kept their old content would show stale state (issue 52, item 2.1).
@MainActor
struct ListHostContentTests {
  static func fixture(count: Int) throws -> AdapterHostFixture {
    let fixture = AdapterHostFixture(AdapterList(try .adapter([Array(1...count)])))
    fixture.update()
    fixture.settle()
    return fixture
  }

  @Test func `the rows on screen show the view's new state after an update`() throws {
    let fixture = try Self.fixture(count: 30)
    #expect(fixture.shown.first == "#1 item 1")
    fixture.rowMark = "★ "
    fixture.update()
    #expect(fixture.shown.count > 1)
    #expect(fixture.shown.allSatisfy { $0?.hasPrefix("★ ") == true })
    #expect(fixture.shown == fixture.expected.map { $0.map { "★ " + $0 } })
  }

  @Test func `an update configures the rows on screen and no other, whatever the list's length`()
    throws
  {
    var configuredPerUpdate: [Int] = []
    for count in [50, 500, 5_000] {
      let fixture = try Self.fixture(count: count)
      let visible = fixture.shown.count
      let made = fixture.rowsMade.count
      let dataSourceCounts = fixture.host.dataSource.updateCounts
      fixture.rowMark = "★ "
      fixture.update()
      #expect(fixture.rowsMade.count - made == visible)
      #expect(fixture.host.dataSource.updateCounts == dataSourceCounts, "no plan, batch or reload")
      configuredPerUpdate.append(fixture.rowsMade.count - made)
    }
    #expect(Set(configuredPerUpdate).count == 1, "\(configuredPerUpdate)")
    #expect(configuredPerUpdate[0] < 50)
  }

  @Test func `an update reads the rows on screen in as many descents whatever the list's length`()
    throws
  {
    var descentsPerUpdate: [Int] = []
    for count in [500, 50_000] {
      let fixture = try Self.fixture(count: count)
      let descents = fixture.host.counts.itemLeavesRead
      fixture.rowMark = "★ "
      fixture.update()
      #expect(fixture.shown.allSatisfy { $0?.hasPrefix("★ ") == true })
      descentsPerUpdate.append(fixture.host.counts.itemLeavesRead - descents)
    }
    #expect(Set(descentsPerUpdate).count == 1, "\(descentsPerUpdate)")
    #expect((1...2).contains(descentsPerUpdate[0]), "the rows on screen span one or two leaves")
  }

  @Test func `an update with equal inputs plans no row and configures only the rows on screen`()
    throws
  {
    let fixture = try Self.fixture(count: 200)
    let visible = fixture.shown.count
    let dataSourceCounts = fixture.host.dataSource.updateCounts
    let reconfigured = fixture.host.counts.rowsReconfigured
    for _ in 0..<3 { fixture.update() }
    #expect(fixture.host.dataSource.updateCounts == dataSourceCounts)
    #expect(fixture.host.counts.rowsReconfigured - reconfigured == 3 * visible)
    #expect(fixture.host.counts.binds == 1)
  }

  @Test
  func
    `an update without new closures makes no row, and gives the rows on screen only the controls that changed`()
    throws
  {
    let fixture = try Self.fixture(count: 200)
    let visible = fixture.shown.count
    let cell = try #require(
      fixture.host.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        as? UICollectionViewListCell)
    #expect(cell.accessories.map(\.accessoryType) == [.delete, .reorder])
    let made = fixture.rowsMade.count
    let reconfigured = fixture.host.counts.rowsReconfigured
    let controls = fixture.host.counts.rowControlsUpdated
    fixture.host.update(ListHostUpdate(provider: fixture.provider, behavior: fixture.behavior))
    #expect(fixture.rowsMade.count == made, "the content's closures are the ones shown")
    #expect(fixture.host.counts.rowsReconfigured == reconfigured)
    #expect(fixture.host.counts.rowControlsUpdated == controls, "the controls are shown already")
    fixture.host.update(
      ListHostUpdate(provider: fixture.provider, behavior: ListBehavior(allowsMoving: true)))
    #expect(fixture.rowsMade.count == made)
    #expect(fixture.host.counts.rowControlsUpdated - controls == visible)
    #expect(cell.accessories.map(\.accessoryType) == [.reorder])
    #expect(fixture.shown == fixture.expected, "the rows keep their content")
    fixture.update()
    #expect(fixture.rowsMade.count - made == visible, "new closures configure every row on screen")
    #expect(cell.accessories.map(\.accessoryType) == [.delete, .reorder])
  }

  @Test func `a row that scrolls into view later is made with the latest closure`() throws {
    let fixture = try Self.fixture(count: 200)
    fixture.rowMark = "★ "
    fixture.update()
    let collectionView = fixture.host.collectionView
    collectionView.contentOffset = CGPoint(x: 0, y: 2_000)
    collectionView.layoutIfNeeded()
    #expect(fixture.shown.first != "★ #1 item 1")
    #expect(fixture.shown.allSatisfy { $0?.hasPrefix("★ ") == true })
  }

  @Test func `headers on screen show the view's new state after an update`() throws {
    let fixture = AdapterHostFixture(AdapterList(try .adapter([[1, 2], [3]])), headers: true)
    fixture.update()
    fixture.settle()
    let collectionView = fixture.host.collectionView
    collectionView.layoutIfNeeded()
    let kind = UICollectionView.elementKindSectionHeader
    let paths = collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind)
    #expect(!paths.isEmpty)
    fixture.headerMark = "★ "
    fixture.update()
    for path in paths {
      let view = try #require(
        collectionView.supplementaryView(forElementKind: kind, at: path)
          as? UICollectionViewListCell)
      let label = (view.contentView as? HostedRowView)?.label
      #expect(label?.hasPrefix("★ ") == true)
    }
  }
}
