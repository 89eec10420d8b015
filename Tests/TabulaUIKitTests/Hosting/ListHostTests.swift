@_spi(Hosting) @_spi(Surfaces) import Tabula
import TabulaTestSupport
@_spi(Hosting) import TabulaUIKit
import Testing

#if os(Linux)
@_spi(StandIn) import UIKit
#else
import UIKit
#endif

/// `ListHost` under the calls SwiftUI makes: `updateUIView` again and again with equal or new
/// inputs, bindings changed from outside, user actions between updates, and dismantling.
@MainActor
struct ListHostTests {
  static func list(_ sections: [[Int]]) throws -> AdapterList {
    AdapterList(try .adapter(sections))
  }

  // MARK: Updates

  @Test func `an update with equal inputs binds nothing and plans no row`() throws {
    let fixture = AdapterHostFixture(try Self.list([[1, 2, 3], [4]]))
    fixture.update()
    let counts = fixture.host.dataSource.updateCounts
    let hostCounts = fixture.host.counts
    for _ in 0..<5 { fixture.update() }
    #expect(fixture.host.counts.binds == 1)
    #expect(fixture.host.counts.updates == 6)
    #expect(fixture.host.dataSource.updateCounts == counts, "no plan, batch or reload")
    #expect(fixture.host.counts.selectionsApplied == hostCounts.selectionsApplied)
    #expect(fixture.host.counts.editingChanges == hostCounts.editingChanges)
    #expect(fixture.shown == ["#1 item 1", "#2 item 2", "#3 item 3", "#4 item 4"])
  }

  @Test func `a new provider is bound in place of the old, whose changes no longer show`() throws {
    let old = try Self.list([[1, 2]])
    let fixture = AdapterHostFixture(old)
    fixture.update()
    let new = try Self.list([[7, 8, 9]])
    fixture.provider = new
    fixture.update()
    #expect(fixture.host.counts.binds == 2)
    #expect(fixture.shown == ["#7 item 7", "#8 item 8", "#9 item 9"])
    try old.perform(.deleteItems([1]), named: "Delete")
    fixture.settle()
    #expect(fixture.shown == ["#7 item 7", "#8 item 8", "#9 item 9"])
  }

  @Test func `the provider's changes animate without an update of the view`() throws {
    let list = try Self.list([[1, 2, 3]])
    let fixture = AdapterHostFixture(list)
    fixture.update()
    let violations = UIKitDriver.violations {
      try? list.perform(.deleteItems([2]), named: "Delete")
      fixture.settle()
    }
    #expect(violations.isEmpty)
    #expect(fixture.host.dataSource.updateCounts.batches == 1)
    #expect(fixture.shown == ["#1 item 1", "#3 item 3"])
  }

  // MARK: Selection

  @Test func `a selection changed from outside selects those rows and writes nothing back`()
    throws
  {
    let fixture = AdapterHostFixture(try Self.list([[1, 2, 3]]))
    fixture.isEditing = true
    fixture.update()
    fixture.selection = [2, 3]
    fixture.update()
    fixture.settle()
    #expect(fixture.host.dataSource.selection == [2, 3])
    #expect(Set(fixture.host.collectionView.indexPathsForSelectedItems ?? []).count == 2)
    #expect(fixture.selectionWrites == 0)
    #expect(fixture.log.entries.isEmpty)
  }

  @Test func `a selection naming absent items is reported, and the binding gets what is selected`()
    throws
  {
    let fixture = AdapterHostFixture(try Self.list([[1, 2, 3]]))
    fixture.update()
    fixture.selection = [2, 42]
    fixture.update()
    #expect(fixture.log.kinds == [.unknownIdentifiers])
    #expect(fixture.log.entries.first?.message.contains("42") == true)
    #expect(fixture.selectionWrites == 0, "not during the update")
    // SwiftUI updates again before the write arrives, with the value it still holds.
    fixture.update()
    #expect(fixture.log.kinds == [.unknownIdentifiers], "the stale value is not applied again")
    fixture.settle()
    #expect(fixture.selection == [2])
    #expect(fixture.host.dataSource.selection == [2])
    #expect(fixture.writesDuringUpdate == 0)
  }

