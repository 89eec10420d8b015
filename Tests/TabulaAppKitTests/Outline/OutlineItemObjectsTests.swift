@_spi(AppKitUpdates) import TabulaAppKit
import Testing

/// The objects that stand for an outline's rows: `NSOutlineView` requires "the same object for
/// a specified `child` and `item`" (Apple's documentation of `outlineView(_:child:ofItem:)`).
@MainActor
struct OutlineItemObjectsTests {
  @Test func `an identifier has one object until its row stops showing`() throws {
    var objects = OutlineItemObjects()
    let first = objects.object(for: AnyHashable(1))
    #expect(objects.object(for: .current(AnyHashable(1))) === first)
    objects.keep(only: try #require(OutlineForest([.init(id: 1, parent: nil)])))
    #expect(objects.object(for: AnyHashable(1)) === first)
    objects.keep(only: OutlineForest())
    #expect(objects.object(for: AnyHashable(1)) !== first)
  }

  @Test
  func
    `a replaced row keeps its old object for the calls that name it, and the new row gets a new one`()
    throws
  {
    var objects = OutlineItemObjects()
    let old = objects.object(for: AnyHashable(1))
    let sibling = objects.object(for: AnyHashable(2))
    objects.prepare(departing: [AnyHashable(1)])
    let new = objects.object(for: .current(AnyHashable(1)))
    #expect(new !== old)
    #expect(objects.object(for: .departing(AnyHashable(1))) === old)
    #expect(objects.object(for: .current(AnyHashable(2))) === sibling)
    objects.keep(
      only: try #require(OutlineForest([.init(id: 1, parent: nil), .init(id: 2, parent: nil)])))
    #expect(objects.object(for: AnyHashable(1)) === new)
  }
}
