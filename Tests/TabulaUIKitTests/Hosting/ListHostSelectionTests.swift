@_spi(Surfaces) import Tabula
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
}
