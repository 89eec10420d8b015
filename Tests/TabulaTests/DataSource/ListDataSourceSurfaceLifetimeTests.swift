@_spi(Surfaces) import Tabula
import TabulaTesting
import Testing

/// A data source refers to its surface weakly, and so does every batch completion it hands
/// the surface: a surface that holds a completion must not keep itself alive through it.
@MainActor
struct ListDataSourceSurfaceLifetimeTests {
  @Test func `a surface holding a batch's completion is freed once released`() throws {
    weak var released: HoldingView?
    let dataSource: ListDataSource<ListSection, Fruit>
    do {
      let view = HoldingView()
      released = view
      dataSource = ListDataSource(
        surface: view, registration: CellRegistration<FruitCell, Fruit>(), diagnostics: .ignore)
      dataSource.apply(try Snapshot { SnapshotSection("Fruits") { Fruit(1) } })
      #expect(view.completions.count == 1)
    }
    #expect(released == nil)
    #expect(dataSource.surface == nil)
  }

  @Test func `a completion called after its surface is gone ends the update`() throws {
    var view: HoldingView? = HoldingView()
    let dataSource = ListDataSource<ListSection, Fruit>(
      surface: try #require(view), registration: CellRegistration<FruitCell, Fruit>(),
      diagnostics: .ignore)
    var completed = 0
    let new = try Snapshot<ListSection, Fruit> { SnapshotSection("Fruits") { Fruit(1) } }
    dataSource.apply(new) { completed += 1 }
    let completions = view?.completions ?? []
    view = nil
    #expect(dataSource.surface == nil)
    for completion in completions { completion(true) }
    #expect(completed == 1)
    #expect(dataSource.snapshot == new)
    #expect(dataSource.waitingCompletionCount == 0)
  }

  /// A surface whose batch completions wait until the test takes them.
  private final class HoldingView: ListSurface {
    weak var client: (any ListSurfaceClient)?
    var isDisplayingList: Bool { true }
    private(set) var completions: [@MainActor (Bool) -> Void] = []

    func registerCell(_ registration: AnyCellRegistration) {}
    func dequeueCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath)
      -> AnyObject
    { FruitCell() }
    func reloadData() {}
    func performBatchUpdates(
      _ batch: BatchUpdate, updateData: @escaping @MainActor () -> Void,
      completion: @escaping @MainActor (Bool) -> Void
    ) {
      updateData()
      completions.append(completion)
    }
  }
}
