@_spi(Hosting) @_spi(Surfaces) import Tabula
import TabulaTestSupport
@_spi(Hosting) import TabulaUIKit
import Testing

#if os(Linux)
@_spi(StandIn) import UIKit
#else
import UIKit
#endif

/// The selection, the expansion and edit mode of a hosted list under sequences that once lost
/// or undid them: a selection of rows an update is about to show, a write-back overtaken by a
/// newer value from outside, several rows selected outside edit mode, and edit mode changing
/// under a selection. Each case once failed; the host's property test found them.
@MainActor
struct ListHostSelectionTests {
  static func list(_ sections: [[Int]]) throws -> AdapterList {
    AdapterList(try .adapter(sections))
  }

  /// The items of the rows the view shows selected, in list order.
  static func shownSelected(_ fixture: AdapterHostFixture) -> [Int] {
    let view = fixture.host.collectionView
    let shown = fixture.host.dataSource.snapshot
    return (view.indexPathsForSelectedItems ?? []).sorted().compactMap {
      shown.item(at: ItemPath($0))?.id
    }
  }

  // MARK: Rows an update is about to show

  @Test func `a selection of a row that a waiting update brings is selected once it shows`()
    throws
  {
    let list = try Self.list([[1]])
    let fixture = AdapterHostFixture(list)
    fixture.update()
    list.replace(with: try .adapter([[1, 2]]))  // animates
    list.replace(with: try .adapter([[1, 2, 3]]))  // waits behind it
    #expect(fixture.host.dataSource.snapshot.layout == [[1, 2]])
    fixture.selection = [3]
    fixture.update()
    #expect(fixture.host.dataSource.selection == [3], "kept while the row is on its way")
    #expect(fixture.log.entries.isEmpty, "the list has the item: nothing to report")
    fixture.settle()
    #expect(fixture.shown == ["#1 item 1", "#2 item 2", "#3 item 3"])
    #expect(fixture.selection == [3])
    #expect(fixture.host.dataSource.selection == [3])
    #expect(Self.shownSelected(fixture) == [3])
    #expect(fixture.selectionWrites == 0)
  }

  @Test func `a selection of a row that a newer update takes away before it shows is dropped`()
    throws
  {
    let list = try Self.list([[1]])
    let fixture = AdapterHostFixture(list)
    fixture.update()
    list.replace(with: try .adapter([[1, 2]]))
    list.replace(with: try .adapter([[1, 2, 3]]))
    fixture.selection = [3]
    fixture.update()
    list.replace(with: try .adapter([[1, 2]]))  // 3 never shows
    fixture.settle()
    #expect(fixture.selection.isEmpty)
    #expect(fixture.host.dataSource.selection.isEmpty)
    #expect(Self.shownSelected(fixture).isEmpty)
    #expect(fixture.writesDuringUpdate == 0)
  }

  // MARK: Write-backs overtaken from outside

  @Test func `a write-back that waits is dropped when the app sets a newer selection`() throws {
    let fixture = AdapterHostFixture(try Self.list([[1, 2, 3]]))
    fixture.selection = [1]
    fixture.update()
    fixture.provider = try Self.list([[2, 3]])
    fixture.update()  // 1 goes: the empty selection waits for the update to end
    fixture.selection = [3]
    fixture.update()
    #expect(fixture.host.dataSource.selection == [3])
    fixture.scheduler.drain()
    fixture.update()
    fixture.settle()
    #expect(fixture.selection == [3], "the older write-back never reaches the binding")
    #expect(fixture.host.dataSource.selection == [3])
    #expect(Self.shownSelected(fixture) == [3])
    #expect(fixture.selectionWrites == 0)
  }

  @Test func `a write-back that waits is dropped when the app sets a newer expansion`() throws {
    var outline = try AdapterSnapshot.adapter([[1, 2]])
    try outline.appendItems([AdapterItem(10)], under: 1)
    try outline.appendItems([AdapterItem(20)], under: 2)
    let fixture = AdapterHostFixture(AdapterList(outline))
    fixture.bindsExpansion = true
    fixture.expansion = [1]
    fixture.update()
    var without1 = try AdapterSnapshot.adapter([[2]])
    try without1.appendItems([AdapterItem(20)], under: 2)
    fixture.provider = AdapterList(without1)
    fixture.update()  // 1 goes: the expansion without it waits
    fixture.expansion = [2]
    fixture.update()
    fixture.scheduler.drain()
    fixture.update()
    fixture.settle()
    #expect(fixture.expansion == [2])
    #expect(fixture.host.dataSource.expandedItems == [2])
    #expect(fixture.shown == ["#2 item 2", "#20 item 20"])
    #expect(fixture.expansionWrites == 0)
  }

  @Test func `once the binding shows the list's value, the app's return to the old one applies`()
    throws
  {
    let fixture = AdapterHostFixture(try Self.list([[1, 2, 3]]))
    fixture.selection = [1]
    fixture.update()
    fixture.provider = try Self.list([[2, 3]])
    fixture.update()  // 1 goes: the empty selection waits
    fixture.selection = []  // the app empties it too, before the write arrives
    fixture.update()
    fixture.provider = try Self.list([[1, 2, 3]])
    fixture.selection = [1]  // and selects 1 again: a change, not a stale value
    fixture.update()
    #expect(fixture.host.dataSource.selection == [1])
    fixture.scheduler.drain()
    fixture.update()
    fixture.settle()
    #expect(fixture.selection == [1])
    #expect(fixture.host.dataSource.selection == [1])
    #expect(Self.shownSelected(fixture) == [1])
  }

