import PropertyBased
@_spi(Surfaces) import Tabula
import TabulaTestSupport
import TabulaTesting
import Testing

/// Random scrolls, page loads in both directions (some failing, some repeating rows), retries
/// and arrivals on a two-way ``PagedProvider`` shown by a ``HeadlessListView`` of rows of
/// different heights: after every page the view shows the provider's rows, and the row the
/// user read keeps its place in the viewport, unless the list sticks to its bottom there.
@MainActor
struct AnchoredPagingPropertyTests {
  /// A history of messages 1 to 400, 10 to a page from a random place.
  static func page(_ request: PagedProvider<Fruit, Int>.PageRequest, around start: Int) -> (
    items: [Fruit], earlierCursor: Int?, laterCursor: Int?
  ) {
    let range: Range<Int>
    switch request {
    case .first: range = start..<min(start + 10, 401)
    case .before(let cursor): range = max(1, cursor - 10)..<cursor
    case .after(let cursor): range = cursor..<min(cursor + 10, 401)
    }
    return (
      range.map { Fruit($0, String(repeating: "m", count: $0 % 4 + 1)) },
      range.lowerBound > 1 ? range.lowerBound : nil,
      range.upperBound <= 400 ? range.upperBound : nil
    )
  }

  @Test func `pages loaded above and below keep the row the user reads in place`() async {
    await propertyCheck(count: propertyCases(200), input: Gen.int(in: 0...Int(Int32.max))) { seed in
      var random = SeededRandom(seed: seed)
      let pager = TestPager()
      let provider = PagedProvider<Fruit, Int>(
        prefetchDistance: Int.random(in: 0...3, using: &random), diagnostics: .ignore,
        loadPages: pager.bidirectionalLoader)
      let view = HeadlessListView(visibleRowLimit: Int.random(in: 3...8, using: &random))
      view.rowHeight = { item in Double((item as? Fruit)?.name.count ?? 1) / 2 }
      let dataSource = ListDataSource<ListSection, Fruit>(
        surface: view, registration: CellRegistration<FruitCell, Fruit>(), diagnostics: .ignore)
      dataSource.scrollAnchoring = .keepAnchor(.firstFullyVisible)
      let token = dataSource.bind(to: provider)
      view.layoutIfNeeded()
      let start = Int.random(in: 1...391, using: &random)
      provider.refresh()
      for _ in 0..<30 {
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
          view.scroll(toOffset: Double.random(in: 0...view.contentHeight, using: &random))
        case 1:
          provider.retry()
        default:
          guard let request = pager.pending.first else { continue }
          let anchor = view.scrollViewport?.rows.first { $0.top >= 0 }
          let anchorID = anchor.flatMap { provider.snapshot.item(at: $0.path)?.id }
          if Int.random(in: 0..<6, using: &random) == 0 {
            await pager.answerBothWays(.failure(PageFailure()))
          } else {
            var page = Self.page(request.page, around: start)
            if Int.random(in: 0..<5, using: &random) == 0, let shown = provider.snapshot.items.first
            {
              page.items.append(shown)  // a row already shown, repeated
            }
            await pager.answerBothWays(.success(page))
          }
          #expect(view.problems.isEmpty, "seed \(seed): \(view.problems)")
          #expect(view.shownTokens == provider.snapshot.items.map(ItemToken.init), "seed \(seed)")
          guard let anchor, let anchorID, let index = provider.snapshot.path(of: anchorID)
          else { continue }
          let top = view.rows.joined().prefix(index.item).reduce(0) { $0 + $1.height }
          let bottom = max(0, view.contentHeight - Double(view.visibleRowLimit))
          #expect(
            abs(view.contentOffset - min(max(0, top - anchor.top), bottom)) < 1e-9,
            "seed \(seed): row \(anchorID) moved from \(anchor.top)")
        }
      }
      #expect(pager.mostRunning <= 1, "seed \(seed): one load at a time")
      token.cancel()
    }
  }
}
