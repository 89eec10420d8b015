import PropertyBased
@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import Testing

/// Random pairs of flat and sectioned lists, planned by the data source and told to
/// ``CollectionViewModel`` through ``CollectionViewUpdate``.
@MainActor
struct CollectionUpdatePropertyTests {
  /// 10,000 pairs by default; `TABULA_APPKIT_PAIRS` for more.
  static let pairCount = propertyCases(10_000, variable: "TABULA_APPKIT_PAIRS")

  @Test
  func
    `every pair ends with the collection view showing the new list, each item that stays keeping its view`()
    async
  {
    let tally = Tally()
    await propertyCheck(count: Self.pairCount, input: Gen.int(in: 0...Int(Int32.max))) { seed in
      let shape = RandomLists.Shape.allCases[seed % 2]
      let (old, new) = try RandomLists.pair(seed: seed, shape: shape)
      let collection = CollectionFixture(showing: old)
      let views = collection.surface.model.viewsByID
      collection.apply(new)
      let model = collection.surface.model
      tally.count(collection.surface.updates)
      #expect(model.violations.isEmpty, "seed \(seed): \(model.violations) \(model.calls)")
      #expect(model.sections.map(\.id) == collection.expected.map(\.id), "seed \(seed)")
      #expect(
        model.sections.map { $0.items.map(\.id) }
          == collection.expected.map { $0.items.map(Optional.some) }, "seed \(seed)")
      #expect(model.calls.filter { $0 == "reloadData" }.count == 1, "seed \(seed): reloaded")
      let after = model.viewsByID
      for (id, view) in views where after[id] != nil && !collection.surface.replaced.contains(id) {
        #expect(after[id] == view, "seed \(seed): \(id) changed its view")
      }
    }
    // The pairs reach every call the translation makes.
    #expect(tally.kinds == Tally.allKinds, "\(tally.kinds)")
    if Self.pairCount > 10_000 { print("\(Self.pairCount) pairs, \(tally.batches) batches") }
  }
}

/// The batches a property run told, and the kinds of calls among them.
@MainActor
final class Tally {
  static let allKinds: Set<String> = [
    "deleteSections", "insertSections", "moveSection", "deleteItems", "insertItems", "moveItem",
    "reconfigure",
  ]
  private(set) var batches = 0
  private(set) var kinds = Set<String>()

  func count(_ updates: [CollectionViewUpdate]) {
    batches += updates.count
    for update in updates {
      if !update.reconfiguredItems.isEmpty { kinds.insert("reconfigure") }
      for step in update.steps {
        switch step {
        case .deleteSections: kinds.insert("deleteSections")
        case .insertSections: kinds.insert("insertSections")
        case .moveSection: kinds.insert("moveSection")
        case .deleteItems: kinds.insert("deleteItems")
        case .insertItems: kinds.insert("insertItems")
        case .moveItem: kinds.insert("moveItem")
        }
      }
    }
  }
}
