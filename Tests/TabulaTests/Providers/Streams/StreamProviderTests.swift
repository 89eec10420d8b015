import Tabula
import TabulaTestSupport
import TabulaTesting
import Testing

@MainActor
struct StreamProviderTests {
  /// A stream of arrays the test feeds, and a signal that the provider stopped iterating it.
  private struct Feed {
    let stream: AsyncStream<[Fruit]>
    let continuation: AsyncStream<[Fruit]>.Continuation
    let terminated: AsyncStream<Void>

    init() {
      (stream, continuation) = AsyncStream.makeStream(of: [Fruit].self)
      let (terminated, terminate) = AsyncStream.makeStream(of: Void.self)
      self.terminated = terminated
      continuation.onTermination = { _ in
        terminate.yield()
        terminate.finish()
      }
    }

    /// Waits until the iteration is cancelled or the stream finishes.
    func termination() async {
      for await _ in terminated { return }
    }

    func send(_ ids: [Int]) {
      continuation.yield(ids.map { Fruit($0) })
    }
  }

  private struct Offline: Error, CustomStringConvertible {
    var description: String { "The socket closed" }
  }

  // MARK: Publishing

  @Test func `each array the stream yields is animated in, in order`() async {
    let feed = Feed()
    let provider = StreamProvider(feed.stream, diagnostics: .ignore)
    let view = HeadlessListView()
    let dataSource = ListDataSource<ListSection, Fruit>(
      surface: view, registration: CellRegistration<FruitCell, Fruit>(), diagnostics: .ignore)
    let binding = dataSource.bind(to: provider)
    view.layoutIfNeeded()
    let published = ValueRecorder<[Int]>()
    let token = provider.observe { published.record($0.itemIdentifiers) }
    feed.send([1, 2])
    #expect(await published.next() == [1, 2])
    feed.send([2, 3, 1])
    #expect(await published.next() == [2, 3, 1])
    #expect(view.shownTokens == [2, 3, 1].map { ItemToken(Fruit($0)) })
    #expect(view.problems.isEmpty)
    #expect(dataSource.updateCounts.batches == 2)
    #expect(provider.loadState == .loaded)
    token.cancel()
    binding.cancel()
  }

  @Test func `a stream of snapshots is shown as it comes, after the initial one`() async throws {
    let (stream, continuation) = AsyncStream.makeStream(of: FruitSnapshot.self)
    let provider = StreamProvider(stream, initial: try .shelves([[1]]))
    #expect(provider.snapshot.layout == [[1]])
    let published = ValueRecorder<[[Int]]>()
    let token = provider.observe { published.record($0.layout) }
    continuation.yield(try .shelves([[1, 2], [3]]))
    #expect(await published.next() == [[1, 2], [3]])
    #expect(provider.snapshot.layout == [[1, 2], [3]])
    token.cancel()
  }

  @Test func `the provider starts iterating when it is first observed`() async {
    let feed = Feed()
    let provider = StreamProvider(feed.stream, diagnostics: .ignore)
    #expect(!provider.isIterating)
    #expect(provider.loadState == .idle)
    let states = ValueRecorder<LoadState>()
    let token = provider.observeLoadState { states.record($0) }
    #expect(provider.isIterating)
    #expect(provider.loadState == .loading)
    feed.send([1])
    #expect(await states.next() == .loading)
    #expect(await states.next() == .loaded)
    #expect(provider.snapshot.itemIdentifiers == [1])
    token.cancel()
  }

  @Test func `an array that repeats an item shows it once and names it`() async throws {
    let feed = Feed()
    let recorder = DiagnosticRecorder()
    let provider = StreamProvider(feed.stream, diagnostics: recorder.handler)
    let published = ValueRecorder<[Int]>()
    let token = provider.observe { published.record($0.itemIdentifiers) }
    feed.send([4, 5, 4, 6, 5])
    #expect(await published.next() == [4, 5, 6])
    let diagnostic = try #require(recorder.diagnostics.first)
    #expect(diagnostic.kind == .duplicateIdentifiers)
    #expect(diagnostic.message.hasSuffix("dropped: 4, 5"))
    token.cancel()
  }

  // MARK: End and failure