  @Test func `the user's selection is written to the binding at once and kept by identity`()
    throws
  {
    let list = try Self.list([[1, 2, 3]])
    let fixture = AdapterHostFixture(list)
    fixture.update()
    fixture.host.collectionView.layoutIfNeeded()
    #expect(fixture.host.collectionView.simulateTap(at: IndexPath(item: 1, section: 0)))
    #expect(fixture.selection == [2])
    #expect(fixture.selectionWrites == 1)
    fixture.update()
    // The selected item moves: it stays selected, and the binding does not change.
    try list.perform(.moveItem(2, to: ItemPath(section: 0, item: 2)), named: "Move")
    fixture.settle()
    #expect(fixture.selection == [2])
    #expect(fixture.selectionWrites == 1)
    // The selected item goes: the binding empties.
    try list.perform(.deleteItems([2]), named: "Delete")
    fixture.settle()
    #expect(fixture.selection.isEmpty)
    #expect(fixture.writesDuringUpdate == 0)
  }

  @Test func `a selection lost during an update reaches the binding after it`() throws {
    let fixture = AdapterHostFixture(try Self.list([[1, 2, 3]]))
    fixture.selection = [3]
    fixture.update()
    #expect(fixture.host.dataSource.selection == [3])
    fixture.provider = try Self.list([[1, 2]])
    fixture.update()
    #expect(fixture.selection == [3], "still, during the update")
    fixture.settle()
    #expect(fixture.selection.isEmpty)
    #expect(fixture.writesDuringUpdate == 0)
  }

  @Test func `the user's selection while a write-back waits is not undone by a stale update`()
    throws
  {
    let fixture = AdapterHostFixture(try Self.list([[1, 2, 3]]))
    fixture.selection = [1]
    fixture.update()
    fixture.provider = try Self.list([[2, 3]])
    fixture.update()  // item 1 goes: the empty selection waits for the update to end
    fixture.host.collectionView.layoutIfNeeded()
    #expect(fixture.host.collectionView.simulateTap(at: IndexPath(item: 0, section: 0)))
    #expect(fixture.host.dataSource.selection == [2])
    fixture.update()  // SwiftUI still hands over [1]: stale, not a change
    #expect(fixture.host.dataSource.selection == [2])
    #expect(fixture.log.entries.isEmpty, "the stale value is not applied")
    fixture.settle()
    #expect(fixture.selection == [2])
    #expect(fixture.host.dataSource.selection == [2])
    #expect(fixture.writesDuringUpdate == 0)
  }

  @Test func `a searchable provider takes the search field's text through the host`() throws {
    let list = try Self.list([[1, 2, 3, 12]])
    let search = SearchFilter(list) { item, text in item.label.contains(text) }
    let fixture = AdapterHostFixture(search)
    fixture.update()
    #expect(fixture.host.isSearchable)
    fixture.host.search("#1")
    fixture.settle()
    #expect(fixture.shown == ["#1 item 1", "#12 item 12"])
    fixture.host.search("")
    fixture.settle()
    #expect(fixture.shown.count == 4)
    #expect(!AdapterHostFixture(list).host.isSearchable, "before an update, no provider")
  }

  // MARK: Edit mode and undo

  @Test func `edit mode follows the environment, and the user's pan writes it back`() throws {
    let fixture = AdapterHostFixture(try Self.list([[1, 2, 3]]))
    fixture.update()
    fixture.isEditing = true
    fixture.update()
    fixture.update()
    #expect(fixture.host.collectionView.isEditing)
    #expect(fixture.host.counts.editingChanges == 1)
    fixture.isEditing = false
    fixture.update()
    #expect(!fixture.host.collectionView.isEditing)
    #expect(fixture.editingWrites == 0)
  }

  @Test func `the user's deletion is one step of the environment's undo manager`() throws {
    let list = try Self.list([[1, 2, 3]])
    let fixture = AdapterHostFixture(list)
    fixture.isEditing = true
    fixture.selection = [1, 3]
    fixture.update()
    fixture.host.dataSource.deleteSelection()
    fixture.settle()
    #expect(list.snapshot.layout == [[2]])
    #expect(fixture.undoManager.canUndo)
    #expect(fixture.undoManager.undoActionName == "Delete")
    UIKitDriver.endRunLoopPass()
    fixture.undoManager.undo()
    fixture.settle()
    #expect(list.snapshot.layout == [[1, 2, 3]])
    #expect(fixture.undoManager.canRedo)
    fixture.undoManager.redo()
    fixture.settle()
    #expect(list.snapshot.layout == [[2]])
    #expect(fixture.shown == ["#2 item 2"])
  }

