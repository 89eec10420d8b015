@_spi(Surfaces) import Tabula
import TabulaTesting
import Testing

/// `await apply`: each test holds the view's animations (`completesUpdatesImmediately` is
/// `false`), starts the apply with `Task.immediate` so that it joins the queue at once, and
/// checks that nothing waits any more before it awaits, so that a regression fails rather
/// than hangs.
@MainActor
struct ListDataSourceAsyncApplyTests {
  /// A view showing `[[1, 2, 3]]`, whose animations end only at `finishAnimations()`.
  private func holdingAnimations() throws -> (HeadlessListView, ListDataSource<Shelf, Fruit>) {
    let (view, dataSource) = HeadlessListView.showingFruits(try .shelves([[1, 2, 3]]))
    view.completesUpdatesImmediately = false
    return (view, dataSource)
  }

  @available(macOS 26, iOS 26, tvOS 26, visionOS 26, *)
  @Test func `apply returns once the view shows the snapshot`() async throws {
    let (view, dataSource) = try holdingAnimations()
    let new = try FruitSnapshot.shelves([[3, 1, 4]])
    let applied = Task.immediate { await dataSource.apply(new) }
    try #require(dataSource.waitingCompletionCount == 1)  // animating: not returned yet
    #expect(view.updateCounts.batches == 1)
    view.finishAnimations()
    try #require(dataSource.waitingCompletionCount == 0)
    await applied.value
    #expect(dataSource.snapshot == new)
    #expect(view.shownTokens == new.items.map { ItemToken($0) })
    #expect(view.problems.isEmpty)
  }

  @available(macOS 26, iOS 26, tvOS 26, visionOS 26, *)
  @Test func `two applies in a row both return, in order`() async throws {
    let (view, dataSource) = try holdingAnimations()
    let (first, second) = (try FruitSnapshot.shelves([[1, 2]]), try FruitSnapshot.shelves([[2]]))
    var returned: [(String, shown: FruitSnapshot)] = []
    let applying = Task.immediate {
      await dataSource.apply(first)
      returned.append(("first", dataSource.snapshot))
      await dataSource.apply(second)
      returned.append(("second", dataSource.snapshot))
    }
    try #require(dataSource.waitingCompletionCount == 1)
    view.completesUpdatesImmediately = true  // the second apply completes as it starts
    view.finishAnimations()
    try #require(dataSource.waitingCompletionCount == 0)
    await applying.value
    #expect(returned.map(\.0) == ["first", "second"])
    #expect(returned.map(\.shown) == [first, second])
    #expect(dataSource.updateCounts.plans == 2)
    #expect(view.problems.isEmpty)
  }

  @available(macOS 26, iOS 26, tvOS 26, visionOS 26, *)
  @Test func `an apply queued behind another returns once both show`() async throws {
    let (view, dataSource) = try holdingAnimations()
    let (first, second) = (try FruitSnapshot.shelves([[1, 2]]), try FruitSnapshot.shelves([[2]]))
    var shownOnReturn: [FruitSnapshot] = []
    let applyingFirst = Task.immediate {
      await dataSource.apply(first)
      shownOnReturn.append(dataSource.snapshot)
    }
    let applyingSecond = Task.immediate {
      await dataSource.apply(second)
      shownOnReturn.append(dataSource.snapshot)
    }
    try #require(dataSource.waitingCompletionCount == 2)
    #expect(dataSource.updateCounts.plans == 1)  // the second waits for the first
    view.finishAnimations()
    try #require(dataSource.waitingCompletionCount == 0)
    await applyingFirst.value
    await applyingSecond.value
    // The first returns once a newer snapshot shows: the queue drained before it returned.
    #expect(shownOnReturn == [second, second])
    #expect(dataSource.updateCounts.plans == 2)
    #expect(view.shownTokens == second.items.map { ItemToken($0) })
    #expect(view.problems.isEmpty)
  }

  @available(macOS 26, iOS 26, tvOS 26, visionOS 26, *)
  @Test func `an apply replaced by a newer one returns once the newer one shows`() async throws {
    let (view, dataSource) = try holdingAnimations()
    let running = try FruitSnapshot.shelves([[1, 2, 3, 4]])
    let replaced = try FruitSnapshot.shelves([[5]])
    let newest = try FruitSnapshot.shelves([[6, 1]])
    dataSource.apply(running, completion: nil)  // starts an animation, without waiting
    var shownWhenReplacedReturned: FruitSnapshot?
    let applyingReplaced = Task.immediate {
      await dataSource.apply(replaced)
      shownWhenReplacedReturned = dataSource.snapshot
    }
    let applyingNewest = Task.immediate { await dataSource.apply(newest) }
    try #require(dataSource.waitingCompletionCount == 2)
    view.finishAnimations()
    try #require(dataSource.waitingCompletionCount == 0)
    await applyingReplaced.value
    await applyingNewest.value
    #expect(shownWhenReplacedReturned == newest)
    #expect(dataSource.updateCounts.plans == 2)  // `running`, then `newest`: `replaced` never
    #expect(view.shownTokens == newest.items.map { ItemToken($0) })
    #expect(view.problems.isEmpty)
  }

