import PropertyBased
@_spi(Hosting) @_spi(Surfaces) import Tabula
import TabulaTestSupport
@_spi(Hosting) import TabulaUIKit
import Testing

/// What a SwiftUI view observing a provider (`@StateObject private var books = …`) is told:
/// nothing is observed until something listens, and each change a body may read is announced.
@MainActor
struct ProviderChangesTests {
  struct Failure: Error {}

  @Test func `nothing is observed until something listens, nor after the last one stops`()
    throws
  {
    let list = AdapterList(try .adapter([[1, 2]]))
    let changes = ProviderChanges(list)
    try list.perform(.deleteItems([1]), named: "Delete")
    #expect(!changes.isObserving)
    #expect(changes.announcements == 0)
    let first = changes.listen {}
    let second = changes.listen {}
    #expect(changes.isObserving)
    first.cancel()
    #expect(changes.isObserving, "one still listens")
    second.cancel()
    second.cancel()
    #expect(!changes.isObserving)
    try list.perform(.deleteItems([2]), named: "Delete")
    #expect(changes.announcements == 0)
  }

  @Test func `a load announces its start, its items and its end to every listener`() async {
    let provider = LoadingProvider<AdapterItem>()
    let changes = ProviderChanges(provider)
    let heard = [Tally(), Tally()]
    let listenings = [
      changes.listen { heard[0].count += 1 }, changes.listen { heard[1].count += 1 },
    ]
    await provider.load { [AdapterItem(1), AdapterItem(2)] }
    #expect(provider.snapshot.numberOfItems == 2)
    #expect(changes.announcements >= 2, "loading, then loaded with its items")
    #expect(heard.map(\.count) == [changes.announcements, changes.announcements])
    let loaded = changes.announcements
    await provider.load { throw Failure() }
    #expect(changes.announcements > loaded, "the failure is announced")
    #expect(heard[0].count == changes.announcements)
    listenings.forEach { $0.cancel() }
  }

  @Test func `each edit is announced once while someone listens, and none after`() async {
    let edits = Gen.int(in: 1...6).array(of: 0...20)
    await propertyCheck(input: edits) { edits in
      let list = AdapterList(try .adapter([Array(1...6)]))
      let changes = ProviderChanges(list)
      let heard = Tally()
      let listening = changes.listen { heard.count += 1 }
      var expected = 0
      for id in edits where list.snapshot.item(id: id) != nil {
        try list.perform(.deleteItems([id]), named: "Delete")
        expected += 1
      }
      #expect(heard.count == expected)
      listening.cancel()
      list.replace(with: Snapshot())
      #expect(heard.count == expected)
    }
  }
}
