@_spi(Surfaces) import Tabula
import TabulaTesting
@_spi(Hosting) import TabulaUIKit
import Testing

#if os(Linux)
@_spi(StandIn) import UIKit
#else
import UIKit
#endif

/// What a hosted list shows in place of its rows over time, from the first frame on: the
/// status its view shows before the host reports, then each one the host reports.
@MainActor
struct ListHostStatusFlowTests {
  typealias Pages = ManualPageLoader<AdapterItem, Int>

  static func paged(_ pages: Pages) -> PagedProvider<AdapterItem, Int> {
    PagedProvider(diagnostics: .ignore, loadPage: pages.loader)
  }

  // MARK: The first status (issue 52, item 2.8)

  @Test func `a provider with rows never shows the empty text, not even before the host reports`()
    throws
  {
    let screen = HostedStatusScreen(
      AdapterHostFixture(AdapterList(try .adapter([[1, 2, 3]]))))
    screen.fixture.update()
    screen.fixture.settle()
    #expect(screen.placeholders.allSatisfy { $0 == nil }, "\(screen.placeholders)")
    #expect(screen.fixture.shown.count == 3)
    #expect(
      ListHostStatus().placeholder(emptyText: "Nothing here") == .text("Nothing here"),
      "what a view showed before its host reported, when it started from no status")
  }

  @Test func `a first load shows loading from the first frame, and the empty text only after it`()
    async throws
  {
    let pages = Pages()
    let provider = Self.paged(pages)
    provider.refresh()
    let screen = HostedStatusScreen(HostFixture<ListSection>(provider))
    #expect(screen.placeholders == [.loading])
    screen.fixture.update()
    screen.fixture.settle()
    #expect(screen.current == .loading)
    _ = await pages.nextRequest()
    await pages.answer([], next: nil)
    screen.fixture.settle()
    #expect(screen.current == .text("Nothing here"))
    let firstEmptyText = try #require(screen.placeholders.firstIndex(of: .text("Nothing here")))
    #expect(screen.placeholders[..<firstEmptyText].allSatisfy { $0 == .loading })
  }

  @Test func `a provider that has not started loading shows nothing, not the empty text`() {
    let screen = HostedStatusScreen(HostFixture<ListSection>(Self.paged(Pages())))
    screen.fixture.update()
    screen.fixture.settle()
    #expect(screen.placeholders.allSatisfy { $0 == nil }, "\(screen.placeholders)")
  }

  @Test func `an array's status is at hand: empty text only for an empty array`() {
    #expect(ListHostStatus(itemCount: 0).placeholder(emptyText: "None") == .text("None"))
    #expect(ListHostStatus(itemCount: 3).placeholder(emptyText: "None") == nil)
  }
}
