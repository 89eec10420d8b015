@_spi(Hosting) @_spi(Surfaces) import Tabula
import TabulaTestSupport
@_spi(Hosting) import TabulaUIKit
import Testing

#if os(Linux)
@_spi(StandIn) import UIKit
#else
import UIKit
#endif

/// A hosted list of a binding to an array whose rows get bindings to their items
/// (`TabulaList($items) { $item in }`), and which a search text filters
/// (`.searchable(text:) { item, text in }`).
@MainActor
struct ArrayListModelWriteTests {
  typealias ArrayFixture = ArrayListModelTests.ArrayFixture

  @Test func `a row's write reaches the array and the row, and an equal write does nothing`() {
    let array = ArrayFixture([1, 2, 3])
    array.update()
    array.model.write(AdapterItem(2, "edited"), replacing: 2, through: array.fixture.host.writes)
    #expect(array.items.map(\.content) == ["item 1", "edited", "item 3"])
    array.update()
    array.fixture.settle()
    #expect(array.fixture.shown == ["#1 item 1", "#2 edited", "#3 item 3"])
    let writes = array.writes
    array.model.write(AdapterItem(2, "edited"), replacing: 2, through: array.fixture.host.writes)
    #expect(array.writes == writes)
  }

  @Test func `a write asked for during an update waits for it, behind the list's own writes`() {
    let array = ArrayFixture([1, 2, 3])
    array.update()
    array.fixture.host.update(animated: true) {
      array.model.write(AdapterItem(3, "late"), replacing: 3, through: array.fixture.host.writes)
      return ListHostUpdate(provider: array.model.list)
    }
    #expect(array.items[2].content == "item 3", "nothing is written during the update")
    array.fixture.settle()
    #expect(array.items.map(\.content) == ["item 1", "item 2", "late"])
    #expect(array.fixture.writesDuringUpdate == 0)
  }

  @Test func `a write to an item that has gone is dropped and reported`() {
    let array = ArrayFixture([1, 2, 3])
    array.update()
    array.fixture.host.update(animated: true) {
      array.model.write(AdapterItem(2, "late"), replacing: 2, through: array.fixture.host.writes)
      array.items.remove(at: 1)
      array.model.receive(
        HostBinding(array.items) { [unowned array] in array.items = $0 }, writable: true,
        through: array.fixture.host.writes)
      return ListHostUpdate(provider: array.model.list)
    }
    array.fixture.settle()
    #expect(array.items.map(\.id) == [1, 3])
    #expect(array.model.droppedItemWrites == 1)
    #expect(array.log.kinds == [.itemVanished])
  }

  @Test func `a search text shows the matching items, and a write keeps the hidden ones`() {
    let array = ArrayFixture([1, 2, 12, 3])
    array.filterText = "1"
    array.update()
    array.fixture.settle()
    #expect(array.fixture.shown == ["#1 item 1", "#12 item 12"])
    array.model.write(AdapterItem(12, "x"), replacing: 12, through: array.fixture.host.writes)
    #expect(array.items.map(\.id) == [1, 2, 12, 3])
    #expect(array.items[2].content == "x")
    array.filterText = ""
    array.update()
    array.fixture.settle()
    #expect(array.fixture.shown.count == 4)
  }

  @Test func `a deletion and a move among filtered rows keep the hidden items in place`() {
    let array = ArrayFixture([1, 2, 12, 3, 13])
    array.filterText = "1"
    array.fixture.isEditing = true
    array.update()
    array.fixture.host.collectionView.layoutIfNeeded()
    #expect(
      array.fixture.host.collectionView.simulateMove(
        from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)))
    #expect(array.items.map(\.id) == [12, 2, 13, 3, 1])
    array.update()
    array.fixture.selection = [13]
    array.fixture.bindsSelection = true
    array.update()
    array.fixture.host.dataSource.deleteSelection()
    array.fixture.settle()
    #expect(array.items.map(\.id) == [12, 2, 3, 1])
    #expect(array.fixture.shown == ["#12 item 12", "#1 item 1"])
  }
}
