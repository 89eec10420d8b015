import PropertyBased
import Tabula
import TabulaTestSupport
import TabulaTesting
import Testing

/// Expanding and collapsing through a data source shown by a headless view: every batch legal,
/// the rows always those of the outline's expanded parts.
@MainActor
struct OutlineDataSourceTests {
  /// Two continents, their countries, and cities under France.
  static func atlas() throws -> FruitSnapshot {
    var snapshot = try FruitSnapshot.shelves([[1, 2]])
    try snapshot.appendItems([Fruit(10), Fruit(11)], under: 1)
    try snapshot.appendItems([Fruit(100), Fruit(101), Fruit(102)], under: 10)
    try snapshot.appendItems([Fruit(20)], under: 2)
    return snapshot
  }

  static func ids(_ view: HeadlessListView) -> [Int] {
    view.shownTokens.compactMap { $0.map { Int("\($0.id)") ?? -1 } }
  }

  @Test func `an outline shows its top level until items are expanded`() throws {
    let (view, dataSource) = HeadlessListView.showingFruits(try Self.atlas())
    #expect(dataSource.snapshot.itemIdentifiers == [1, 2])
    #expect(dataSource.fullSnapshot.numberOfItems == 8)
    #expect(view.counts == [2])
    let first = try #require(view.outlineRow(at: ItemPath(section: 0, item: 0)))
    #expect(first == (level: 0, hasChildren: true, isExpanded: false))
  }

  @Test func `expanding and collapsing animate the rows below, one batch each`() throws {
    let (view, dataSource) = HeadlessListView.showingFruits(try Self.atlas())
    var observed: [Set<Int>] = []
    let token = dataSource.observeExpansion { observed.append($0) }
    dataSource.expand([10])
    #expect(dataSource.snapshot.itemIdentifiers == [1, 2], "France waits for Europe")
    #expect(view.updateCounts.batches == 0)
    dataSource.expand([1])
    #expect(dataSource.snapshot.itemIdentifiers == [1, 10, 100, 101, 102, 11, 2])
    #expect(view.updateCounts.batches == 1)
    #expect(view.outlineRow(at: ItemPath(section: 0, item: 2))! == (2, false, false))
    #expect(view.outlineRow(at: ItemPath(section: 0, item: 1))! == (1, true, true))
    dataSource.collapse([10])
    #expect(dataSource.snapshot.itemIdentifiers == [1, 10, 11, 2])
    #expect(view.updateCounts.batches == 2)
    #expect(view.simulateUserToggleExpansion(at: ItemPath(section: 0, item: 3)))
    #expect(dataSource.snapshot.itemIdentifiers == [1, 10, 11, 2, 20])
    #expect(!view.simulateUserToggleExpansion(at: ItemPath(section: 0, item: 4)), "a leaf")
    #expect(view.problems.isEmpty)
    #expect(observed == [[10], [1, 10], [1], [1, 2]])
    _ = token
  }

  @Test
  func
    `expanded items stay expanded through updates, and new children of collapsed ones stay hidden`()
    throws
  {
    let (view, dataSource) = HeadlessListView.showingFruits(try Self.atlas())
    dataSource.expand([1])
    var outline = dataSource.fullSnapshot
    try outline.moveItem(1, afterItem: 2)
    try outline.appendItems([Fruit(21)], under: 2)
    dataSource.apply(outline)
    #expect(dataSource.snapshot.itemIdentifiers == [2, 1, 10, 11])
    try outline.deleteItems([1])
    dataSource.apply(outline)
    #expect(dataSource.expandedItems.isEmpty, "a deleted item leaves the expanded set")
    #expect(view.problems.isEmpty)
    #expect(Self.ids(view) == [2])
  }

  @Test func `a shown item that gains its first child or loses its last is drawn again`() throws {
    let (view, dataSource) = HeadlessListView.showingFruits(try Self.atlas())
    var outline = dataSource.fullSnapshot
    try outline.appendItems([Fruit(3)])
    dataSource.apply(outline)
    let row = ItemPath(section: 0, item: 2)
    let cell = try #require(view.rows[0][2].cell as? FruitCell)
    let configured = cell.configurationCount
    #expect(view.outlineRow(at: row)?.hasChildren == false)
    for edit in [
      { try outline.appendItems([Fruit(30)], under: 3) }, { try outline.deleteItems([30]) },
    ] {
      try edit()
      dataSource.apply(outline)
      #expect(dataSource.snapshot.itemIdentifiers == [1, 2, 3], "the child stays hidden")
    }
    #expect(view.outlineRow(at: row)?.hasChildren == false)
    #expect(cell.configurationCount == configured + 2, "configured again each time")
    #expect(view.problems.isEmpty)
  }

