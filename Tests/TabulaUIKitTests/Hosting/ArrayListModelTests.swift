@_spi(Hosting) @_spi(Surfaces) import Tabula
import TabulaTestSupport
@_spi(Hosting) import TabulaUIKit
import Testing

#if os(Linux)
@_spi(StandIn) import UIKit
#else
import UIKit
#endif

/// A hosted list of an array, and of a binding to one (`TabulaList($items)`): the user's
/// deletions and moves written back, repeated identifiers reported.
@MainActor
struct ArrayListModelTests {
  /// An array's state, a model and a host, as the SwiftUI view holds them.
  @MainActor
  final class ArrayFixture {
    var items: [AdapterItem]
    let model: ArrayListModel<AdapterItem>
    let fixture: HostFixture<ListSection>
    var writes = 0
    /// The search field's text, which items match when their label contains it.
    var filterText: String?

    init(_ ids: [Int]) {
      items = ids.map { AdapterItem($0) }
      let log = AdapterDiagnosticLog()
      model = ArrayListModel(diagnostics: log.handler)
      fixture = HostFixture(model.list, log: log)
      fixture.bindsSelection = false
    }

    var log: AdapterDiagnosticLog { fixture.log }

    func update() {
      model.receive(
        HostBinding(items) { [unowned self] new in
          writes += 1
          items = new
        }, writable: true,
        filter: filterText.map {
          ArrayFilter(text: $0) { item, text in item.label.contains(text) }
        },
        through: fixture.host.writes)
      fixture.behavior.allowsDeleting = model.isEditable
      fixture.behavior.allowsMoving = model.isEditable
      fixture.update()
    }
  }

  @Test func `the array shows as one section, and an equal array does nothing`() {
    let array = ArrayFixture([1, 2, 3])
    array.update()
    let counts = array.fixture.host.dataSource.updateCounts
    array.update()
    #expect(array.fixture.host.dataSource.updateCounts == counts)
    #expect(array.fixture.shown == ["#1 item 1", "#2 item 2", "#3 item 3"])
    #expect(array.writes == 0)
  }

  @Test func `the user's deletion and move are written back to the array`() {
    let array = ArrayFixture([1, 2, 3, 4])
    array.fixture.isEditing = true
    array.update()
    array.fixture.host.collectionView.layoutIfNeeded()
    #expect(
      array.fixture.host.collectionView.simulateMove(
        from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)))
    #expect(array.items.map(\.id) == [2, 3, 1, 4])
    array.update()
    array.fixture.selection = [3]
    array.fixture.bindsSelection = true
    array.update()
    array.fixture.host.dataSource.deleteSelection()
    array.fixture.settle()
    #expect(array.items.map(\.id) == [2, 1, 4])
    #expect(array.fixture.shown == ["#2 item 2", "#1 item 1", "#4 item 4"])
    #expect(array.fixture.writesDuringUpdate == 0)
  }

  @Test func `an array changed from outside animates to the new one and is not written back`() {
    let array = ArrayFixture([1, 2, 3])
    array.update()
    array.items.append(AdapterItem(4))
    array.items.removeFirst()
    array.update()
    array.fixture.settle()
    #expect(array.fixture.shown == ["#2 item 2", "#3 item 3", "#4 item 4"])
    #expect(array.writes == 0)
  }

  @Test func `repeated identifiers are reported once, shown once, and the rows are not editable`() {
    let array = ArrayFixture([1, 2, 2, 3, 1])
    array.update()
    #expect(array.log.kinds == [.duplicateIdentifiers])
    #expect(array.model.repeatedIDs == [2, 1])
    #expect(!array.model.isEditable)
    #expect(array.fixture.shown == ["#1 item 1", "#2 item 2", "#3 item 3"])
    array.update()
    #expect(array.log.kinds == [.duplicateIdentifiers], "the same array is not reported again")
    #expect(array.items.map(\.id) == [1, 2, 2, 3, 1], "nothing is lost")
    array.items = [1, 2, 3].map { AdapterItem($0) }
    array.update()
    #expect(array.model.isEditable)
  }
}