  @available(macOS 26, iOS 26, tvOS 26, visionOS 26, *)
  @Test func `an apply during an animation waits for it, after the completions before it`()
    async throws
  {
    let (view, dataSource) = try holdingAnimations()
    var log: [String] = []
    dataSource.apply(try .shelves([[3, 2, 1]])) { log.append("completion") }
    let new = try FruitSnapshot.shelves([[3]])
    let applied = Task.immediate {
      await dataSource.apply(new)
      log.append("await")
    }
    try #require(dataSource.waitingCompletionCount == 2)
    #expect(dataSource.updateCounts.plans == 1)  // the second waits for the first
    view.finishAnimations()
    try #require(dataSource.waitingCompletionCount == 0)
    await applied.value
    #expect(log == ["completion", "await"])
    #expect(view.shownTokens == new.items.map { ItemToken($0) })
  }

  @available(macOS 26, iOS 26, tvOS 26, visionOS 26, *)
  @Test func `a non-animated apply reloads and returns without waiting for animations`()
    async throws
  {
    let (view, dataSource) = try holdingAnimations()
    let new = try FruitSnapshot.shelves([[9, 8]])
    let applied = Task.immediate { await dataSource.apply(new, animated: false) }
    try #require(dataSource.waitingCompletionCount == 0)
    await applied.value
    #expect(view.updateCounts.batches == 0)
    #expect(dataSource.updateCounts.reloads == 2)
    #expect(view.shownTokens == new.items.map { ItemToken($0) })
  }

  @available(macOS 26, iOS 26, tvOS 26, visionOS 26, *)
  @Test func `an apply to a view that is not on screen returns after the reload`() async throws {
    let (view, dataSource) = try holdingAnimations()
    view.isDisplayingList = false
    let new = try FruitSnapshot.shelves([[2, 7]])
    let applied = Task.immediate { await dataSource.apply(new) }
    try #require(dataSource.waitingCompletionCount == 0)
    await applied.value
    #expect(view.updateCounts.batches == 0)
    #expect(dataSource.snapshot == new)
  }

  @available(macOS 26, iOS 26, tvOS 26, visionOS 26, *)
  @Test func `sections with repeated identifiers reload and return`() async throws {
    let (view, dataSource) = try holdingAnimations()
    let applied = Task.immediate {
      await dataSource.apply(sections: [
        SnapshotSection(Shelf(0), items: [Fruit(1), Fruit(2), Fruit(1)])
      ])
    }
    try #require(dataSource.waitingCompletionCount == 0)
    await applied.value
    #expect(dataSource.snapshot == (try .shelves([[1, 2]])))
    #expect(view.updateCounts.batches == 0)
  }

  @available(macOS 26, iOS 26, tvOS 26, visionOS 26, *)
  @Test func `cancelling the awaiting task neither cancels nor reorders the update`()
    async throws
  {
    let (view, dataSource) = try holdingAnimations()
    let (first, second) = (try FruitSnapshot.shelves([[4, 3]]), try FruitSnapshot.shelves([[4]]))
    var returned: Set<String> = []
    let applyingFirst = Task.immediate {
      await dataSource.apply(first)
      returned.insert("first")
    }
    applyingFirst.cancel()
    let applyingSecond = Task.immediate {
      await dataSource.apply(second)
      returned.insert("second")
    }
    try #require(dataSource.waitingCompletionCount == 2)  // the cancelled one still waits
    #expect(dataSource.snapshot == first)  // and its update still runs
    view.finishAnimations()
    try #require(dataSource.waitingCompletionCount == 0)
    await applyingFirst.value
    await applyingSecond.value
    #expect(returned == ["first", "second"])
    #expect(dataSource.updateCounts.plans == 2)  // `first` was planned and shown, then `second`
    #expect(view.updateCounts.batches == 2)
    #expect(view.shownTokens == second.items.map { ItemToken($0) })
  }

  @available(macOS 26, iOS 26, tvOS 26, visionOS 26, *)
  @Test func `apply returns when the surface discards the animation's completion`()
    async throws
  {
    let view = DiscardingView()
    let dataSource = ListDataSource(
      surface: view, registration: CellRegistration<FruitCell, Fruit>(), diagnostics: .ignore)
    let new = try Snapshot { SnapshotSection("Fruits") { Fruit(1) } }
    let applied = Task.immediate { await dataSource.apply(new) }
    try #require(dataSource.waitingCompletionCount == 1)
    view.discardAnimations()
    // The data source hears of it in a task on the main actor; a bounded wait, never a hang.
    for _ in 0..<100 where dataSource.waitingCompletionCount > 0 { await Task.yield() }
    try #require(dataSource.waitingCompletionCount == 0)
    await applied.value
    #expect(dataSource.snapshot == new)
    #expect(view.reloads == 1)  // the data source shows the update's end without animation
    let next = try Snapshot { SnapshotSection("Fruits") { Fruit(2) } }
    dataSource.apply(next, completion: nil)  // the queue runs again
    #expect(view.batches == 2)
  }

  /// A surface torn down mid-animation: it releases the completions of its batch updates
  /// without calling them.
  private final class DiscardingView: ListSurface {
    weak var client: (any ListSurfaceClient)?
    var isDisplayingList: Bool { true }
    private(set) var batches = 0
    private(set) var reloads = 0
    private var completions: [@MainActor (Bool) -> Void] = []

    func discardAnimations() { completions.removeAll() }
    func registerCell(_ registration: AnyCellRegistration) {}
    func dequeueCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath)
      -> AnyObject
    { FruitCell() }
    func reloadData() { reloads += 1 }
    func performBatchUpdates(
      _ batch: BatchUpdate, updateData: @escaping @MainActor () -> Void,
      completion: @escaping @MainActor (Bool) -> Void
    ) {
      batches += 1
      updateData()
      completions.append(completion)
    }
  }
}
