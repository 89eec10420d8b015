import PropertyBased
@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import TabulaTestSupport
import Testing

/// Random outlines of one to three sections in which the user expands items, then collapses
/// some, nested or hidden under collapsed items, then the rows change (top-level items moving
/// between sections among them): told to ``OutlineViewModel`` through TabulaAppKit's outline
/// rows. The rows that come or go are whole subtrees, told without the general edit in place.
@MainActor
struct OutlineExpansionPropertyTests {
  /// 2,000 outlines by default; `TABULA_APPKIT_EXPANSIONS` for more.
  static let caseCount = propertyCases(2_000, variable: "TABULA_APPKIT_EXPANSIONS")

  @Test
  func
    `an expansion or a collapse is told as whole subtrees, and the outline view shows the rows, as after any batch`()
    async
  {
    let input = zip(
      Gen.int(in: 0...Int(Int32.max)), Gen.int(in: 0...Int(Int32.max)), Gen.int(in: 1...3))
    await propertyCheck(count: Self.caseCount, input: input) { seed, pick, sections in
      let (old, new) = RandomOutlines.pair(seed: seed)
      let outline = OutlineFixture(
        showing: try old.snapshot(sections: sections), expanded: Array(old.expanded))
      outline.dataSource.reloadThreshold = .max
      var random = SeededRandom(seed: pick)
      let expanding = old.ids.filter { !old.expanded.contains($0) && random.chance(0.3) }
      try Self.check(outline, seed: seed, stage: "expand \(expanding)") {
        outline.dataSource.expand(expanding)
      }
      let collapsing = outline.dataSource.expandedItems.filter { _ in random.chance(0.3) }
      try Self.check(outline, seed: seed, stage: "collapse \(collapsing)") {
        outline.dataSource.collapse(Array(collapsing))
      }
      // Then the rows change under the new expansion, as the general edit in place reads them.
      try OutlineUpdatePropertyTests.check(outline, seed: seed, stage: "then the new outline") {
        outline.dataSource.apply(try new.snapshot(sections: sections), animated: true)
      }
    }
  }

  /// Runs an expansion or a collapse, checks it as ``OutlineUpdatePropertyTests`` checks any
  /// batch, and that it was told as subtrees exactly when rows came or went.
  static func check(
    _ outline: OutlineFixture, seed: Int, stage: String, change: () throws -> Void
  ) throws {
    let shown = outline.dataSource.snapshot.numberOfItems
    let subtreeBatches = outline.surface.rows.batchesOfSubtrees
    try OutlineUpdatePropertyTests.check(outline, seed: seed, stage: stage, change: change)
    let changed = outline.dataSource.snapshot.numberOfItems != shown
    #expect(
      outline.surface.rows.batchesOfSubtrees == subtreeBatches + (changed ? 1 : 0),
      "seed \(seed), \(stage)")
  }
}
