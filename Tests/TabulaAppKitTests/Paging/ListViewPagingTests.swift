@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import TabulaTesting
import Testing

/// Rows the Mac's views add load a paged provider's next page near the end: AppKit tells its
/// delegate of every row view it adds (`tableView(_:didAdd:forRow:)`, "Tells the delegate
/// that a row view was added at the specified row", and `outlineView(_:didAdd:forRow:)`,
/// Apple's documentation of `NSTableViewDelegate` and `NSOutlineViewDelegate`), where UIKit
/// calls `willDisplay`; the surfaces hand the row's item to the data source, never a group row.
@MainActor
struct ListViewPagingTests {
  @Test func `rows a table adds near the end of a paged list load the next page`() async throws {
    let table = PagedTableFixture(prefetchDistance: 2)
    await table.loadFirstPage(1...10, next: 11)
    try #require(table.host.model.rows.count == 11, "a group row and ten entries")
    for row in 0...5 { table.surface.didAddRow(row) }
    #expect(table.pages.cursors == [nil], "rows up to entry 5 are far from the end")
    #expect(table.provider.pagingState == .idle)

    table.surface.didAddRow(10)
    try #require(table.provider.pagingState == .loadingNextPage)
    #expect(await table.pages.nextRequest().cursor == 11)
    await table.pages.answer((11...12).map { Entry($0) }, next: nil)
    #expect(table.host.model.rows.count == 13)
    #expect(table.host.model.violations.isEmpty)
    #expect(table.provider.pagingState == .endOfList)
  }

  @Test func `a group row a table adds tells the provider nothing`() async throws {
    // Entry 1 is within the prefetch distance of the end: its row would load the next page.
    let table = PagedTableFixture(prefetchDistance: 5)
    await table.loadFirstPage(1...1, next: 2)
    try #require(table.surface.isGroupRow(0))
    table.surface.didAddRow(0)
    table.surface.didAddRow(2)
    #expect(table.provider.pagingState == .idle, "neither the group row nor a row past the end")
    #expect(table.pages.cursors == [nil])

    table.surface.didAddRow(1)
    try #require(table.provider.pagingState == .loadingNextPage)
    #expect(await table.pages.nextRequest().cursor == 2)
  }

  @Test func `a table's rows are told by item, below the group row`() async throws {
    // With no prefetch distance, only the last of three entries loads the next page. A
    // surface that counted the group row as an item would take row 2 for the last entry.
    let table = PagedTableFixture(prefetchDistance: 0)
    await table.loadFirstPage(1...3, next: 4)
    table.surface.didAddRow(2)
    #expect(table.provider.pagingState == .idle)
    table.surface.didAddRow(3)
    #expect(table.provider.pagingState == .loadingNextPage)
  }

  @Test func `rows an outline adds near the end of a paged list load the next page`()
    async throws
  {
    let outline = PagedOutlineFixture(prefetchDistance: 2)
    await outline.loadFirstPage(1...6, next: 7)
    try #require(outline.host.shownIDs == (1...6).map { AnyHashable($0) })
    for id in 1...3 { outline.surface.didAddRow(of: outline.object(id)) }
    outline.surface.didAddRow(of: nil)
    #expect(outline.provider.pagingState == .idle)

    outline.surface.didAddRow(of: outline.object(6))
    try #require(outline.provider.pagingState == .loadingNextPage)
    #expect(await outline.pages.nextRequest().cursor == 7)
    await outline.pages.answer([Entry(7)], next: nil)
    #expect(outline.host.shownIDs == (1...7).map { AnyHashable($0) })
    #expect(outline.host.violations.isEmpty)
  }
}