  @Test func `a thrown error keeps the last list and reports it`() async throws {
    let (stream, continuation) = AsyncThrowingStream.makeStream(of: [Fruit].self)
    let provider = StreamProvider(stream, diagnostics: .ignore)
    let states = ValueRecorder<LoadState>()
    let token = provider.observeLoadState { states.record($0) }
    continuation.yield([Fruit(1), Fruit(2)])
    #expect(await states.next() == .loading)
    #expect(await states.next() == .loaded)
    continuation.finish(throwing: Offline())
    #expect(await states.next() == .failed(Offline()))
    #expect(provider.snapshot.itemIdentifiers == [1, 2])
    #expect(try #require(provider.error) is Offline)
    #expect(!provider.isIterating)
    token.cancel()
  }

  @Test func `the end of the stream keeps the list, loaded`() async {
    let feed = Feed()
    let provider = StreamProvider(feed.stream, diagnostics: .ignore)
    let states = ValueRecorder<LoadState>()
    let token = provider.observeLoadState { states.record($0) }
    feed.continuation.finish()
    #expect(await states.next() == .loading)
    #expect(await states.next() == .loaded)
    #expect(!provider.isIterating)
    #expect(provider.snapshot.numberOfItems == 0)
    token.cancel()
  }

  // MARK: Cancellation

  @Test func `cancelling the last observation cancels the iteration`() async {
    let feed = Feed()
    let provider = StreamProvider(feed.stream, diagnostics: .ignore)
    let published = ValueRecorder<[Int]>()
    let token = provider.observe { published.record($0.itemIdentifiers) }
    feed.send([1])
    #expect(await published.next() == [1])
    token.cancel()
    await feed.termination()
    #expect(!provider.isIterating)
    feed.send([2])
    #expect(published.values == [[1]])
    #expect(provider.snapshot.itemIdentifiers == [1])
  }

  @Test func `releasing the last observation token cancels the iteration`() async {
    let feed = Feed()
    let provider = StreamProvider(feed.stream, diagnostics: .ignore)
    let published = Recorded<[Int]>()
    var token: ObservationToken? = provider.observe { published.append($0.itemIdentifiers) }
    #expect(token?.isCancelled == false)
    token = nil
    await feed.termination()
    feed.send([2])
    #expect(!provider.isIterating)
    #expect(published.values.isEmpty)
  }

  @Test func `a cancelled observation receives nothing while another keeps the stream`() async {
    let feed = Feed()
    let provider = StreamProvider(feed.stream, diagnostics: .ignore)
    let cancelled = Recorded<[Int]>()
    let kept = ValueRecorder<[Int]>()
    let first = provider.observe { cancelled.append($0.itemIdentifiers) }
    let second = provider.observe { kept.record($0.itemIdentifiers) }
    first.cancel()
    feed.send([3])
    #expect(await kept.next() == [3])
    #expect(cancelled.values.isEmpty)
    #expect(provider.isIterating)
    second.cancel()
  }

  @Test func `observing again in the same turn keeps the iteration`() async {
    let feed = Feed()
    let provider = StreamProvider(feed.stream, diagnostics: .ignore)
    let published = ValueRecorder<[Int]>()
    provider.observe { _ in }.cancel()
    let token = provider.observe { published.record($0.itemIdentifiers) }
    feed.send([5])
    #expect(await published.next() == [5])
    #expect(provider.isIterating)
    token.cancel()
  }

  @Test func `releasing the provider mid-stream frees it and cancels the iteration`() async {
    let feed = Feed()
    var provider: StreamProvider<ListSection, Fruit>? = StreamProvider(
      feed.stream, diagnostics: .ignore)
    weak let released = provider
    let published = ValueRecorder<[Int]>()
    let token = provider?.observe { published.record($0.itemIdentifiers) }
    feed.send([1])
    #expect(await published.next() == [1])
    provider = nil
    #expect(released == nil)
    await feed.termination()
    feed.send([2])
    #expect(published.values == [[1]])
    token?.cancel()
  }

  @Test func `cancel stops the iteration for good, even while observed`() async {
    let feed = Feed()
    let provider = StreamProvider(feed.stream, diagnostics: .ignore)
    let published = Recorded<[Int]>()
    let token = provider.observe { published.append($0.itemIdentifiers) }
    provider.cancel()
    await feed.termination()
    let again = provider.observe { published.append($0.itemIdentifiers) }
    #expect(!provider.isIterating)
    #expect(provider.loadState == .idle)
    feed.send([1])
    #expect(published.values.isEmpty)
    token.cancel()
    again.cancel()
  }
}
