import Observation
import PropertyBased
import Tabula
import Testing

/// An `EditableList` read by a SwiftUI body (`@State private var books = EditableList(…)` on
/// iOS 17): Observation tells the body of each new snapshot, and of nothing else.
@MainActor
struct EditableListObservationTests {
  static func list(_ ids: [Int]) throws -> EditableList<ListSection, Fruit> {
    try EditableList(items: ids.map { Fruit($0) }, section: ListSection("Fruits"))
  }

  @Test func `every provider is Observable`() throws {
    let list = try Self.list([1])
    let providers: [any Observable] = [
      list, PagedProvider<Fruit, Int> { _ in ([], nil) }, LoadingProvider<Fruit>(),
      StreamProvider(AsyncStream<[Fruit]>.makeStream().stream, diagnostics: .ignore),
      SearchFilter(list) { _, _ in true }, SearchLoader<Fruit> { _ in [] },
      ComposedList<Fruit> { ListPart.rows(of: list) },
    ]
    #expect(providers.count == 7)
  }

  @Test func `a body reading the count is told of an edit, an undo, a redo and a replacement`()
    async throws
  {
    let list = try Self.list([1, 2, 3])
    let read = { _ = list.snapshot.numberOfItems }
    #expect(
      try await isAnnounced(reading: read) { try list.perform(.deleteItems([1]), named: "Delete") })
    #expect(try await isAnnounced(reading: read) { try list.undo() })
    #expect(try await isAnnounced(reading: read) { try list.redo() })
    #expect(await isAnnounced(reading: read) { list.replace(with: Snapshot()) })
    #expect(list.snapshot.numberOfItems == 0)
  }

  @Test func `the items a body reads are followed too`() async throws {
    let list = try Self.list([1, 2])
    #expect(
      try await isAnnounced(reading: { _ = list.items }) {
        try list.perform(.replaceItem(Fruit(2, "ripe")), named: "Rename")
      })
  }

  @Test func `a failed edit, and an undo with nothing to undo, tell the body nothing`()
    async throws
  {
    let list = try Self.list([1])
    let read = { _ = list.snapshot.numberOfItems }
    #expect(
      await !isAnnounced(reading: read) {
        #expect(throws: SnapshotError<String, Int>.self) {
          try list.perform(.deleteItems([9]), named: "Delete")
        }
      })
    #expect(try await !isAnnounced(reading: read) { try list.undo() })
    #expect(try await !isAnnounced(reading: read) { try list.redo() })
  }

  @Test func `a body that did not read the list, or read another, is not told of its edits`()
    async throws
  {
    let list = try Self.list([1, 2])
    let other = try Self.list([3])
    for _ in 0..<100 { _ = list.snapshot.numberOfItems }
    #expect(
      try await !isAnnounced(reading: { _ = other.snapshot }) {
        try list.perform(.deleteItems([1]), named: "Delete")
      })
    #expect(
      try await !isAnnounced(reading: {}) { try list.perform(.deleteItems([2]), named: "Delete") })
  }

  /// 0 through 5 delete that fruit (which may be gone), 6 undoes, 7 redoes.
  @Test func `a body is told of a step exactly when the snapshot changed`() async {
    let steps = Gen.int(in: 0...7).array(of: 0...24)
    await propertyCheck(input: steps) { steps in
      let list = try Self.list(Array(0...5))
      for step in steps {
        let before = list.snapshot
        let told = await isAnnounced(reading: { _ = list.snapshot.numberOfItems }) {
          switch step {
          case 6: _ = try? list.undo()
          case 7: _ = try? list.redo()
          default: _ = try? list.perform(.deleteItems([step]), named: "Delete")
          }
        }
        #expect(told == (list.snapshot != before), "step \(step)")
      }
    }
  }
}
