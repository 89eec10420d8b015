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
}
