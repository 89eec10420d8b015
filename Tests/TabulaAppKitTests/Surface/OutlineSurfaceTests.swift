@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import Testing

/// What TabulaAppKit's outline adapter answers `NSOutlineViewDataSource` and
/// `NSOutlineViewDelegate` with, decided by ``OutlineSurface`` on a model of the outline view
/// that names items by object.
@MainActor
struct OutlineSurfaceTests {
  @Test func `each row is handed to the view as one object for as long as it shows`() throws {
    let outline = OutlineSurfaceFixture(
      try OutlineViewUpdateTests.outline([(1, [10, 11]), (2, [20])]), expanded: [1, 2])
    #expect(outline.host.shownIDs == [1, 10, 11, 2, 20])
    let eleven = try #require(outline.object(11))
    #expect(outline.surface.child(1, of: outline.object(1)) === eleven)
    // 11 moves under 2, 12 comes: 11 keeps its object, in its new place.
    outline.dataSource.apply(
      try OutlineViewUpdateTests.outline([(1, [10, 12]), (2, [11, 20])]), animated: true)
    #expect(outline.host.violations.isEmpty)
    #expect(outline.host.shownIDs == [1, 10, 12, 2, 11, 20])
    #expect(outline.object(11) === eleven)
    #expect(outline.surface.child(0, of: outline.object(2)) === eleven)
  }

  @Test func `a row that leaves and comes back is a new object`() throws {
    let outline = OutlineSurfaceFixture(
      try OutlineViewUpdateTests.outline([(1, [10]), (2, [])]), expanded: [1])
    let ten = try #require(outline.object(10))
    outline.dataSource.apply(
      try OutlineViewUpdateTests.outline([(1, []), (2, [])]), animated: true)
    outline.dataSource.apply(
      try OutlineViewUpdateTests.outline([(1, [10]), (2, [])]), animated: true)
    #expect(outline.host.violations.isEmpty)
    let back = try #require(outline.object(10))
    #expect(back !== ten)
  }

  @Test
  func `a click on a disclosure triangle goes to the data source, whose batch expands the row`()
    throws
  {
    let outline = OutlineSurfaceFixture(
      try OutlineViewUpdateTests.outline([(1, [10, 11]), (2, [20])]))
    #expect(outline.host.shownIDs == [1, 2])
    let one = try #require(outline.object(1))
    #expect(outline.surface.isExpandable(one))
    #expect(outline.surface.isExpandable(try #require(outline.object(2))))
    // The view is told not to expand on its own; the data source expands 1.
    #expect(outline.surface.userDidToggle(one) == false)
    #expect(outline.dataSource.isExpanded(1))
    #expect(outline.host.violations.isEmpty)
    #expect(outline.host.shownIDs == [1, 10, 11, 2])
    #expect(outline.host.calls.last == "expand 1")
    #expect(outline.object(1) === one)
    // A second click collapses it the same way.
    #expect(outline.surface.userDidToggle(one) == false)
    #expect(outline.host.shownIDs == [1, 2])
    #expect(outline.host.calls.last == "collapse 1")
  }

  @Test func `a row without children shows no disclosure triangle`() throws {
    let outline = OutlineSurfaceFixture(
      try OutlineViewUpdateTests.outline([(1, [10]), (2, [])]), expanded: [1])
    #expect(outline.surface.isExpandable(try #require(outline.object(10))) == false)
    #expect(outline.surface.isExpandable(try #require(outline.object(2))) == false)
  }

  @Test func `a selected row stays selected by identity when a batch moves it to another parent`()
    throws
  {
    let outline = OutlineSurfaceFixture(
      try OutlineViewUpdateTests.outline([(1, [10, 11]), (2, [20])]), expanded: [1, 2])
    outline.dataSource.behavior.deselectsOnSelection = false
    outline.host.userSelects([try #require(outline.object(11))])
    outline.surface.viewSelectionDidChange()
    #expect(outline.dataSource.selection == [11])
    outline.dataSource.apply(
      try OutlineViewUpdateTests.outline([(1, [10]), (2, [20, 11])]), animated: true)
    #expect(outline.host.selectedItems.map(\.id) == [11])
    #expect(outline.dataSource.selection == [11])
  }
}