  @Test func `expand all, collapse all, and reveal`() throws {
    let (view, dataSource) = HeadlessListView.showingFruits(try Self.atlas())
    dataSource.expandAll()
    #expect(dataSource.snapshot.itemIdentifiers == dataSource.fullSnapshot.itemIdentifiers)
    dataSource.collapseAll()
    #expect(dataSource.snapshot.itemIdentifiers == [1, 2])
    dataSource.reveal(101)
    #expect(dataSource.expandedItems == [1, 10])
    #expect(dataSource.snapshot.path(of: 101) == ItemPath(section: 0, item: 3))
    #expect(view.problems.isEmpty)
  }

  /// The random walk's seed `/XqZ6jxiU1r8MuaULOvpT5EaGH9uvCnTbz5jYFy+iqY=`, shrunk: the rows
  /// an expansion change reads are those of the update waiting, not those the surface shows.
  @Test func `collapsing all while a flat list's update waits shows that list`() throws {
    var outline = try FruitSnapshot.shelves([[1, 2, 3, 4], [5, 6, 7]])
    try outline.appendItems([Fruit(1001), Fruit(1002), Fruit(1003)], under: 1)
    let (view, dataSource) = HeadlessListView.showingFruits(outline)
    view.completesUpdatesImmediately = false
    for doomed in [[1], [2, 3]] {
      try outline.deleteItems(doomed)
      dataSource.apply(outline)
      view.finishAnimations()
    }
    // Reconfigures both rows, in a batch the view has not completed.
    dataSource.expand([5, 4])
    view.completesUpdatesImmediately = true
    try outline.deleteItems([4])
    dataSource.apply(outline)
    #expect(dataSource.fullSnapshot.layout == [[], [5, 6, 7]], "the list waiting")
    view.completesUpdatesImmediately = false
    dataSource.collapseAll()
    #expect(dataSource.expandedItems.isEmpty)
    #expect(dataSource.newestShownRowsForTests.layout == [[], [5, 6, 7]])
    view.finishAnimations()
    #expect(Self.ids(view) == [5, 6, 7])
    #expect(dataSource.snapshot.layout == [[], [5, 6, 7]])
    #expect(view.problems.isEmpty)
  }

  /// The atlas in an editable list, bound to a data source on a headless view, Europe
  /// expanded: rows 1, 10, 11, 2.
  static func boundAtlas(diagnostics: ListDiagnostic.Handler = .ignore) throws -> (
    HeadlessListView, ListDataSource<Shelf, Fruit>, EditableList<Shelf, Fruit>, ObservationToken
  ) {
    let (view, dataSource) = HeadlessListView.showingFruits(diagnostics: diagnostics)
    let list = EditableList(try atlas())
    let token = dataSource.bind(to: list)
    dataSource.expand([1])
    view.isEditing = true
    return (view, dataSource, list, token)
  }

