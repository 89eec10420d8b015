@_spi(Hosting) @_spi(Surfaces) import Tabula
@_spi(Hosting) import TabulaUIKit
import Testing

#if os(Linux)
@_spi(StandIn) import UIKit
#else
import UIKit
#endif

/// The changes an update brings follow the view's transaction: animated, or shown at once when
/// the transaction disables animations (issue 52, item 2.10). SwiftUI hands `updateUIView` the
/// transaction of the state change (`context.transaction`); Apple documents
/// `Transaction.disablesAnimations` as "whether views should disable animations".
@MainActor
struct ListHostAnimationTests {
  static func fixture() throws -> (AdapterHostFixture, AdapterList) {
    let list = AdapterList(try .adapter([[1, 2, 3]]))
    let fixture = AdapterHostFixture(list)
    fixture.update()
    fixture.settle()
    return (fixture, list)
  }

  @Test func `a transaction that disables animations is shown at once, others animate`() {
    #expect(HostAnimation.animates(disablesAnimations: true) == false)
    #expect(HostAnimation.animates(disablesAnimations: false) == true)
  }

  @Test func `changes an animated update brings run as batches`() throws {
    let (fixture, list) = try Self.fixture()
    let before = fixture.host.dataSource.updateCounts
    fixture.changeDuringUpdate = { try? list.perform(.deleteItems([2]), named: "Delete") }
    fixture.update()
    fixture.settle()
    let after = fixture.host.dataSource.updateCounts
    #expect(after.batches == before.batches + 1)
    #expect(after.reloads == before.reloads)
    #expect(fixture.host.counts.unanimatedUpdates == 0)
    #expect(fixture.shown == ["#1 item 1", "#3 item 3"])
  }

  @Test func `changes an update without animation brings are shown by a reload, no batch`() throws {
    let (fixture, list) = try Self.fixture()
    let before = fixture.host.dataSource.updateCounts
    fixture.animated = false
    fixture.changeDuringUpdate = { try? list.perform(.deleteItems([2]), named: "Delete") }
    let violations = UIKitDriver.violations {
      fixture.update()
      fixture.settle()
    }
    #expect(violations.isEmpty)
    let after = fixture.host.dataSource.updateCounts
    #expect(after.batches == before.batches)
    #expect(after.reloads == before.reloads + 1)
    #expect(fixture.host.counts.unanimatedUpdates >= 1)
    #expect(fixture.shown == ["#1 item 1", "#3 item 3"])
  }

  @Test func `after an update without animation, the provider's own changes animate again`()
    throws
  {
    let (fixture, list) = try Self.fixture()
    fixture.animated = false
    fixture.update()
    let before = fixture.host.dataSource.updateCounts
    try list.perform(.deleteItems([1]), named: "Delete")
    fixture.settle()
    #expect(fixture.host.dataSource.updateCounts.batches == before.batches + 1)
    #expect(fixture.host.dataSource.updateCounts.reloads == before.reloads)
    #expect(fixture.shown == ["#2 item 2", "#3 item 3"])
  }
}
