import Tabula
import TabulaTesting
import Testing

/// In the first stage of a staged plan (a section moves while its items change), whether an
/// updated item is reloaded or reconfigured is decided from the item itself: not from the item
/// that the new snapshot has at the item's position in the stage (the smallest case below
/// once compared fruit 10 with fruit 20).
@MainActor
struct UpdatePlanStagedReloadTests {
  /// The reuse identifier of a fruit's cell: ripe fruits show in another kind of cell.
  static func cellType(_ fruit: Fruit) -> String {
    fruit.name.hasPrefix("ripe") ? RipeFruitCell.reuseIdentifier : FruitCell.reuseIdentifier
  }

  /// Shelves 0 and 1 swap while both gain a fruit, and fruit 10 becomes `newTen`:
  /// `[[10], [20]] -> [[20, 21], [10, 11]]`, a plan of two stages.
  static func swap(_ oldTen: Fruit, _ newTen: Fruit) throws -> (
    old: FruitSnapshot, new: FruitSnapshot
  ) {
    let old = try FruitSnapshot(sections: [
      SnapshotSection(Shelf(0), items: [oldTen]),
      SnapshotSection(Shelf(1), items: [Fruit(20)]),
    ])
    let new = try FruitSnapshot(sections: [
      SnapshotSection(Shelf(1), items: [Fruit(20), Fruit(21)]),
      SnapshotSection(Shelf(0), items: [newTen, Fruit(11)]),
    ])
    return (old, new)
  }

  /// What the stages of a plan do to each fruit, by identity.
  struct Fates {
    var reloaded: Set<Int> = []
    var reconfigured: Set<Int> = []
    var deleted: Set<Int> = []
    var inserted: Set<Int> = []
  }

  /// Plans `old -> new` with ``cellType(_:)``, checks every stage with the validator and
  /// that the plan ends at `new`, and returns the plan and what it does to each fruit.
  static func plan(_ old: FruitSnapshot, _ new: FruitSnapshot) -> (
    plan: UpdatePlan<Shelf, Fruit>, fates: Fates
  ) {
    let plan = checkedPlan(old, new, reuseIdentifier: cellType)
    var fates = Fates()
    var before = old
    for stage in plan.stages {
      // Reloads, reconfigures and deletes name positions before the batch, inserts after it.
      fates.reloaded.formUnion(stage.batch.reloadedItems.compactMap { before.item(at: $0)?.id })
      fates.reconfigured.formUnion(
        stage.batch.reconfiguredItems.compactMap { before.item(at: $0)?.id })
      fates.deleted.formUnion(stage.batch.deletedItems.compactMap { before.item(at: $0)?.id })
      fates.inserted.formUnion(
        stage.batch.insertedItems.compactMap { stage.snapshot.item(at: $0)?.id })
      before = stage.snapshot
    }
    return (plan, fates)
  }

  // MARK: The plan

  @Test func `a fruit whose cell type changes on a moving, changing shelf is reloaded`()
    throws
  {
    let (old, new) = try Self.swap(Fruit(10), Fruit(10, "ripe 10"))
    let (plan, fates) = Self.plan(old, new)
    #expect(plan.stages.count == 2)
    // Fruit 10 gets a new cell: reloaded, or deleted and inserted, never reconfigured.
    #expect(fates.reloaded.contains(10) || fates.deleted.intersection(fates.inserted) == [10])
    #expect(!fates.reconfigured.contains(10))
    // Fruit 20, which stage 1 shows where fruit 10 ends up in the new snapshot, is untouched.
    #expect(fates.reloaded.union(fates.reconfigured).union(fates.deleted) == [10])
    #expect(fates.inserted.subtracting([10]) == [11, 21])
  }

  @Test func `a fruit whose content only changes on a moving, changing shelf is reconfigured`()
    throws
  {
    let (old, new) = try Self.swap(Fruit(10, "ripe 10"), Fruit(10, "ripe and sweet"))
    let (plan, fates) = Self.plan(old, new)
    #expect(plan.stages.count == 2)
    #expect(fates.reconfigured == [10])
    #expect(fates.reloaded.isEmpty)
    #expect(fates.deleted.isEmpty)
    #expect(fates.inserted == [11, 21])
  }

  // MARK: On a view

  /// A headless view showing `old` through a data source with a cell type per fruit.
  static func showing(_ old: FruitSnapshot, diagnostics: DiagnosticRecorder) -> (
    view: HeadlessListView, dataSource: ListDataSource<Shelf, Fruit>
  ) {
    HeadlessListView.showingFruits(old, cellKind: cellType, diagnostics: diagnostics)
  }

  @Test func `a headless view shows a staged change of cell type in a new cell of that type`()
    throws
  {
    let (old, new) = try Self.swap(Fruit(10), Fruit(10, "ripe 10"))
    let recorder = DiagnosticRecorder()
    let (view, dataSource) = Self.showing(old, diagnostics: recorder)
    #expect(view.rows.first?.first?.cell is FruitCell)
    dataSource.apply(new)
    #expect(view.updateCounts.batches == 2)
    #expect(dataSource.updateCounts.reloads == 1, "only the first load reloads")
    #expect(view.problems.isEmpty, "\(view.problems)")
    #expect(recorder.diagnostics.isEmpty, "\(recorder.diagnostics)")
    #expect(view.shownTokens == new.items.map { ItemToken($0) })
    let after = try #require(view.rows.last?.first?.cell as? RipeFruitCell)
    #expect(after.shown == Fruit(10, "ripe 10"))
  }

  @Test func `a headless view shows a staged change of content in the fruit's own cell`() throws {
    let (old, new) = try Self.swap(Fruit(10, "ripe 10"), Fruit(10, "ripe and sweet"))
    let recorder = DiagnosticRecorder()
    let (view, dataSource) = Self.showing(old, diagnostics: recorder)
    let cell = try #require(view.rows.first?.first?.cell as? RipeFruitCell)
    dataSource.apply(new)
    #expect(view.updateCounts.batches == 2)
    #expect(view.problems.isEmpty, "\(view.problems)")
    #expect(recorder.diagnostics.isEmpty, "\(recorder.diagnostics)")
    #expect(view.shownTokens == new.items.map { ItemToken($0) })
    #expect(view.rows.last?.first?.cell === cell)
    #expect(cell.shown == Fruit(10, "ripe and sweet"))
    #expect(cell.reuseCount == 0, "reconfigured in place, not reloaded")
  }
}
