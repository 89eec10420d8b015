// Linux only: taps on a cell's accessories are the stand-in's hook; real UIKit has no such
// call. See CONTRIBUTING.md, "How the UIKit layer is verified".
#if os(Linux)
@_spi(Hosting) @_spi(Surfaces) import Tabula
import TabulaTestSupport
@_spi(Hosting) import TabulaUIKit
import Testing
@_spi(StandIn) import UIKit

/// The edit-mode controls of a hosted list's rows: delete and reorder where the behaviour
/// allows them, a delete that is one undo step.
@MainActor
struct HostedAccessoriesTests {
  @Test func `rows show delete and reorder controls as the behaviour allows`() throws {
    let fixture = AdapterHostFixture(AdapterList(try .adapter([[1, 2]])))
    fixture.behavior = ListBehavior(allowsDeleting: true, allowsMoving: false)
    fixture.update()
    let cell = try #require(
      fixture.host.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        as? UICollectionViewListCell)
    #expect(cell.accessories.map(\.accessoryType) == [.delete])
    #expect(cell.accessories.first?.standInDisplayedState == .whenEditing)
    fixture.behavior.allowsMoving = true
    fixture.update()
    #expect(cell.accessories.map(\.accessoryType) == [.delete, .reorder], "visible rows follow")
  }

  @Test func `tapping a row's delete control in edit mode deletes it as one undo step`() throws {
    let list = AdapterList(try .adapter([[1, 2, 3]]))
    let fixture = AdapterHostFixture(list)
    fixture.isEditing = true
    fixture.update()
    let cell = try #require(
      fixture.host.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        as? UICollectionViewListCell)
    #expect(cell.accessories.map(\.accessoryType) == [.delete, .reorder])
    #expect(cell.standInTapAccessory(.delete))
    fixture.settle()
    #expect(list.snapshot.layout == [[1, 3]])
    #expect(fixture.undoManager.undoActionName == "Delete")
    fixture.undoManager.undo()
    fixture.settle()
    #expect(list.snapshot.layout == [[1, 2, 3]])
  }
}
#endif
