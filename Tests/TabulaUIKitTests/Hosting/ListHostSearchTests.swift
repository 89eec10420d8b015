import PropertyBased
@_spi(Hosting) @_spi(Surfaces) import Tabula
import TabulaTestSupport
@_spi(Hosting) import TabulaUIKit
import Testing

#if os(Linux)
@_spi(StandIn) import UIKit
#else
import UIKit
#endif

/// The search text a view hands its list (`.searchable(text:)` on `TabulaList`): when it
/// reaches the provider, and what a new provider or a removed search field gets.
@MainActor
struct ListHostSearchTests {
  static func search(_ ids: [Int]) throws -> SearchFilter<AdapterList> {
    SearchFilter(AdapterList(try .adapter([ids]))) { item, text in item.label.contains(text) }
  }

  @Test func `the text filters the provider, and an equal text is not applied again`() throws {
    let fixture = AdapterHostFixture(try Self.search([1, 2, 3, 12]))
    fixture.searchText = ""
    fixture.update()
    fixture.searchText = "#1"
    fixture.update()
    let applied = fixture.host.counts.searchesApplied
    for _ in 0..<3 { fixture.update() }
    fixture.settle()
    #expect(fixture.shown == ["#1 item 1", "#12 item 12"])
    #expect(fixture.host.counts.searchesApplied == applied)
  }

  @Test func `a new provider gets the text the field holds`() throws {
    let fixture = AdapterHostFixture(try Self.search([1, 2]))
    fixture.searchText = "#2"
    fixture.update()
    let new = try Self.search([2, 7, 22])
    fixture.provider = new
    fixture.update()
    fixture.settle()
    #expect(new.query == "#2")
    #expect(fixture.shown == ["#2 item 2", "#22 item 22"])
  }

  @Test func `removing the search field shows every item again, once`() throws {
    let provider = try Self.search([1, 2, 3])
    let fixture = AdapterHostFixture(provider)
    fixture.searchText = "#3"
    fixture.update()
    fixture.searchText = nil
    fixture.update()
    let applied = fixture.host.counts.searchesApplied
    fixture.update()
    fixture.settle()
    #expect(provider.query == "")
    #expect(fixture.shown.count == 3)
    #expect(fixture.host.counts.searchesApplied == applied)
  }

  @Test func `a provider that is not searchable is handed no text`() throws {
    let fixture = AdapterHostFixture(AdapterList(try .adapter([[1, 2]])))
    fixture.searchText = "#1"
    fixture.update()
    #expect(fixture.host.counts.searchesApplied == 0)
    #expect(fixture.shown.count == 2)
  }

  @Test func `the provider always holds the field's latest text, whatever the sequence`() async {
    let steps = Gen.int(in: 0...5).array(of: 1...30)
    await propertyCheck(input: steps) { steps in
      let providers = [try Self.search([1, 12, 2]), try Self.search([12, 21, 3])]
      let texts: [String?] = [nil, "", "#1", "#2", "1"]
      let fixture = AdapterHostFixture(providers[0])
      var current = 0
      var applied = 0
      var last: String?? = .none
      for step in steps {
        if step == 5 {
          current = 1 - current
          fixture.provider = providers[current]
        } else {
          fixture.searchText = texts[step]
        }
        let before = fixture.host.counts.searchesApplied
        fixture.update()
        applied += fixture.host.counts.searchesApplied - before
        if step != 5, last == .some(fixture.searchText) {
          #expect(fixture.host.counts.searchesApplied == before, "an equal text is applied once")
        }
        last = .some(fixture.searchText)
      }
      fixture.settle()
      #expect(providers[current].query == (fixture.searchText ?? ""))
      #expect(applied == fixture.host.counts.searchesApplied)
    }
  }
}
