@_spi(Hosting) @_spi(Surfaces) import Tabula
import TabulaTestSupport
@_spi(Hosting) import TabulaUIKit
import Testing

#if os(Linux)
@_spi(StandIn) import UIKit
#else
import UIKit
#endif

/// Scrolling to an item a view names: at once when it shows, once shown when an update under
/// way brings it, reported when the list has no such item; the target goes back to `nil`, so
/// that the same item can be asked for again.
@MainActor
struct ListHostScrollingTests {
  static func fixture(_ count: Int) throws -> AdapterHostFixture {
    let fixture = AdapterHostFixture(AdapterList(try .adapter([Array(1...count)])))
    fixture.bindsScrollTarget = true
    return fixture
  }

  static func isVisible(_ fixture: AdapterHostFixture, _ id: Int) -> Bool {
    let view = fixture.host.collectionView
    view.layoutIfNeeded()
    return view.indexPathsForVisibleItems.contains {
      fixture.host.dataSource.snapshot.item(at: ItemPath($0))?.id == id
    }
  }

  @Test func `a target the list shows is scrolled to, and the target goes back to nil`() throws {
    let fixture = try Self.fixture(200)
    fixture.update()
    #expect(!Self.isVisible(fixture, 150))
    fixture.scrollTarget = 150
    fixture.update()
    #expect(Self.isVisible(fixture, 150))
    #expect(fixture.host.counts.scrolls == 1)
    fixture.settle()
    #expect(fixture.scrollTarget == nil)
    #expect(fixture.writesDuringUpdate == 0)
    fixture.host.collectionView.contentOffset = .zero
    fixture.scrollTarget = 150
    fixture.update()
    #expect(Self.isVisible(fixture, 150), "the same item can be asked for again")
    #expect(fixture.host.counts.scrolls == 2)
  }

  @Test func `a target an update under way brings is scrolled to once it shows`() throws {
    let list = AdapterList(try .adapter([Array(1...100)]))
    let fixture = AdapterHostFixture(list)
    fixture.bindsScrollTarget = true
    fixture.update()
    list.replace(with: try .adapter([Array(1...150)]))  // animates
    list.replace(with: try .adapter([Array(1...200)]))  // waits behind it
    fixture.scrollTarget = 180
    fixture.update()
    #expect(fixture.host.counts.scrolls == 0, "180 is not shown yet")
    #expect(fixture.log.entries.isEmpty, "the list is about to have it: nothing to report")
    fixture.settle()
    #expect(fixture.host.counts.scrolls == 1)
    #expect(Self.isVisible(fixture, 180))
    #expect(fixture.scrollTarget == nil)
  }

  @Test func `a target the list does not have is reported and set back to nil`() throws {
    let fixture = try Self.fixture(10)
    fixture.update()
    fixture.scrollTarget = 99
    fixture.update()
    fixture.settle()
    #expect(fixture.log.kinds == [.unknownIdentifiers])
    #expect(fixture.scrollTarget == nil)
    #expect(fixture.host.counts.scrolls == 0)
  }

  @Test func `a newer target replaces one that waits for an update`() throws {
    let list = AdapterList(try .adapter([Array(1...100)]))
    let fixture = AdapterHostFixture(list)
    fixture.bindsScrollTarget = true
    fixture.update()
    list.replace(with: try .adapter([Array(1...200)]))
    fixture.scrollTarget = 190
    fixture.update()
    fixture.scrollTarget = 5
    fixture.update()
    fixture.settle()
    #expect(fixture.host.counts.scrolls == 1)
    #expect(Self.isVisible(fixture, 5))
    #expect(!Self.isVisible(fixture, 190))
  }
}
