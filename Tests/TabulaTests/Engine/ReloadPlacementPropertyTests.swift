import Foundation
import PropertyBased
import Tabula
import TabulaTesting
import Testing

/// Random pairs of sectioned lists in which content changes switch an item's cell kind and
/// sections change their own content: every batch of every plan is judged by the validator,
/// which reads reloads both as Apple documents them (a delete and an insert at the same index)
/// and as UIKit placed them on devices (shifted for the deletes and inserts before them,
/// ignoring moves), and a headless view with a cell class per kind ends at the target.
@MainActor
struct ReloadPlacementPropertyTests {
  /// How many pairs to run: `TABULA_RELOAD_PAIRS`, else 10,000 (a quarter of it with the
  /// internal checks or under the thread sanitizer).
  static let pairCount = propertyCases(10_000, variable: "TABULA_RELOAD_PAIRS")

  /// The cell kind of a fruit: an updated fruit with an even identifier changes kind, so that
  /// a plan both reloads and reconfigures.
  static func cellKind(_ fruit: Fruit) -> String {
    fruit.id.isMultiple(of: 2) && fruit.name.hasSuffix("updated")
      ? RipeFruitCell.reuseIdentifier : FruitCell.reuseIdentifier
  }

  /// What the plans of a run did, for the note that reports it.
  final class Tally {
    var pairs = 0
    var batches = 0
    var itemReloads = 0
    var sectionReloads = 0
    var itemReloadsSplit = 0
    var sectionReloadsSplit = 0
  }

  @Test func `no batch holds a reload that either reading of UIKit places elsewhere`() async {
    let tally = Tally()
    await propertyCheck(
      count: Self.pairCount, input: Gen.int(in: 0...Int(Int32.max))
    ) { seed in
      let (old, new) = try RandomSnapshots.pair(seed: seed)
      Self.check(from: old, to: new, seed: seed, tally: tally)
    }
    #expect(tally.pairs == Self.pairCount)
    print(
      "reload placement: \(tally.pairs) pairs, \(tally.batches) batches, "
        + "\(tally.itemReloads) item and \(tally.sectionReloads) section reloads kept, "
        + "\(tally.itemReloadsSplit) item and \(tally.sectionReloadsSplit) section reloads "
        + "split into a delete and an insert")
  }

  /// Plans `old -> new`, judges each stage, counts what it did, and animates a headless view.
  static func check(from old: FruitSnapshot, to new: FruitSnapshot, seed: Int, tally: Tally) {
    let plan = UpdatePlan(from: old, to: new, reuseIdentifier: cellKind)
    var before = old
    for stage in plan.stages {
      for surface in [BatchValidator.SurfaceKind.table, .collection] {
        let violations = BatchValidator.violations(
          of: stage.batch, before: before.layout.map(\.count),
          after: stage.snapshot.layout.map(\.count), surface: surface)
        #expect(violations.isEmpty, "seed \(seed): \(stage.batch): \(violations)")
      }
      tally.count(stage, after: before)
      before = stage.snapshot
    }
    #expect(before == new, "seed \(seed)")
    tally.pairs += 1
    let recorder = DiagnosticRecorder()
    let (view, dataSource) = HeadlessListView.showingFruits(
      old, cellKind: cellKind, visibleRowLimit: 10, diagnostics: recorder)
    dataSource.apply(new)
    #expect(view.problems.isEmpty, "seed \(seed): \(view.problems)")
    #expect(recorder.diagnostics.isEmpty, "seed \(seed): \(recorder.diagnostics)")
    #expect(view.shownTokens == new.items.map { ItemToken($0) }, "seed \(seed)")
    #expect(dataSource.updateCounts.batches == plan.stages.count, "seed \(seed)")
  }
}

extension ReloadPlacementPropertyTests.Tally {
  /// Counts a stage's reloads, and the reloads it split: an item or a section deleted and
  /// inserted again at the same position, which only a split reload does.
  func count(_ stage: UpdatePlan<Shelf, Fruit>.Stage, after previous: FruitSnapshot) {
    let batch = stage.batch
    batches += 1
    itemReloads += batch.reloadedItems.count
    sectionReloads += batch.reloadedSections.count
    let inserted = Set(batch.insertedItems)
    itemReloadsSplit += batch.deletedItems.count { path in
      inserted.contains(path) && previous.item(at: path)?.id == stage.snapshot.item(at: path)?.id
    }
    let insertedSections = Set(batch.insertedSections)
    sectionReloadsSplit += batch.deletedSections.count { section in
      insertedSections.contains(section)
        && previous.section(at: section)?.id == stage.snapshot.section(at: section)?.id
    }
  }
}