  @Test func `a new provider removes the old one's undo steps`() throws {
    let fixture = AdapterHostFixture(try Self.list([[1, 2, 3]]))
    fixture.selection = [1]
    fixture.update()
    fixture.host.dataSource.deleteSelection()
    fixture.settle()
    #expect(fixture.undoManager.canUndo)
    fixture.provider = try Self.list([[5]])
    fixture.update()
    #expect(!fixture.undoManager.canUndo)
  }

  // MARK: Expansion

  static func outline() throws -> AdapterList {
    var snapshot = try AdapterSnapshot.adapter([[1, 2]])
    try snapshot.appendItems([AdapterItem(10), AdapterItem(11)], under: 1)
    try snapshot.appendItems([AdapterItem(20)], under: 2)
    return AdapterList(snapshot)
  }

  @Test func `an expansion binding opens rows; leaves and absent items are reported`() throws {
    let fixture = AdapterHostFixture(try Self.outline())
    fixture.bindsExpansion = true
    fixture.update()
    #expect(fixture.shown == ["#1 item 1", "#2 item 2"])
    fixture.expansion = [1, 11, 99]
    fixture.update()
    fixture.settle()
    #expect(fixture.shown == ["#1 item 1", "#10 item 10", "#11 item 11", "#2 item 2"])
    #expect(fixture.log.kinds == [.unknownIdentifiers, .unknownIdentifiers])
    #expect(fixture.log.entries.map(\.message).joined().contains("99"))
    #expect(fixture.log.entries.map(\.message).joined().contains("11"))
    #expect(fixture.expansion == [1])
    #expect(fixture.writesDuringUpdate == 0)
  }

  @Test func `expanding in the list writes the expansion binding`() throws {
    let fixture = AdapterHostFixture(try Self.outline())
    fixture.bindsExpansion = true
    fixture.update()
    fixture.host.dataSource.toggleExpansion(of: 2)
    fixture.settle()
    #expect(fixture.expansion == [2])
    #expect(fixture.shown == ["#1 item 1", "#2 item 2", "#20 item 20"])
  }

  // MARK: Rows

  @Test func `each row shows its own item's content after the rows change`() throws {
    let list = try Self.list([[1, 2, 3]])
    let fixture = AdapterHostFixture(list)
    fixture.update()
    list.replace(with: try .adapter([[4, 2, 6, 1]]))
    fixture.settle()
    #expect(fixture.shown == ["#4 item 4", "#2 item 2", "#6 item 6", "#1 item 1"])
    let contentViews = fixture.host.collectionView.visibleCells.map(\.contentView)
    #expect(contentViews.allSatisfy { $0 is HostedRowView }, "the configuration made them")
  }

  @Test func `headers show the section's content configuration`() throws {
    let fixture = AdapterHostFixture(try Self.list([[1], [2]]), headers: true)
    fixture.update()
    fixture.host.collectionView.layoutIfNeeded()
    let header = fixture.host.collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    let label = ((header as? UICollectionViewListCell)?.contentView as? HostedRowView)?.label
    #expect(label == "section 1")
  }

  // MARK: Dismantling

  @Test func `dismantled while a batch animates, the host writes nothing and keeps no step`()
    throws
  {
    let list = try Self.list([[1, 2, 3]])
    let fixture = AdapterHostFixture(list)
    fixture.selection = [2]
    fixture.update()
    fixture.host.dataSource.deleteSelection()
    #expect(fixture.undoManager.canUndo)
    let writes = fixture.selectionWrites
    fixture.host.dismantle()
    UIKitDriver.runPendingAnimations()
    fixture.scheduler.drain()
    #expect(!fixture.undoManager.canUndo)
    fixture.host.dataSource.selection = [1]
    try list.perform(.deleteItems([1]), named: "Delete")
    UIKitDriver.runPendingAnimations()
    fixture.scheduler.drain()
    #expect(fixture.selectionWrites == writes, "the binding is no longer written")
    #expect(fixture.writesDuringUpdate == 0)
  }
}
