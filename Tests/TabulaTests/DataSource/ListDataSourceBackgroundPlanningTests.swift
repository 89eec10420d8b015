import PropertyBased
@_spi(Surfaces) import Tabula
import TabulaTestSupport
import TabulaTesting
import Testing

/// Long lists compared in full are planned off the main actor: the view keeps showing the old
/// snapshot until the plan is back, later snapshots wait and coalesce as behind an animation,
/// and a snapshot derived by a few edits is still planned at once. Each test lowers
/// `backgroundPlanningThreshold` so that short lists count as long.
@MainActor
struct ListDataSourceBackgroundPlanningTests {
  /// A view showing `layout`, whose data source plans off the main actor past two items.
  private func planningInBackground(
    _ layout: [[Int]]
  ) throws -> (HeadlessListView, ListDataSource<Shelf, Fruit>) {
    let (view, dataSource) = HeadlessListView.showingFruits(try .shelves(layout))
    dataSource.plansLongUpdatesInBackground = true
    dataSource.backgroundPlanningThreshold = 2
    return (view, dataSource)
  }

  @available(macOS 26, iOS 26, tvOS 26, visionOS 26, *)
  @Test func `a long snapshot built anew is planned off the main actor, then animated`()
    async throws
  {
    let (view, dataSource) = try planningInBackground([[1, 2, 3], [4]])
    let old = dataSource.snapshot
    let new = try FruitSnapshot.shelves([[3, 1, 5], [4, 2]])
    let applied = Task.immediate { await dataSource.apply(new) }
    #expect(dataSource.updateCounts.backgroundComparisons == 1)
    #expect(view.updateCounts.batches == 0, "no batch before the plan is back")
    #expect(dataSource.snapshot == old, "the view still shows the old snapshot")
    await applied.value
    #expect(dataSource.snapshot == new)
    #expect(view.shownTokens == new.items.map { ItemToken($0) })
    #expect(dataSource.updateCounts.plans == 1)
    #expect(dataSource.updateCounts.reloads == 1, "only the first load")
    #expect(view.problems.isEmpty, "\(view.problems)")
  }

