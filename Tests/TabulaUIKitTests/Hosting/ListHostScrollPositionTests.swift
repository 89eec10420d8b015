@_spi(Hosting) @_spi(Surfaces) import Tabula
import TabulaTestSupport
@_spi(Hosting) import TabulaUIKit
import Testing

#if os(Linux)
@_spi(StandIn) import UIKit
#else
import UIKit
#endif

/// A scroll position that follows the user (`.scrollPosition(id:)`, issue 52): the list
/// writes the item at the top of its viewport as the user scrolls, after the view's update and
/// only when it changes, and scrolls to the item the app sets. SwiftUI's own
/// `scrollPosition(id:)` names "the scroll target view that's currently scrolled" and scrolls
/// to the one set (developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:)).
/// Tested against the UIKit stand-in (44-point rows).
@MainActor
struct ListHostScrollPositionTests {
  static func fixture(_ list: AdapterList) -> AdapterHostFixture {
    let fixture = AdapterHostFixture(list)
    fixture.bindsTopItem = true
    fixture.update()
    fixture.host.collectionView.layoutIfNeeded()
    fixture.settle()
    return fixture
  }

  /// The item of the first row whose bottom lies below the top of the viewport.
  static func topRow(_ fixture: AdapterHostFixture) -> Int? {
    let view = fixture.host.collectionView
    view.layoutIfNeeded()
    let top = view.contentOffset.y + view.adjustedContentInset.top
    let paths = view.indexPathsForVisibleItems.filter {
      (view.layoutAttributesForItem(at: $0)?.frame.maxY ?? 0) > top
    }
    return paths.min().flatMap { fixture.host.dataSource.snapshot.item(at: ItemPath($0))?.id }
  }

  @Test func `the user's scrolling writes the top item, after the update, once per new item`()
    throws
  {
    let fixture = Self.fixture(AdapterList(try .adapter([Array(1...200)])))
    let view = fixture.host.collectionView
    let rowHeight = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
      .frame.height
    let writes = fixture.topItemWrites
    view.contentOffset.y = rowHeight * 10 + 1
    view.contentOffset.y = rowHeight * 10 + 2
    #expect(fixture.topItemWrites == writes, "written once the main queue turns, not in UIKit")
    fixture.settle()
    #expect(fixture.topItem == 11)
    #expect(fixture.topItem == Self.topRow(fixture))
    #expect(fixture.topItemWrites == writes + 1, "a scroll within the same row writes nothing")
    view.contentOffset.y = rowHeight * 50
    fixture.settle()
    #expect(fixture.topItem == 51)
    #expect(fixture.topItemWrites == writes + 2)
    #expect(fixture.writesDuringUpdate == 0)
  }

  @Test func `a position the app sets is scrolled to, and the binding keeps it`() throws {
    let fixture = Self.fixture(AdapterList(try .adapter([Array(1...200)])))
    #expect(fixture.topItem == 1, "the list writes where it opens")
    let writes = fixture.topItemWrites
    fixture.topItem = 120
    fixture.update()
    fixture.settle()
    #expect(Self.topRow(fixture) == 120)
    #expect(fixture.topItem == 120)
    #expect(fixture.topItemWrites == writes, "the list's own scroll lands where the app asked")
    #expect(fixture.host.counts.scrolls == 1)
  }

  @Test func `a position an update under way brings is scrolled to once it shows`() throws {
    let list = AdapterList(try .adapter([Array(1...100)]))
    let fixture = Self.fixture(list)
    list.replace(with: try .adapter([Array(1...150)]))  // animates
    list.replace(with: try .adapter([Array(1...200)]))  // waits behind it
    fixture.topItem = 180
    fixture.update()
    #expect(fixture.host.counts.scrolls == 0, "180 is not shown yet")
    fixture.settle()
    #expect(fixture.host.counts.scrolls == 1)
    #expect(Self.topRow(fixture) == 180)
    #expect(fixture.topItem == 180)
  }

  @Test func `nothing is written while an update animates, the top item is once it ends`()
    throws
  {
    let list = AdapterList(try .adapter([Array(1...200)]))
    let fixture = Self.fixture(list)
    let view = fixture.host.collectionView
    let writes = fixture.topItemWrites
    list.replace(with: try .adapter([[0] + Array(1...200)]))  // animates
    view.contentOffset.y = 44 * 30
    fixture.scheduler.drain()
    #expect(fixture.topItemWrites == writes, "the rows on screen are not the position's yet")
    fixture.settle()
    view.contentOffset.y = 44 * 30 + 1
    fixture.settle()
    #expect(fixture.topItem == Self.topRow(fixture))
    #expect(fixture.topItemWrites == writes + 1)
  }

  @Test func `a position the list does not have is reported and the list stays put`() throws {
    let fixture = Self.fixture(AdapterList(try .adapter([Array(1...50)])))
    fixture.topItem = 99
    fixture.update()
    fixture.settle()
    #expect(fixture.log.kinds == [.unknownIdentifiers])
    #expect(fixture.host.collectionView.contentOffset.y == 0)
    #expect(fixture.host.counts.scrolls == 0)
  }
}
