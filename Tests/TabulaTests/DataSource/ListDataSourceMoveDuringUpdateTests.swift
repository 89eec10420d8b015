import Tabula
import TabulaTesting
import Testing

/// A row the user drags while a staged update animates: the view shows an intermediate state
/// of the update, not the list. The data source drops the rest of the update, plans again from
/// what the view shows, and hands the move to the list where the user dropped the row relative
/// to its neighbours.
@MainActor
struct ListDataSourceMoveDuringUpdateTests {
  /// An editable list bound to a headless view whose animations wait for
  /// `finishAnimations()`.
  @MainActor
  struct Fixture {
    let list: EditableList<Shelf, Fruit>
    let view: HeadlessListView
    let dataSource: ListDataSource<Shelf, Fruit>
    let recorder = DiagnosticRecorder()
    let token: ObservationToken

    init(_ snapshot: FruitSnapshot) {
      list = EditableList(snapshot)
      (view, dataSource) = HeadlessListView.showingFruits(
        snapshot, diagnostics: recorder.handler)
      token = dataSource.bind(to: list)
      view.completesUpdatesImmediately = false
    }

    /// The fruits of the list, in order, as the view's tokens.
    var listTokens: [ItemToken?] { list.snapshot.items.map { ItemToken($0) } }
  }

  /// `[[1, 3], [2]]` becomes `[[2, 21], [1, 3, 11]]`: shelves 0 and 1 swap while both gain a
  /// fruit, a plan of two stages whose first shows `[[1, 3, 11], [2, 21]]`.
  static func swapWithInserts() throws -> (old: FruitSnapshot, new: FruitSnapshot) {
    let old = try FruitSnapshot.shelves([[1, 3], [2]])
    let new = try FruitSnapshot(sections: [
      SnapshotSection(Shelf(1), items: [Fruit(2), Fruit(21)]),
      SnapshotSection(Shelf(0), items: [Fruit(1), Fruit(3), Fruit(11)]),
    ])
    return (old, new)
  }

  /// Starts the update to `new` and checks that it stopped after its first stage.
  static func startStagedUpdate(_ fixture: Fixture, to new: FruitSnapshot) throws {
    let batches = fixture.view.updateCounts.batches
    fixture.list.replace(with: new)
    #expect(fixture.view.updateCounts.batches == batches + 1)
    #expect(fixture.dataSource.snapshot.layout == [[1, 3, 11], [2, 21]])
    #expect(UpdatePlan(from: try .shelves([[1, 3], [2]]), to: new).stages.count == 2)
  }

  /// Everything that must hold once the animations ended.
  static func expectSettled(_ fixture: Fixture, layout: [[Int]], reloads: Int) {
    #expect(fixture.list.snapshot.layout == layout)
    #expect(fixture.dataSource.snapshot == fixture.list.snapshot)
    #expect(fixture.view.shownTokens == fixture.listTokens)
    #expect(fixture.view.problems.isEmpty, "\(fixture.view.problems)")
    #expect(!fixture.recorder.diagnostics.map(\.kind).contains(.invalidBatch))
    #expect(fixture.recorder.diagnostics.isEmpty, "\(fixture.recorder.diagnostics)")
    #expect(fixture.dataSource.updateCounts.reloads == reloads, "animated, not reloaded")
    #expect(fixture.list.history.undoActionName == "Move")
  }

  @Test func `a fruit moved within a shelf during a staged update stays below its neighbour`()
    throws
  {
    let (old, new) = try Self.swapWithInserts()
    let fixture = Fixture(old)
    let reloads = fixture.dataSource.updateCounts.reloads
    try Self.startStagedUpdate(fixture, to: new)
    // The user drops fruit 1 below fruit 3, on shelf 0, shown first for now.
    #expect(
      fixture.view.simulateUserMove(
        from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 1)))
    #expect(fixture.list.snapshot.layout == [[2, 21], [3, 1, 11]])
    #expect(fixture.view.problems.isEmpty, "\(fixture.view.problems)")
    fixture.view.finishAnimations()
    Self.expectSettled(fixture, layout: [[2, 21], [3, 1, 11]], reloads: reloads)
  }

  @Test func `a fruit moved to another shelf during a staged update lands where it was dropped`()
    throws
  {
    let (old, new) = try Self.swapWithInserts()
    let fixture = Fixture(old)
    let reloads = fixture.dataSource.updateCounts.reloads
    try Self.startStagedUpdate(fixture, to: new)
    // The user drops fruit 1 at the top of shelf 1, shown second for now.
    #expect(
      fixture.view.simulateUserMove(
        from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 0)))
    #expect(fixture.list.snapshot.layout == [[1, 2, 21], [3, 11]])
    fixture.view.finishAnimations()
    Self.expectSettled(fixture, layout: [[1, 2, 21], [3, 11]], reloads: reloads)
  }

  @Test func `a fruit moved during a staged update with a newer snapshot waiting lands in it`()
    throws
  {
    let (old, new) = try Self.swapWithInserts()
    let fixture = Fixture(old)
    let reloads = fixture.dataSource.updateCounts.reloads
    try Self.startStagedUpdate(fixture, to: new)
    // While stage 1 animates, the app adds fruit 12 at the top of shelf 0: it waits.
    try fixture.list.perform(
      .insertItems([PositionedItem(Fruit(12), at: ItemPath(section: 1, item: 0))]), named: "Add")
    #expect(fixture.dataSource.snapshot.layout == [[1, 3, 11], [2, 21]])
    #expect(
      fixture.view.simulateUserMove(
        from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 1)))
    #expect(fixture.list.snapshot.layout == [[2, 21], [12, 3, 1, 11]])
    fixture.view.finishAnimations()
    Self.expectSettled(fixture, layout: [[2, 21], [12, 3, 1, 11]], reloads: reloads)
  }

  @Test func `a refused move during a staged update shows the list again and the update goes on`()
    throws
  {
    let (old, new) = try Self.swapWithInserts()
    let fixture = Fixture(old)
    fixture.dataSource.behavior.allowsMoving = false
    try Self.startStagedUpdate(fixture, to: new)
    // A newer snapshot waits behind the running update.
    try fixture.list.perform(
      .insertItems([PositionedItem(Fruit(12), at: ItemPath(section: 1, item: 0))]), named: "Add")
    let batches = fixture.view.updateCounts.batches
    // The view moves the row; the data source refuses it.
    #expect(
      fixture.view.simulateUserMove(
        from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 1)))
    #expect(fixture.recorder.diagnostics.map(\.kind) == [.editRefused])
    #expect(fixture.view.updateCounts.batches == batches, "nothing started beside the update")
    #expect(fixture.dataSource.snapshot.layout == [[1, 3, 11], [2, 21]])
    fixture.view.finishAnimations()
    #expect(fixture.list.snapshot.layout == [[2, 21], [12, 1, 3, 11]])
    #expect(fixture.dataSource.snapshot == fixture.list.snapshot)
    #expect(fixture.view.shownTokens == fixture.listTokens)
    #expect(fixture.view.problems.isEmpty, "\(fixture.view.problems)")
  }
}