  // MARK: Several rows selected outside edit mode

  // Apple's `EditMode` documentation: "On devices without an attached keyboard and mouse or
  // trackpad, people can make multiple selections in lists only when edit mode is active"
  // (developer.apple.com/documentation/swiftui/editmode): with a keyboard, a `List` bound to a
  // `Set` holds and shows several selected rows outside edit mode, and a `Binding` is "a
  // two-way connection between a property that stores data, and a view that displays and
  // changes the data" (developer.apple.com/documentation/swiftui/binding). So every row the
  // binding names looks selected, in edit mode or not, and a tap outside edit mode selects one
  // row, as `List`'s documentation says of taps ("To enable multiple selections with tap
  // gestures, put the list into edit mode").

  @Test func `several rows selected from outside edit mode all look selected, and only they go`()
    throws
  {
    let list = try Self.list([[1, 2, 3, 4]])
    let fixture = AdapterHostFixture(list)
    fixture.update()
    fixture.selection = [1, 3]
    fixture.update()
    fixture.settle()
    #expect(!fixture.host.collectionView.isEditing)
    #expect(Self.shownSelected(fixture) == [1, 3])
    #expect(fixture.host.dataSource.selection == [1, 3])
    fixture.host.dataSource.deleteSelection()
    fixture.settle()
    #expect(list.snapshot.layout == [[2, 4]])
    #expect(fixture.selection.isEmpty)
    #expect(Self.shownSelected(fixture).isEmpty)
  }

  @Test func `outside edit mode a tap on one of several selected rows leaves it the only one`()
    throws
  {
    let fixture = AdapterHostFixture(try Self.list([[1, 2, 3, 4]]))
    fixture.update()
    fixture.selection = [1, 3]
    fixture.update()
    fixture.settle()
    fixture.host.collectionView.layoutIfNeeded()
    fixture.host.collectionView.simulateTap(at: IndexPath(item: 2, section: 0))
    #expect(fixture.selection == [3])
    #expect(Self.shownSelected(fixture) == [3])
    #expect(fixture.host.collectionView.simulateTap(at: IndexPath(item: 1, section: 0)))
    #expect(fixture.selection == [2])
    #expect(Self.shownSelected(fixture) == [2])
    #expect(fixture.host.dataSource.selection == [2])
  }

  // MARK: Edit mode under a selection

  // UIKit clears the rows it shows selected when a collection view enters or leaves editing
  // mode, without telling its delegate (the stand-in models this: Scaffolding/UIKitStandIn/
  // SIGNATURES.md, "assumption, as observed in apps"). SwiftUI's `List` shows what its
  // selection binding holds (above), and Apple documents no change of the selection with edit
  // mode (developer.apple.com/documentation/swiftui/editmode): the rows the binding names stay
  // selected across the change, so that Delete acts on the rows that look selected.

  @Test func `entering and leaving edit mode keeps the selected rows selected`() throws {
    let list = try Self.list([[1, 2, 3, 4]])
    let fixture = AdapterHostFixture(list)
    fixture.selection = [2]
    fixture.update()
    fixture.isEditing = true
    fixture.update()
    #expect(Self.shownSelected(fixture) == [2])
    fixture.host.collectionView.layoutIfNeeded()
    #expect(fixture.host.collectionView.simulateTap(at: IndexPath(item: 3, section: 0)))
    #expect(fixture.selection == [2, 4])
    fixture.isEditing = false
    fixture.update()
    fixture.settle()
    #expect(Self.shownSelected(fixture) == [2, 4])
    #expect(fixture.selection == [2, 4])
    #expect(fixture.host.dataSource.selection == [2, 4])
    fixture.host.dataSource.deleteSelection()
    fixture.settle()
    #expect(list.snapshot.layout == [[1, 3]])
  }

  #if os(Linux)
  @Test
  func `a two-finger pan keeps the selection and a waiting edit-mode write yields to the app`()
    throws
  {
    let fixture = AdapterHostFixture(try Self.list([[1, 2, 3]]))
    fixture.selection = [1]
    fixture.update()
    fixture.provider = try Self.list([[1, 2, 3, 4]])
    fixture.selection = [1, 4]  // 4 comes with the new provider
    fixture.update()
    fixture.host.collectionView.layoutIfNeeded()
    // A write waits from the update above; the pan's edit mode waits behind it.
    fixture.provider = try Self.list([[2, 3, 4]])
    fixture.update()
    #expect(
      fixture.host.collectionView.standInBeginMultipleSelectionInteraction(
        at: IndexPath(item: 0, section: 0)))
    #expect(fixture.host.collectionView.isEditing)
    #expect(Self.shownSelected(fixture) == [2, 4], "the pan's row joins the kept selection")
    fixture.isEditing = true  // the app turns edit mode on itself, as the pan did
    fixture.update()
    fixture.isEditing = false  // then off: a change, not a stale value
    fixture.update()
    #expect(!fixture.host.collectionView.isEditing)
    fixture.scheduler.drain()
    fixture.update()
    fixture.settle()
    #expect(!fixture.isEditing, "the pan's waiting write never reaches the binding")
    #expect(!fixture.host.collectionView.isEditing)
    #expect(fixture.selection == fixture.host.dataSource.selection)
    #expect(Self.shownSelected(fixture) == fixture.host.dataSource.selection.sorted())
  }
  #endif
}
