import Synchronization
import Tabula
import TabulaTestSupport
import Testing

/// Providers do nothing until they are observed or asked: SwiftUI makes a `@State` property's
/// default value again each time it makes the view and keeps only the first (Apple, "State":
/// it "always instantiates its default value when SwiftUI instantiates the view"), so a
/// provider that loaded in its initializer would load once per parent render (issue 52, item
/// 2.9). Loads are counted; the queries of `QueryProvider` are counted in
/// TabulaGRDBTests/Lifetime/QueryProviderLazinessTests.
@MainActor
struct ProviderLazinessTests {
  @Test func `paged, loading and search providers made and left alone load nothing`() async {
    let loads = LoadCounter()
    let paged = (0..<3).map { _ in
      PagedProvider<Fruit, Int>(diagnostics: .ignore) { _ in
        loads.increment()
        return ([Fruit(1)], nil)
      }
    }
    let searches = (0..<3).map { _ in
      SearchLoader<Fruit>(debounceMilliseconds: 0) { _ in
        loads.increment()
        return [Fruit(1)]
      }
    }
    let loading = LoadingProvider<Fruit>()
    for _ in 0..<10 { await Task.yield() }
    #expect(loads.count == 0)
    #expect(paged.allSatisfy { $0.loadState == .idle && $0.snapshot.numberOfItems == 0 })
    #expect(searches.allSatisfy { $0.loadState == .idle })
    #expect(loading.loadState == .idle)
  }

  @Test
  func
    `a stream provider iterates nothing until observed, and its first observer gets the elements`()
    async throws
  {
    let iterations = LoadCounter()
    let providers = (0..<3).map { _ in
      StreamProvider(CountedArrays(iterations: iterations), diagnostics: .ignore)
    }
    for _ in 0..<10 { await Task.yield() }
    #expect(iterations.count == 0)
    #expect(providers.allSatisfy { !$0.isIterating })
    var received: [Int] = []
    let token = providers[0].observe { received.append($0.numberOfItems) }
    try await waitUntil("the element") { received == [2] }
    #expect(iterations.count == 1)
    token.cancel()
  }
}

/// Counts from any thread.
final class LoadCounter: Sendable {
  private let value = Mutex(0)

  var count: Int { value.withLock { $0 } }

  func increment() {
    value.withLock { $0 += 1 }
  }
}

/// One array of two fruits, counting each iteration begun.
struct CountedArrays: AsyncSequence, Sendable {
  typealias Element = [Fruit]
  let iterations: LoadCounter

  func makeAsyncIterator() -> AsyncStream<[Fruit]>.Iterator {
    iterations.increment()
    return AsyncStream { continuation in
      continuation.yield([Fruit(1), Fruit(2)])
    }.makeAsyncIterator()
  }
}
