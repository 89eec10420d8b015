import Tabula
import Testing

private struct Track: Identifiable, Equatable, Sendable {
  var id: String
  var plays: Int = 0
}

private typealias TrackSnapshot = Snapshot<ListSection, Track>
private typealias TrackError = SnapshotError<String, String>

/// Records every snapshot an observer receives, in order.
@MainActor
private final class Recorder {
  var snapshots: [TrackSnapshot] = []

  var layouts: [[[String]]] {
    snapshots.map { snapshot in
      snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) ?? [] }
    }
  }

  func record(_ snapshot: TrackSnapshot) {
    snapshots.append(snapshot)
  }
}

/// A snapshot with one section per album, named by its header, holding tracks with these ids.
private func albums(_ albums: KeyValuePairs<String, [String]>) throws(TrackError)
  -> TrackSnapshot
{
  try TrackSnapshot(
    sections: albums.map { album, ids in
      SnapshotSection(ListSection(album), items: ids.map { Track(id: $0) })
    })
}

private func path(_ section: Int, _ item: Int) -> ItemPath {
  ItemPath(section: section, item: item)
}

@MainActor
struct SnapshotProviderTests {
  // MARK: Reading

  @Test func `a new provider is empty by default`() {
    let provider = SnapshotProvider<ListSection, Track>()
    #expect(provider.snapshot == TrackSnapshot())
    #expect(provider.numberOfSections == 0)
    #expect(provider.numberOfItems(inSectionAt: 0) == nil)
    #expect(provider.item(at: path(0, 0)) == nil)
    #expect(provider.observerCount == 0)
  }

  @Test func `a provider answers counts and items from its snapshot`() throws {
    let provider = SnapshotProvider(try albums(["Abbey Road": ["come", "sun"], "Help!": ["yes"]]))
    #expect(provider.numberOfSections == 2)
    #expect(provider.numberOfItems(inSectionAt: 0) == 2)
    #expect(provider.numberOfItems(inSectionAt: 1) == 1)
    #expect(provider.item(at: path(0, 1))?.id == "sun")
    #expect(provider.item(at: path(1, 0))?.id == "yes")
    #expect(provider.item(at: path(1, 1)) == nil)
    #expect(provider.snapshot.section(at: 1)?.header == "Help!")
  }

  @Test func `numberOfItems(inSectionAt:) is nil for a section out of range`() throws {
    let provider = SnapshotProvider(try albums(["Abbey Road": ["come"]]))
    #expect(provider.numberOfItems(inSectionAt: 0) == 1)
    #expect(provider.numberOfItems(inSectionAt: 1) == nil)
    #expect(provider.numberOfItems(inSectionAt: -1) == nil)
    let erased: any DataProvider<ListSection, Track> = provider
    #expect(erased.numberOfItems(inSectionAt: 3) == nil)
  }

  // MARK: Observation

  @Test func `an observer is not called when observation starts`() throws {
    let provider = SnapshotProvider(try albums(["Abbey Road": ["come"]]))
    let recorder = Recorder()
    let token = provider.observe(recorder.record)
    #expect(recorder.snapshots.isEmpty)
    #expect(provider.observerCount == 1)
    #expect(token.isCancelled == false)
  }

  @Test func `an observer receives each new snapshot in order`() throws {
    let provider = SnapshotProvider<ListSection, Track>()
    let recorder = Recorder()
    let token = provider.observe(recorder.record)
    provider.update(try albums(["A": ["1"]]))
    try provider.update { snapshot throws(TrackError) in
      try snapshot.appendItems([Track(id: "2")])
    }
    provider.update(try albums(["B": [], "A": ["2", "1"]]))
    #expect(recorder.layouts == [[["1"]], [["1", "2"]], [[], ["2", "1"]]])
    #expect(recorder.snapshots.last == provider.snapshot)
    #expect(token.isCancelled == false)
  }

  @Test func `an in-place update publishes a change of content`() throws {
    let provider = SnapshotProvider(try albums(["A": ["1", "2"]]))
    let recorder = Recorder()
    let token = provider.observe(recorder.record)
    try provider.update { snapshot throws(TrackError) in
      try snapshot.updateItems([Track(id: "2", plays: 9)])
    }
    #expect(recorder.snapshots.count == 1)
    #expect(recorder.snapshots.first?.item(id: "2")?.plays == 9)
    #expect(provider.snapshot.item(id: "2")?.plays == 9)
    #expect(token.isCancelled == false)
  }