  @Test func `a row the user moves lands before the row after it, at its level, with its subtree`()
    throws
  {
    let (view, dataSource, list, token) = try Self.boundAtlas()
    #expect(Self.ids(view) == [1, 10, 11, 2])
    // Italy to the top: before Europe, at the top level.
    #expect(
      view.simulateUserMove(from: ItemPath(section: 0, item: 2), to: ItemPath(section: 0, item: 0)))
    #expect(list.snapshot.level(of: 11) == 0)
    #expect(Self.ids(view) == [11, 1, 10, 2])
    // Europe, expanded, to the end: France comes with it.
    #expect(
      view.simulateUserMove(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 0, item: 3)))
    #expect(list.snapshot.itemIdentifiers == [11, 2, 20, 1, 10, 100, 101, 102])
    #expect(Self.ids(view) == [11, 2, 1, 10])
    #expect(view.outlineRow(at: ItemPath(section: 0, item: 3))?.level == 1)
    #expect(view.problems.isEmpty)
    #expect(try list.undo() == "Move")
    #expect(try list.undo() == "Move")
    #expect(list.snapshot == (try Self.atlas()))
    #expect(Self.ids(view) == [1, 10, 11, 2])
    #expect(view.problems.isEmpty)
    #expect(dataSource.expandedItems == [1])
    token.cancel()
  }

  @Test func `a dragged row of an outline drops before the row after it, with its subtree`()
    throws
  {
    let (view, dataSource, list, token) = try Self.boundAtlas()
    #expect(
      view.simulateUserLift(at: ItemPath(section: 0, item: 0)) == [ItemPath(section: 0, item: 0)])
    #expect(!view.simulateUserDrop(at: ItemPath(section: 0, item: 1)), "Europe among its children")
    #expect(
      view.simulateUserLift(at: ItemPath(section: 0, item: 1)) == [ItemPath(section: 0, item: 1)])
    #expect(view.simulateUserDrop(at: ItemPath(section: 0, item: 2)))
    // France, with its cities, dropped between Italy and Asia: before Asia, at the top level.
    #expect(list.snapshot.itemIdentifiers == [1, 11, 10, 100, 101, 102, 2, 20])
    #expect(list.snapshot.level(of: 10) == 0)
    #expect(Self.ids(view) == [1, 11, 10, 2])
    #expect(try list.undo() == "Move")
    #expect(list.snapshot == (try Self.atlas()))
    #expect(Self.ids(view) == [1, 10, 11, 2])
    #expect(view.problems.isEmpty)
    #expect(dataSource.expandedItems == [1])
    token.cancel()
  }

  @Test func `a row dropped among its own descendants goes back`() throws {
    let recorder = DiagnosticRecorder()
    let (view, dataSource, list, token) = try Self.boundAtlas(diagnostics: recorder.handler)
    let before = list.snapshot
    #expect(
      view.simulateUserMove(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 1)))
    #expect(list.snapshot == before)
    #expect(Self.ids(view) == [1, 10, 11, 2])
    #expect(view.problems.isEmpty)
    #expect(recorder.diagnostics.map(\.kind) == [.moveRefused])
    #expect(recorder.diagnostics.first?.message.contains("among its own descendants") == true)
    #expect(dataSource.snapshot.itemIdentifiers == [1, 10, 11, 2])
    token.cancel()
  }

  /// One step of the random walk: an expansion change, a user's tap, or a model update.
  struct Step: Sendable, CustomStringConvertible {
    var kind: Int
    var a: Int
    var edit: OutlinePropertyTests.Edit
    var description: String { "\(kind)/\(a)/\(edit)" }
  }

  static let steps = zip(Gen.int(in: 0...9), Gen.int(in: 0...9_999), OutlinePropertyTests.edits)
    .map { Step(kind: $0, a: $1, edit: $2) }

  @Test func `random expansions and updates always show the expanded parts, by legal batches`()
    async
  {
    let input = zip(OutlinePropertyTests.edits.array(of: 5...25), Self.steps.array(of: 1...25))
    await propertyCheck(count: propertyCases(200), input: input) { building, steps in
      do {
        var model = try OutlinePropertyTests.Model()
        for edit in building { try model.apply(edit) }
        let (view, dataSource) = HeadlessListView.showingFruits(model.snapshot)
        for (index, step) in steps.enumerated() {
          let ids = model.reference.allIDs
          view.completesUpdatesImmediately = step.a % 3 != 0
          switch step.kind {
          case 0...1 where !ids.isEmpty:
            dataSource.expand([ids[step.a % ids.count], ids[step.edit.a % ids.count]])
          case 2 where !ids.isEmpty:
            dataSource.collapse([ids[step.a % ids.count]])
          case 3 where !view.shownTokens.isEmpty:
            let counts = view.counts
            let section = step.a % counts.count
            if counts[section] > 0 {
              view.simulateUserToggleExpansion(
                at: ItemPath(section: section, item: step.edit.b % counts[section]))
            }
          case 4:
            if step.a % 2 == 0 { dataSource.expandAll() } else { dataSource.collapseAll() }
          case 5 where !ids.isEmpty:
            dataSource.reveal(ids[step.a % ids.count])
          default:
            try model.apply(step.edit)
            dataSource.apply(model.snapshot)
          }
          if step.a % 5 == 0 { view.finishAnimations() }
          let expanded = dataSource.expandedItems
          #expect(expanded.isSubset(of: Set(model.reference.allIDs)), "step \(index)")
          let wanted = model.reference.sections.indices.map {
            model.reference.visible($0, expanded: expanded)
          }
          let target = dataSource.newestShownRowsForTests
          #expect(
            target.sectionIdentifiers.indices.map { target.items(inSectionAt: $0)! } == wanted,
            "after \(steps[...index])")
        }
        view.finishAnimations()
        let expanded = dataSource.expandedItems
        let wanted = model.reference.sections.indices.flatMap {
          model.reference.visible($0, expanded: expanded)
        }
        #expect(Self.ids(view) == wanted.map(\.id), "after \(steps)")
        #expect(view.problems.isEmpty, "after \(steps): \(view.problems)")
      } catch {
        Issue.record("\(building) then \(steps) threw \(error)")
      }
    }
  }
}
