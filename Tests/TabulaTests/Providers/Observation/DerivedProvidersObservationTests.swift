import Tabula
import Testing

/// The providers that show others' data (`SearchFilter`, `SearchLoader`, `ComposedList`) read
/// by a SwiftUI body: Observation tells it of each new result.
@MainActor
struct DerivedProvidersObservationTests {
  static func list(_ ids: [Int]) throws -> EditableList<ListSection, Fruit> {
    try EditableList(items: ids.map { Fruit($0, "fruit \($0)") }, section: ListSection("Fruits"))
  }

  @Test func `a filter tells a body of a new text and of edits of its base, not of the same text`()
    async throws
  {
    let base = try Self.list([1, 12, 3])
    let filter = SearchFilter(base) { fruit, text in fruit.name.contains(text) }
    let read = { _ = filter.snapshot.numberOfItems }
    #expect(await isAnnounced(reading: read) { filter.search("1") })
    #expect(filter.snapshot.numberOfItems == 2)
    #expect(await !isAnnounced(reading: read) { filter.search("1") })
    #expect(
      try await isAnnounced(reading: read) { try base.perform(.deleteItems([12]), named: "Delete") }
    )
    #expect(filter.snapshot.numberOfItems == 1)
  }

  @Test func `a search tells a body of its results and their load state`() async {
    let harness = SearchLoaderTests.Harness()
    let search = harness.search
    #expect(
      await isAnnounced(reading: { _ = search.snapshot.numberOfItems }) {
        search.search("a")
        await harness.settle()
      })
    #expect(search.snapshot.numberOfItems == 3)
    #expect(
      await isAnnounced(reading: { _ = search.loadState }) {
        search.search("gr")
        await harness.settle()
      })
    #expect(search.loadState == .loaded)
  }

  @Test func `a composed list tells a body of edits of its parts`() async throws {
    let fruits = try Self.list([1, 2])
    let composed = ComposedList<Fruit> {
      ListPart.fixed(ListSection("Pinned"), [Fruit(10)])
      ListPart.rows(of: fruits)
    }
    #expect(
      try await isAnnounced(reading: { _ = composed.snapshot.numberOfItems }) {
        try fruits.perform(.deleteItems([1]), named: "Delete")
      })
    #expect(composed.snapshot.numberOfItems == 2)
  }
}
