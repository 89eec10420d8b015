import Testing

@testable import Tabula

/// A `ComposedList`'s load and paging states, from its providers': a settings screen whose
/// section of devices loads shows "Loading…" or the failure and a Retry beside its fixed rows.
@MainActor
struct ComposedListLoadingTests {
  typealias Row = ComposedListTests.Row

  struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
  }

  struct Denied: Error, CustomStringConvertible {
    var description: String { "denied" }
  }

  /// A provider whose states a test sets, and which counts what it is asked.
  final class StubProvider: DataProvider {
    let snapshot: Snapshot<ListSection, Fruit>
    let isPaged: Bool
    var loadState = LoadState.loaded {
      didSet { loadStateObservers.notify(loadState) }
    }
    var pagingState = PagingState.idle {
      didSet { pagingStateObservers.notify(pagingState) }
    }
    private(set) var appeared: [ItemPath] = []
    private(set) var refreshes = 0
    private(set) var retries = 0
    private let loadStateObservers = ObserverList<LoadState>()
    private let pagingStateObservers = ObserverList<PagingState>()
    private let observers = ObserverList<Snapshot<ListSection, Fruit>>()

    init(_ section: String, _ ids: [Int], isPaged: Bool = false) throws {
      snapshot = try Snapshot(sections: [
        SnapshotSection(ListSection(section), items: ids.map { Fruit($0) })
      ])
      self.isPaged = isPaged
    }

    func observe(_ onChange: @escaping @MainActor (Snapshot<ListSection, Fruit>) -> Void)
      -> ObservationToken
    {
      observers.add(onChange)
    }

    func observeLoadState(_ onChange: @escaping @MainActor (LoadState) -> Void)
      -> ObservationToken
    {
      loadStateObservers.add(onChange)
    }

    func observePagingState(_ onChange: @escaping @MainActor (PagingState) -> Void)
      -> ObservationToken
    {
      pagingStateObservers.add(onChange)
    }

    func itemWillAppear(at path: ItemPath) { appeared.append(path) }

    func refresh() -> Task<Void, Never>? {
      refreshes += 1
      return Task {}
    }

    func retry() -> Task<Void, Never>? {
      retries += 1
      return loadState.error == nil ? nil : Task {}
    }
  }

  static func list(_ providers: StubProvider...) -> ComposedList<Row> {
    ComposedList(
      [ListPart.fixed(ListSection("Account"), [.setting("name")])]
        + providers.map { ListPart.rows(of: $0, as: Row.fruit) })
  }

  @Test func `a list of fixed rows only is loaded, not paged, and loads nothing`() {
    let list = ComposedList<Row> { ListPart.fixed(ListSection("About"), [.setting("version")]) }
    #expect(list.loadState == .loaded)
    #expect(!list.isPaged)
    #expect(list.pagingState == .endOfList)
    #expect(list.refresh() == nil)
    #expect(list.retry() == nil)
  }

  @Test func `a failure fails the list with the error of the first failed part in list order`()
    throws
  {
    let (a, b, c) = (
      try StubProvider("A", [1]), try StubProvider("B", [2]), try StubProvider("C", [3])
    )
    let list = Self.list(a, b, c)
    a.loadState = .loading
    c.loadState = .failed(Denied())
    #expect(list.loadState == .failed(Denied()))
    b.loadState = .failed(Offline())
    #expect(list.loadState == .failed(Offline()))
    #expect(list.loadState.failureMessage == "offline")
    b.loadState = .loaded
    c.loadState = .loaded
    #expect(list.loadState == .loading)
  }

  @Test func `the list loads while a part loads, is idle while one waits, then is loaded`() throws {
    let (a, b) = (try StubProvider("A", [1]), try StubProvider("B", [2]))
    a.loadState = .idle
    let list = Self.list(a, b)
    #expect(list.loadState == .idle)
    var states: [LoadState] = []
    let token = list.observeLoadState { states.append($0) }
    defer { token.cancel() }
    b.loadState = .loading
    a.loadState = .loading
    b.loadState = .loaded
    a.loadState = .loaded
    #expect(states == [.loading, .loaded])
  }

  @Test func `a loading provider's failed load fails the list`() async {
    let devices = LoadingProvider<Fruit>(section: ListSection("Devices"))
    let list = ComposedList<Row> {
      ListPart.fixed(ListSection("Account"), [.setting("name")])
      ListPart.rows(of: devices, as: Row.fruit)
    }
    #expect(list.loadState == .idle)
    await devices.load { throw Offline() }
    #expect(list.loadState == .failed(Offline()))
    await devices.load { [Fruit(1)] }
    #expect(list.loadState == .loaded)
    #expect(list.snapshot.items.map(\.id) == ["setting name", "fruit 1"])
  }

  @Test func `refresh goes to every provider, retry to those that failed`() async throws {
    let (a, b) = (try StubProvider("A", [1]), try StubProvider("B", [2]))
    let list = Self.list(a, b)
    await list.refresh()?.value
    #expect((a.refreshes, b.refreshes) == (1, 1))
    #expect(list.retry() == nil)
    b.loadState = .failed(Offline())
    await list.retry()?.value
    #expect((a.retries, b.retries) == (2, 2))
  }

  @Test func `with one paged part the list pages through it, at the part's positions`() throws {
    let (a, b) = (try StubProvider("A", [1, 2]), try StubProvider("B", [3, 4], isPaged: true))
    let list = Self.list(a, b)
    #expect(list.isPaged)
    var states: [PagingState] = []
    let token = list.observePagingState { states.append($0) }
    defer { token.cancel() }
    list.itemWillAppear(at: ItemPath(section: 0, item: 0))
    list.itemWillAppear(at: ItemPath(section: 1, item: 1))
    list.itemWillAppear(at: ItemPath(section: 2, item: 1))
    list.itemWillAppear(at: ItemPath(section: 5, item: 0))
    #expect(a.appeared.isEmpty)
    #expect(b.appeared == [ItemPath(section: 0, item: 1)])
    a.pagingState = .loadingNextPage
    b.pagingState = .loadingNextPage
    #expect(list.pagingState == .loadingNextPage)
    #expect(states == [.loadingNextPage])
  }

  @Test func `with two paged parts the list is not paged`() throws {
    let (a, b) = (
      try StubProvider("A", [1], isPaged: true), try StubProvider("B", [2], isPaged: true)
    )
    let list = Self.list(a, b)
    #expect(!list.isPaged)
    #expect(list.pagingState == .endOfList)
    var states: [PagingState] = []
    let token = list.observePagingState { states.append($0) }
    defer { token.cancel() }
    b.pagingState = .loadingNextPage
    list.itemWillAppear(at: ItemPath(section: 2, item: 0))
    #expect(states.isEmpty)
    #expect(b.appeared.isEmpty)
  }

  @Test func `a body reading the load state is told when a part's load changes it`() async throws {
    let a = try StubProvider("A", [1])
    let list = Self.list(a)
    #expect(await isAnnounced(reading: { _ = list.loadState }) { a.loadState = .loading })
    #expect(await !isAnnounced(reading: { _ = list.loadState }) { a.loadState = .loading })
    #expect(await !isAnnounced(reading: { _ = list.pagingState }) { a.pagingState = .idle })
  }
}