  @Test func `observers are called oldest first`() {
    let provider = SnapshotProvider<ListSection, Track>()
    let calls = CallLog()
    let tokens = (0..<5).map { index in provider.observe { _ in calls.entries.append(index) } }
    provider.update(TrackSnapshot())
    provider.update(TrackSnapshot())
    #expect(calls.entries == [0, 1, 2, 3, 4, 0, 1, 2, 3, 4])
    #expect(tokens.count == 5)
  }

  @Test func `cancelling the token stops notifications`() throws {
    let provider = SnapshotProvider<ListSection, Track>()
    let recorder = Recorder()
    let token = provider.observe(recorder.record)
    provider.update(try albums(["A": ["1"]]))
    token.cancel()
    provider.update(try albums(["A": ["2"]]))
    #expect(token.isCancelled)
    #expect(recorder.layouts == [[["1"]]])
    #expect(provider.observerCount == 0)
  }

  @Test func `observerCount counts live observations`() {
    let provider = SnapshotProvider<ListSection, Track>()
    let first = provider.observe { _ in }
    let second = provider.observe { _ in }
    #expect(provider.observerCount == 2)
    first.cancel()
    #expect(provider.observerCount == 1)
    second.cancel()
    #expect(provider.observerCount == 0)
  }

  @Test func `releasing the token stops notifications`() throws {
    let provider = SnapshotProvider<ListSection, Track>()
    let recorder = Recorder()
    var token: ObservationToken? = provider.observe(recorder.record)
    provider.update(try albums(["A": ["1"]]))
    #expect(token?.isCancelled == false)
    #expect(provider.observerCount == 1)
    token = nil
    provider.update(try albums(["A": ["2"]]))
    #expect(token == nil)
    #expect(recorder.layouts == [[["1"]]])
    #expect(provider.observerCount == 0)
  }

  @Test func `an observer whose token was never kept is never called`() {
    let provider = SnapshotProvider<ListSection, Track>()
    let recorder = Recorder()
    _ = provider.observe(recorder.record)
    provider.update(TrackSnapshot())
    #expect(recorder.snapshots.isEmpty)
    #expect(provider.observerCount == 0)
  }

  @Test func `a token outliving its provider can still be cancelled`() {
    var provider: SnapshotProvider<ListSection, Track>? = SnapshotProvider()
    let token = provider?.observe { _ in }
    #expect(provider?.observerCount == 1)
    provider = nil
    token?.cancel()
    #expect(provider == nil)
    #expect(token?.isCancelled == true)
  }

  @Test func `releasing the token frees the observer's closure at once`() {
    let provider = SnapshotProvider<ListSection, Track>()
    weak var released: Recorder?
    var token: ObservationToken?
    do {
      let recorder = Recorder()
      released = recorder
      token = provider.observe(recorder.record)
    }
    #expect(released != nil)
    token = nil
    #expect(token == nil)
    #expect(released == nil)
  }

  @Test func `an observer that captures its provider does not keep it alive`() {
    weak var released: SnapshotProvider<ListSection, Track>?
    do {
      let provider = SnapshotProvider<ListSection, Track>()
      released = provider
      let token = provider.observe { _ in _ = provider.observerCount }
      #expect(token.isCancelled == false)
    }
    #expect(released == nil)
  }

  // MARK: Failed updates

