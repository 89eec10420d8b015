@_spi(Hosting) @_spi(Surfaces) import Tabula
import TabulaTesting
@_spi(Hosting) import TabulaUIKit
import Testing

#if os(Linux)
@_spi(StandIn) import UIKit
#else
import UIKit
#endif

/// A page loading or failing at an end of a hosted list shows inside the list, as the layout's
/// global header or footer (issue 52, item 2.5): a boundary supplementary item of the whole
/// layout (developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/
/// boundarysupplementaryitems), outside every section, so no batch touches it, and the rows the
/// reader sees stay where they are when it comes and goes. Tested against the UIKit stand-in.
@MainActor
struct ListHostEdgeTests {
  typealias Pages = ManualPageLoader<AdapterItem, Int>

  struct Offline: Error, CustomStringConvertible {
    var description: String { "The network is offline" }
  }

  /// A hosted list whose ends show their status as a row labelled "top: …" or "bottom: …".
  static func fixture(_ provider: PagedProvider<AdapterItem, Int>, anchoring: ScrollAnchoring)
    -> HostFixture<ListSection>
  {
    let fixture = HostFixture<ListSection>(provider)
    fixture.scrollAnchoring = anchoring
    fixture.host.replaceEdgeContent { edge, status in
      HostedRowConfiguration(label: "\(edge == .top ? "top" : "bottom"): \(status)")
    }
    fixture.update()
    return fixture
  }

  /// The label of the view shown at `kind`, and that view's frame.
  static func edge(_ kind: String, of fixture: HostFixture<ListSection>)
    -> (label: String?, frame: CGRect)?
  {
    let view = fixture.host.collectionView
    view.layoutIfNeeded()
    return view.visibleSupplementaryViews(ofKind: kind).first.map { shown in
      (((shown as? UICollectionViewListCell)?.contentView as? HostedRowView)?.label, shown.frame)
    }
  }

  /// Where each visible row lies on screen, by its label.
  static func screenTops(of fixture: HostFixture<ListSection>) -> [String: CGFloat] {
    let view = fixture.host.collectionView
    view.layoutIfNeeded()
    var tops: [String: CGFloat] = [:]
    for path in view.indexPathsForVisibleItems {
      if let cell = view.cellForItem(at: path) as? UICollectionViewListCell,
        let label = (cell.contentView as? HostedRowView)?.label
      {
        tops[label] = cell.frame.minY - view.contentOffset.y
      }
    }
    return tops
  }

  static func items(_ range: ClosedRange<Int>) -> [AdapterItem] {
    range.map { AdapterItem($0) }
  }

  @Test func `an earlier page loading in a chat shows above the first row and moves no row`()
    async throws
  {
    let pages = Pages()
    let provider = PagedProvider<AdapterItem, Int>(
      prefetchDistance: 1, diagnostics: .ignore, loadPages: pages.bidirectionalLoader)
    let fixture = Self.fixture(provider, anchoring: .stickToBottom)
    let view = fixture.host.collectionView
    provider.refresh()
    _ = await pages.nextRequest()
    await pages.answerBothWays(.success((Self.items(101...140), 100, nil)))
    fixture.settle()
    let calls = view.updateCalls
    view.contentOffset = CGPoint(x: 0, y: -view.adjustedContentInset.top)
    view.layoutIfNeeded()
    fixture.settle()
    try #require(provider.pagingState == .loadingEarlierPage, "the first rows came into view")
    let request = await pages.nextRequest()
    #expect(request.cursor == 100)
    let top = try #require(Self.edge(ListHost<ListSection, AdapterItem>.topEdgeKind, of: fixture))
    #expect(top.label == "top: loading")
    let first = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(top.frame.minY == 0, "inside the content, at its top")
    #expect(first.frame.minY == top.frame.maxY, "the first row comes right below it")
    #expect(
      first.frame.minY - view.contentOffset.y == -view.adjustedContentInset.top,
      "the first row stays at the top of the viewport, where the reader left it")
    #expect(view.contentSize.height >= first.frame.minY + 40 * first.frame.height)
    #expect(fixture.host.counts.edgeLayouts == 1)
    #expect(view.updateCalls == calls, "a status change makes no batch and no reload")
    #expect(view.brokeNoRule)

    let before = Self.screenTops(of: fixture)
    await pages.answerBothWays(.success((Self.items(81...100), nil, nil)))
    fixture.settle()
    #expect(Self.edge(ListHost<ListSection, AdapterItem>.topEdgeKind, of: fixture) == nil)
    let after = Self.screenTops(of: fixture)
    for (label, top) in before {
      if let moved = after[label] {
        #expect(abs(moved - top) <= 0.5, "\(label) moved from \(top) to \(moved)")
      }
    }
    #expect(!Set(before.keys).isDisjoint(with: after.keys), "the rows read are still shown")
    #expect(view.brokeNoRule)
  }

  @Test func `a failed next page shows its failure below the last row, and Retry loads it again`()
    async throws
  {
    let pages = Pages()
    let provider = PagedProvider<AdapterItem, Int>(
      prefetchDistance: 1, diagnostics: .ignore, loadPage: pages.loader)
    let fixture = Self.fixture(provider, anchoring: .stickToTop)
    let view = fixture.host.collectionView
    provider.refresh()
    _ = await pages.nextRequest()
    await pages.answer(.success((Self.items(1...2), 3)))
    fixture.settle()
    try #require(provider.pagingState == .loadingNextPage, "the last rows came into view")
    let bottom = ListHost<ListSection, AdapterItem>.bottomEdgeKind
    let loading = try #require(Self.edge(bottom, of: fixture))
    #expect(loading.label == "bottom: loading")
    let last = try #require(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
    #expect(loading.frame.minY == last.frame.maxY, "right below the last row")
    #expect(view.contentSize.height == loading.frame.maxY)
    let calls = view.updateCalls
    _ = await pages.nextRequest()
    await pages.answer(.failure(Offline()))
    fixture.settle()
    let failed = try #require(Self.edge(bottom, of: fixture))
    #expect(failed.label == "bottom: failed(\"The network is offline\")")
    #expect(view.updateCalls == calls, "a status change makes no batch and no reload")
    #expect(fixture.host.counts.edgeLayouts == 1, "the footer stayed; its view was configured")

    fixture.host.retry()
    let request = await pages.nextRequest()
    #expect(request.cursor == 3, "Retry reached the provider's failed page")
    #expect(provider.pagingState == .loadingNextPage)
    fixture.settle()
    #expect(Self.edge(bottom, of: fixture)?.label == "bottom: loading")
    await pages.answer(.success((Self.items(3...4), nil)))
    fixture.settle()
    #expect(Self.edge(bottom, of: fixture) == nil, "the end of the list shows nothing")
    #expect(view.brokeNoRule)
  }

  @Test func `a list without edge content shows no view at its ends`() async throws {
    let pages = Pages()
    let provider = PagedProvider<AdapterItem, Int>(
      prefetchDistance: 1, diagnostics: .ignore, loadPage: pages.loader)
    let fixture = HostFixture<ListSection>(provider)
    fixture.update()
    provider.refresh()
    _ = await pages.nextRequest()
    await pages.answer(.success((Self.items(1...2), 3)))
    fixture.settle()
    try #require(provider.pagingState == .loadingNextPage)
    let bottom = ListHost<ListSection, AdapterItem>.bottomEdgeKind
    #expect(Self.edge(bottom, of: fixture) == nil)
    #expect(fixture.host.counts.edgeLayouts == 0)
  }
}