  @Test func `a snapshot derived by one edit is planned at once, on the main actor`() throws {
    let (view, dataSource) = try planningInBackground([[1, 2, 3], [4]])
    var next = dataSource.snapshot
    try next.moveItem(at: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 0))
    dataSource.apply(next)
    #expect(dataSource.updateCounts.backgroundComparisons == 0)
    #expect(view.updateCounts.batches == 1)
    #expect(dataSource.snapshot == next)
    #expect(view.problems.isEmpty, "\(view.problems)")
  }

  @Test func `a short snapshot built anew is planned at once`() throws {
    let (view, dataSource) = HeadlessListView.showingFruits(try .shelves([[1, 2, 3]]))
    dataSource.plansLongUpdatesInBackground = true
    #expect(dataSource.backgroundPlanningThreshold == 10_000)
    dataSource.apply(try .shelves([[3, 2, 1]]))
    #expect(dataSource.updateCounts.backgroundComparisons == 0)
    #expect(view.updateCounts.batches == 1)
  }

  @Test func `a data source not asked to plan in the background plans on the main actor`()
    throws
  {
    let (view, dataSource) = HeadlessListView.showingFruits(try .shelves([[1, 2, 3]]))
    dataSource.backgroundPlanningThreshold = 0
    dataSource.apply(try .shelves([[3, 2, 1]]))
    #expect(!dataSource.plansLongUpdatesInBackground)
    #expect(dataSource.updateCounts.backgroundComparisons == 0)
    #expect(view.updateCounts.batches == 1)
  }

  @available(macOS 26, iOS 26, tvOS 26, visionOS 26, *)
  @Test func `snapshots applied while planning wait, and only the newest is planned next`()
    async throws
  {
    let (view, dataSource) = try planningInBackground([[1, 2, 3]])
    let snapshots = try [[[3, 2, 1]], [[2, 4]], [[4, 5, 1]]].map { try FruitSnapshot.shelves($0) }
    var returned: [Int] = []
    var applying: [Task<Void, Never>] = []
    for (index, snapshot) in snapshots.enumerated() {
      applying.append(
        Task.immediate {
          await dataSource.apply(snapshot)
          returned.append(index)
        })
    }
    #expect(dataSource.updateCounts.backgroundComparisons == 1, "the others wait")
    for task in applying { await task.value }
    #expect(returned.sorted() == [0, 1, 2])
    #expect(dataSource.snapshot == snapshots[2])
    #expect(view.shownTokens == snapshots[2].items.map { ItemToken($0) })
    #expect(dataSource.updateCounts.backgroundComparisons == 2, "the first, then the newest")
    #expect(dataSource.updateCounts.plans == 2)
    #expect(view.problems.isEmpty, "\(view.problems)")
  }

  @available(macOS 26, iOS 26, tvOS 26, visionOS 26, *)
  @Test func `a view taken off screen while planning is reloaded with the plan's end`()
    async throws
  {
    let (view, dataSource) = try planningInBackground([[1, 2, 3]])
    let new = try FruitSnapshot.shelves([[3, 2, 1, 4]])
    let applied = Task.immediate { await dataSource.apply(new) }
    view.isDisplayingList = false
    await applied.value
    #expect(dataSource.snapshot == new)
    #expect(view.updateCounts.batches == 0)
    #expect(dataSource.updateCounts.reloads == 2)
    view.isDisplayingList = true
    view.layoutIfNeeded()
    #expect(view.shownTokens == new.items.map { ItemToken($0) })
  }

  @available(macOS 26, iOS 26, tvOS 26, visionOS 26, *)
  @Test func `a row the user moves while planning lands where it was dropped`() async throws {
    let recorder = DiagnosticRecorder()
    let list = EditableList(try FruitSnapshot.shelves([[1, 2, 3], [4]]))
    let (view, dataSource) = HeadlessListView.showingFruits(
      list.snapshot, diagnostics: recorder.handler)
    dataSource.plansLongUpdatesInBackground = true
    dataSource.backgroundPlanningThreshold = 2
    let token = dataSource.bind(to: list)
    list.replace(with: try .shelves([[3, 2, 1, 5], [4]]))
    #expect(dataSource.updateCounts.backgroundComparisons == 1)
    // On screen the shelves still read [[1, 2, 3], [4]]: the user drops 3 on top of shelf 1,
    // which the list takes as "above 4" in its own order.
    #expect(
      view.simulateUserMove(from: ItemPath(section: 0, item: 2), to: ItemPath(section: 1, item: 0)))
    #expect(list.snapshot.layout == [[2, 1, 5], [3, 4]])
    let settled = Task.immediate { await dataSource.apply(list.snapshot) }
    await settled.value
    #expect(dataSource.snapshot == list.snapshot)
    #expect(view.shownTokens == list.snapshot.items.map { ItemToken($0) })
    #expect(view.problems.isEmpty, "\(view.problems)")
    #expect(recorder.diagnostics.isEmpty, "\(recorder.diagnostics)")
    token.cancel()
  }

  @available(macOS 26, iOS 26, tvOS 26, visionOS 26, *)
  @Test func `a refused move while planning shows the list again and lets the update go on`()
    async throws
  {
    let recorder = DiagnosticRecorder()
    let list = EditableList(try FruitSnapshot.shelves([[1, 2, 3]]))
    let (view, dataSource) = HeadlessListView.showingFruits(
      list.snapshot, diagnostics: recorder.handler)
    dataSource.plansLongUpdatesInBackground = true
    dataSource.backgroundPlanningThreshold = 2
    let token = dataSource.bind(to: list)
    dataSource.behavior.allowsMoving = false
    list.replace(with: try .shelves([[3, 2, 1]]))
    list.replace(with: try .shelves([[2, 4]]))  // waits behind the first
    // The view moves the row; the data source refuses it.
    #expect(
      view.simulateUserMove(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 1)))
    #expect(recorder.diagnostics.map(\.kind) == [.editRefused])
    #expect(dataSource.updateCounts.backgroundComparisons == 1, "the second still waits")
    let settled = Task.immediate { await dataSource.apply(list.snapshot) }
    await settled.value
    #expect(dataSource.snapshot.layout == [[2, 4]])
    #expect(view.shownTokens == list.snapshot.items.map { ItemToken($0) })
    #expect(dataSource.updateCounts.backgroundComparisons == 2)
    #expect(dataSource.updateCounts.plans == 2, "each planned once, one after the other")
    #expect(view.problems.isEmpty, "\(view.problems)")
    token.cancel()
  }

  @available(macOS 26, iOS 26, tvOS 26, visionOS 26, *)
  @Test func `any burst of snapshots ends on the newest, every batch legal, every caller back`()
    async
  {
    await propertyCheck(count: propertyCases(300), input: Gen.int(in: 0...Int(Int32.max))) { seed in
      var random = SeededRandom(seed: seed)
      let (old, new) = try RandomSnapshots.pair(seed: seed, maxSections: 5, maxItems: 10)
      let (view, dataSource) = HeadlessListView.showingFruits(old, visibleRowLimit: 8)
      dataSource.plansLongUpdatesInBackground = true
      dataSource.backgroundPlanningThreshold = Int.random(in: 0...12, using: &random)
      var bursts = [new]
      for step in 0..<Int.random(in: 0...4, using: &random) {
        let (_, another) = try RandomSnapshots.pair(
          seed: seed &+ step &+ 1, maxSections: 5, maxItems: 10)
        bursts.append(Bool.random(using: &random) ? another : bursts[bursts.count - 1])
      }
      var returned = 0
      var applying: [Task<Void, Never>] = []
      for snapshot in bursts {
        applying.append(
          Task.immediate {
            await dataSource.apply(snapshot)
            returned += 1
          })
      }
      for task in applying { await task.value }
      let newest = bursts[bursts.count - 1]
      #expect(returned == bursts.count, "seed \(seed)")
      #expect(dataSource.snapshot == newest, "seed \(seed)")
      #expect(view.shownTokens == newest.items.map { ItemToken($0) }, "seed \(seed)")
      #expect(view.problems.isEmpty, "seed \(seed): \(view.problems)")
    }
  }
}
