import PropertyBased
@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import Testing

/// Random pairs of outlines, planned by the data source and told to ``OutlineViewModel``
/// through TabulaAppKit's outline rows: the new outline applied, then the new expansion.
@MainActor
struct OutlineUpdatePropertyTests {
  /// 10,000 pairs by default; `TABULA_APPKIT_PAIRS` for more.
  static let pairCount = propertyCases(10_000, variable: "TABULA_APPKIT_PAIRS")

  @Test
  func
    `every pair ends with the outline view showing the new outline, each row that stays under expanded parents keeping its view`()
    async
  {
    await propertyCheck(count: Self.pairCount, input: Gen.int(in: 0...Int(Int32.max))) { seed in
      let (old, new) = RandomOutlines.pair(seed: seed)
      let outline = OutlineFixture(showing: try old.snapshot(), expanded: Array(old.expanded))
      #expect(outline.showsDataSource, "seed \(seed): loaded")
      try Self.check(outline, seed: seed, stage: "new outline") {
        outline.dataSource.apply(try new.snapshot(), animated: true)
      }
      try Self.check(outline, seed: seed, stage: "new expansion") {
        outline.dataSource.expandedItems = new.expanded
      }
    }
  }

  /// Runs one change, then checks what the model shows: no violation, the data source's
  /// rows, and the same view for each row that showed before and after, unless the change
  /// reloads it or it comes under an item that did not show children before (new or
  /// collapsed), which the outline view reads when it expands it.
  static func check(
    _ outline: OutlineFixture, seed: Int, stage: String, change: () throws -> Void
  ) throws {
    let views = outline.surface.model.viewsByID
    let before = outline.dataSource.shownChildren
    let reloads = outline.surface.model.calls.filter { $0 == "reloadData" }.count
    try change()
    let model = outline.surface.model
    #expect(model.violations.isEmpty, "seed \(seed), \(stage): \(model.violations)")
    #expect(
      outline.surface.forestMismatches.isEmpty,
      "seed \(seed), \(stage): \(outline.surface.forestMismatches)")
    // One section: every batch is edited in place, none reads every row again.
    #expect(outline.surface.rows.batchesReadInFull == 0, "seed \(seed), \(stage): read in full")
    #expect(outline.showsDataSource, "seed \(seed), \(stage): \(model.calls)")
    #expect(
      model.calls.filter { $0 == "reloadData" }.count == reloads, "seed \(seed), \(stage): reloaded"
    )
    let snapshot = outline.dataSource.snapshot
    let after = model.viewsByID
    for (id, view) in views where after[id] != nil && !outline.surface.reloaded.contains(id) {
      let entry = try #require(id.base as? Int)
      var parent = snapshot.parent(of: entry)
      var revealed = false
      while let ancestor = parent {
        if before[AnyHashable(ancestor)] == nil { revealed = true }
        parent = snapshot.parent(of: ancestor)
      }
      #expect(revealed || after[id] == view, "seed \(seed), \(stage): \(id) changed its view")
    }
  }
}