  @Test func `an update whose closure throws publishes nothing and changes nothing`() throws {
    let provider = SnapshotProvider(try albums(["A": ["1", "2"]]))
    let before = provider.snapshot
    let recorder = Recorder()
    let token = provider.observe(recorder.record)
    #expect(throws: TrackError.unknownItems(["9"])) {
      try provider.update { snapshot throws(TrackError) in
        try snapshot.appendItems([Track(id: "3")])
        try snapshot.deleteItems(["1", "9"])
      }
    }
    #expect(provider.snapshot == before)
    #expect(provider.snapshot.itemIdentifiers == ["1", "2"])
    #expect(recorder.snapshots.isEmpty)
    #expect(token.isCancelled == false)
  }

  @Test func `an update that would duplicate ids throws naming them and changes nothing`() throws {
    let provider = SnapshotProvider(try albums(["A": ["1", "2"], "B": ["3"]]))
    let before = provider.snapshot
    let recorder = Recorder()
    let token = provider.observe(recorder.record)
    let expected = TrackError.duplicateIdentifiers(
      sections: [],
      items: [.init(id: "1", positions: [path(0, 0), path(1, 1)])]
    )
    #expect(throws: expected) {
      try provider.update { snapshot throws(TrackError) in
        try snapshot.appendItems([Track(id: "1")], toSection: "B")
      }
    }
    #expect(provider.snapshot == before)
    #expect(recorder.snapshots.isEmpty)
    #expect(token.isCancelled == false)
  }

  @Test func `observation continues normally after a failed update`() throws {
    let provider = SnapshotProvider(try albums(["A": ["1"]]))
    let recorder = Recorder()
    let token = provider.observe(recorder.record)
    #expect(throws: TrackError.noSection) {
      try provider.update { snapshot throws(TrackError) in
        snapshot.deleteAllItems()
        try snapshot.appendItems([Track(id: "2")])
      }
    }
    try provider.update { snapshot throws(TrackError) in
      try snapshot.appendItems([Track(id: "2")])
    }
    #expect(recorder.layouts == [[["1", "2"]]])
    #expect(token.isCancelled == false)
  }

  // MARK: Observers that act while being notified

  // Each scenario runs in a child process, so that a crash fails one test, not the run.

  @Test func `an observer can cancel its own token while being notified`() async {
    await #expect(processExitsWith: .success) {
      let calls = await cancelOwnTokenWhileNotified()
      precondition(calls == 1, "observer called \(calls) times, expected once")
    }
  }

  @Test func `an observer can cancel a later observer, which is then not called`() async {
    await #expect(processExitsWith: .success) {
      let calls = await cancelOtherTokenWhileNotified()
      precondition(calls == [0], "observers called \(calls), expected [0]")
    }
  }

  @Test func `an observer can start another observation while being notified`() async {
    await #expect(processExitsWith: .success) {
      let count = await observeWhileNotified()
      precondition(count == 2, "\(count) live observers, expected 2")
    }
  }

  @Test func `a change made while observers are notified reaches them in order`() async {
    await #expect(processExitsWith: .success) {
      let seen = try await updateWhileNotified()
      precondition(seen == [1, 0], "second observer saw \(seen), expected [1, 0]")
    }
  }
}

/// A log of calls, shared by several observers.
@MainActor
private final class CallLog {
  var entries: [Int] = []
}

/// Keeps a token where the observer's own closure can reach it.
@MainActor
private final class TokenHolder {
  var token: ObservationToken?
}

/// Observes once: the observer cancels its own token the first time it is called. Returns
/// how many times it was called over two changes.
@MainActor
private func cancelOwnTokenWhileNotified() -> Int {
  let provider = SnapshotProvider<ListSection, Track>()
  let calls = CallLog()
  let holder = TokenHolder()
  holder.token = provider.observe { _ in
    calls.entries.append(0)
    holder.token?.cancel()
  }
  provider.update(TrackSnapshot())
  provider.update(TrackSnapshot())
  return calls.entries.count
}

/// The first observer cancels the second one's token. Returns which observers were called.
@MainActor
private func cancelOtherTokenWhileNotified() -> [Int] {
  let provider = SnapshotProvider<ListSection, Track>()
  let calls = CallLog()
  let holder = TokenHolder()
  let first = provider.observe { _ in
    calls.entries.append(0)
    holder.token?.cancel()
  }
  holder.token = provider.observe { _ in calls.entries.append(1) }
  provider.update(TrackSnapshot())
  return first.isCancelled ? [] : calls.entries
}

/// The first observer starts a second observation when it is first called. Returns the
/// number of live observers afterwards.
@MainActor
private func observeWhileNotified() -> Int {
  let provider = SnapshotProvider<ListSection, Track>()
  let holder = TokenHolder()
  let token = provider.observe { _ in
    if holder.token == nil { holder.token = provider.observe { _ in } }
  }
  provider.update(TrackSnapshot())
  return token.isCancelled ? -1 : provider.observerCount
}

/// The first observer empties the data when it sees one section. Returns the number of
/// sections of each snapshot the second observer received.
@MainActor
private func updateWhileNotified() throws -> [Int] {
  let provider = SnapshotProvider<ListSection, Track>()
  let seen = CallLog()
  let first = provider.observe { snapshot in
    if snapshot.numberOfSections == 1 { provider.update(TrackSnapshot()) }
  }
  let second = provider.observe { snapshot in seen.entries.append(snapshot.numberOfSections) }
  provider.update(try albums(["A": []]))
  return first.isCancelled || second.isCancelled ? [] : seen.entries
}
