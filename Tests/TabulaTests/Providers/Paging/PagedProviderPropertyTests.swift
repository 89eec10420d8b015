import PropertyBased
import Tabula
import TabulaTestSupport
import TabulaTesting
import Testing

/// Random page sizes, repeated items, failures, refreshes, retries and scrolling, with the
/// test deciding when each page arrives, against a model of what the list should show.
@MainActor
struct PagedProviderPropertyTests {
  /// One random step, then every check.
  @MainActor
  private struct Run {
    var random: SeededRandom
    var model: PagingModel
    let pager = TestPager()
    let provider: PagedProvider<Fruit, Int>
    let recorder = DiagnosticRecorder()
    var nextID = 1

    init(seed: Int) {
      random = SeededRandom(seed: seed)
      let distance = Int.random(in: 0...3, using: &random)
      model = PagingModel(prefetchDistance: distance)
      provider = PagedProvider(
        prefetchDistance: distance, diagnostics: recorder.handler, loadPage: pager.loader)
    }

    mutating func fresh(_ count: Int) -> [Int] {
      defer { nextID += count }
      return Array(nextID..<nextID + count)
    }

    mutating func step() async {
      switch Int.random(in: 0..<14, using: &random) {
      case 0..<4: scroll()
      case 4:
        model.refresh(pendingLoad: !pager.pending.isEmpty)
        provider.refresh()
      case 5:
        model.retry()
        provider.retry()
      case 6:
        model.loadNextPage()
        provider.loadNextPage()
      case 7..<9:
        // The load in flight reaches the pager, and waits there for the steps that follow.
        if pager.pending.isEmpty, provider.pagingState.isLoading { _ = await pager.nextRequest() }
      default: await answer()
      }
    }

    mutating func scroll() {
      let count = provider.snapshot.numberOfItems
      guard count > 0 else { return }
      let index =
        Bool.random(using: &random)
        ? max(count - 1 - Int.random(in: 0...4, using: &random), 0)
        : Int.random(in: 0..<count, using: &random)
      model.itemWillAppear(at: index)
      provider.itemWillAppear(at: ItemPath(section: 0, item: index))
    }

    /// Answers the load waiting in the pager, if a load runs.
    mutating func answer() async {
      if pager.pending.isEmpty {
        guard provider.pagingState.isLoading else { return }
        _ = await pager.nextRequest()
      }
      if model.pendingIsStale {
        model.pendingIsStale = false
        switch Int.random(in: 0..<3, using: &random) {
        case 0: await pager.answer(.failure(CancellationError()))
        case 1: await pager.answer(.failure(PageFailure("a stale page failed")))
        default:
          let ids = fresh(Int.random(in: 1...4, using: &random))
          model.staleIDs.formUnion(ids)
          await pager.answer(ids, next: 99)
        }
        return
      }
      #expect(pager.pending.first?.cursor == model.expectedCursor)
      if Int.random(in: 0..<5, using: &random) == 0 {
        model.fail(PageFailure("page failed"))
        return await pager.answer(.failure(PageFailure("page failed")))
      }
      var ids = fresh(Int.random(in: 0...6, using: &random))
      if !model.shown.isEmpty, Int.random(in: 0..<4, using: &random) == 0 {
        let repeated = model.shown[Int.random(in: 0..<model.shown.count, using: &random)]
        ids.insert(repeated, at: Int.random(in: 0...ids.count, using: &random))
      }
      if let first = ids.first, Int.random(in: 0..<6, using: &random) == 0 { ids.append(first) }
      let next =
        Int.random(in: 0..<6, using: &random) == 0 ? nil : (model.expectedCursor ?? 1) + 1
      model.receive(ids, next: next)
      await pager.answer(ids, next: next)
    }
  }

  @Test func `the list always equals the loaded pages, one load at a time, never a stale page`()
    async
  {
    await propertyCheck(count: propertyCases(1_000), input: Gen.int(in: 0...Int(Int32.max))) {
      seed in
      var run = Run(seed: seed)
      let view = HeadlessListView(visibleRowLimit: Int.random(in: 1...12, using: &run.random))
      let dataSource = ListDataSource<ListSection, Fruit>(
        surface: view, registration: CellRegistration<FruitCell, Fruit>(), diagnostics: .ignore)
      // The run plays the surface: it reports appearing rows itself, at random positions, so
      // the data source observes the provider without binding it, so that the view's own are
      // not reported (ListDataSourcePagingTests covers those).
      await dataSource.apply(run.provider.snapshot, animated: false)
      let binding = run.provider.observe { dataSource.apply($0) }
      view.layoutIfNeeded()
      let published = Recorded<[Int]>()
      let token = run.provider.observe { published.append($0.itemIdentifiers) }
      for _ in 0..<Int.random(in: 5...40, using: &run.random) {
        await run.step()
        let shown = run.provider.snapshot.itemIdentifiers
        #expect(shown == run.model.shown, "seed \(seed)")
        #expect(Set(shown).count == shown.count, "seed \(seed)")
        #expect(run.provider.pagingState == run.model.state, "seed \(seed)")
        #expect(run.pager.mostRunning <= 1, "seed \(seed): two loads at once")
        #expect(
          published.values.allSatisfy { run.model.staleIDs.isDisjoint(with: $0) },
          "seed \(seed): a stale page showed")
        #expect(
          run.recorder.diagnostics.count == run.model.pagesWithRepeats,
          "seed \(seed): \(run.recorder.diagnostics)")
        #expect(view.problems.isEmpty, "seed \(seed): \(view.problems)")
        #expect(
          view.shownTokens == run.provider.snapshot.items.map { ItemToken($0) }, "seed \(seed)")
      }
      token.cancel()
      binding.cancel()
    }
  }
}
