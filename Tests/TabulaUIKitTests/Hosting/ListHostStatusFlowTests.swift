@_spi(Hosting) @_spi(Surfaces) import Tabula
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
      ListHostStatus().placeholder == .empty,
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
    #expect(screen.current == .empty)
    let firstEmptyText = try #require(screen.placeholders.firstIndex(of: .empty))
    #expect(screen.placeholders[..<firstEmptyText].allSatisfy { $0 == .loading })
  }

  @Test func `a provider that has not started loading shows nothing, not the empty text`() {
    let screen = HostedStatusScreen(HostFixture<ListSection>(Self.paged(Pages())))
    screen.fixture.update()
    screen.fixture.settle()
    #expect(screen.placeholders.allSatisfy { $0 == nil }, "\(screen.placeholders)")
  }

  @Test func `an array's status is at hand: empty text only for an empty array`() {
    #expect(ListHostStatus(itemCount: 0).placeholder == .empty)
    #expect(ListHostStatus(itemCount: 3).placeholder == nil)
  }

  // MARK: Retry in a failed empty state (issue 52, item 2.7)

  struct Offline: Error, CustomStringConvertible {
    var description: String { "The network is offline" }
  }

  @Test func `a failed first load shows Retry in place of the rows, which loads again`()
    async throws
  {
    let pages = Pages()
    let provider = Self.paged(pages)
    let screen = HostedStatusScreen(HostFixture<ListSection>(provider))
    screen.fixture.update()
    provider.refresh()
    _ = await pages.nextRequest()
    await pages.answer(.failure(Offline()))
    screen.fixture.settle()
    #expect(screen.current == .failed("The network is offline"))
    screen.fixture.host.retry()
    screen.fixture.settle()
    #expect(screen.current == .loading)
    _ = await pages.nextRequest()
    #expect(pages.cursors == [nil, nil], "the first page, asked for again")
    await pages.answer([AdapterItem(1), AdapterItem(2)], next: nil)
    screen.fixture.settle()
    #expect(screen.current == nil)
    #expect(screen.fixture.shown == ["#1 item 1", "#2 item 2"])
  }

  @Test func `Retry of a provider that cannot load again runs the view's refresh action`()
    async throws
  {
    let provider = LoadingProvider<AdapterItem>()
    await provider.load { throw Offline() }
    let screen = HostedStatusScreen(HostFixture<ListSection>(provider))
    let (refreshes, refreshed) = AsyncStream.makeStream(of: Int.self)
    var count = 0
    screen.fixture.refresh = {
      await provider.load { [AdapterItem(7)] }
      count += 1
      refreshed.yield(count)
    }
    screen.fixture.update()
    screen.fixture.settle()
    #expect(screen.placeholders.allSatisfy { $0 == .failed("The network is offline") })
    screen.fixture.host.retry()
    var iterator = refreshes.makeAsyncIterator()
    #expect(await iterator.next() == 1)
    screen.fixture.settle()
    #expect(screen.current == nil)
    #expect(screen.fixture.shown == ["#7 item 7"])
    #expect(screen.fixture.host.counts.retries == 1)
  }

  // MARK: VoiceOver (issue 52, item 2.13)

  // A failure that appears is announced: Apple's `UIAccessibility.Notification.announcement`
  // is the notification "an app posts when it needs to convey an announcement to VoiceOver",
  // and nothing else tells a user who cannot see the screen that a load failed.

  @Test func `a failed first load is announced once, and again when a retry fails again`()
    async throws
  {
    let pages = Pages()
    let provider = Self.paged(pages)
    let screen = HostedStatusScreen(HostFixture<ListSection>(provider))
    screen.fixture.update()
    provider.refresh()
    _ = await pages.nextRequest()
    await pages.answer(.failure(Offline()))
    screen.fixture.settle()
    screen.fixture.update()
    screen.fixture.settle()
    #expect(screen.announcements == ["The network is offline"])
    screen.fixture.host.retry()
    _ = await pages.nextRequest()
    await pages.answer(.failure(Offline()))
    screen.fixture.settle()
    #expect(screen.announcements == ["The network is offline", "The network is offline"])
    #expect(screen.fixture.host.counts.announcements == 2)
  }

  @Test func `a page that fails at an end is announced; loading and loaded are not`()
    async throws
  {
    let pages = Pages()
    let provider = PagedProvider<AdapterItem, Int>(
      prefetchDistance: 1, diagnostics: .ignore, loadPage: pages.loader)
    let screen = HostedStatusScreen(HostFixture<ListSection>(provider))
    screen.fixture.update()
    provider.refresh()
    _ = await pages.nextRequest()
    await pages.answer([AdapterItem(1), AdapterItem(2)], next: 3)
    screen.fixture.settle()
    #expect(screen.announcements.isEmpty)
    try #require(provider.pagingState == .loadingNextPage, "the last rows came into view")
    _ = await pages.nextRequest()
    await pages.answer(.failure(Offline()))
    screen.fixture.settle()
    #expect(screen.announcements == ["The network is offline"])
    #expect(screen.current == nil, "the rows stay")
  }

  @Test func `an announcement names the failure that appeared, wherever it shows`() {
    var failed = ListHostStatus()
    failed.loadState = .failed(Offline())
    failed.pagingState = .failedNextPage(Offline())
    failed.isEmpty = false
    var loaded = ListHostStatus()
    loaded.isEmpty = false
    #expect(failed.announcement(after: loaded) == "The network is offline")
    #expect(failed.announcement(after: failed) == nil, "already shown")
    #expect(loaded.announcement(after: failed) == nil, "a failure that goes is not announced")
  }
}
