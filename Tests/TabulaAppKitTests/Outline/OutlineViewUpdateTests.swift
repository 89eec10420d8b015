@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import Testing

/// The calls TabulaAppKit makes on an outline view for changes across parents and levels,
/// each applied to ``OutlineViewModel``.
@MainActor
struct OutlineViewUpdateTests {
  /// An outline of one section: each pair is an item and the items under it.
  static func outline(_ roots: [(Int, [Int])]) throws -> EntrySnapshot {
    var snapshot = try EntrySnapshot(sections: [
      SnapshotSection(Group(0), items: roots.map { Entry($0.0) })
    ])
    for (parent, children) in roots where !children.isEmpty {
      try snapshot.appendItems(children.map { Entry($0) }, under: parent)
    }
    return snapshot
  }

  @Test func `children reordered 0123 into 2301 under a parent reach 2301, each keeping its view`()
    throws
  {
    // tonyarnold/Differ#69's case, one level down: NSOutlineView's moveItem "parallels the
    // moveRow(at:to:) method of NSTableView" (Apple's documentation).
    let outline = OutlineFixture(showing: try Self.outline([(9, [0, 1, 2, 3])]), expanded: [9])
    let views = outline.surface.model.viewsByID
    outline.dataSource.apply(try Self.outline([(9, [2, 3, 0, 1])]), animated: true)
    #expect(outline.surface.model.violations.isEmpty)
    #expect(outline.showsDataSource)
    #expect(outline.surface.model.viewsByID == views)
    // Two of the four children stay; the other two move, one call each.
    #expect(outline.surface.updates.last?.steps.count == 2)
  }

  @Test func `a row that moves to another parent is moved there, not removed and inserted`() throws
  {
    let outline = OutlineFixture(
      showing: try Self.outline([(1, [10, 11]), (2, [20])]), expanded: [1, 2])
    let views = outline.surface.model.viewsByID
    outline.dataSource.apply(try Self.outline([(1, [10]), (2, [11, 20])]), animated: true)
    #expect(outline.surface.model.violations.isEmpty)
    #expect(outline.showsDataSource)
    #expect(outline.surface.model.viewsByID == views)
    #expect(
      outline.surface.updates.last?.steps == [
        .moveItem(from: 1, source: .current(1), to: 0, target: .current(2))
      ])
  }

  @Test func `a row whose parent is deleted moves out before its parent is removed`() throws {
    let outline = OutlineFixture(
      showing: try Self.outline([(1, [10, 11]), (2, [])]), expanded: [1])
    let views = outline.surface.model.viewsByID
    outline.dataSource.apply(try Self.outline([(11, []), (2, [])]), animated: true)
    #expect(outline.surface.model.violations.isEmpty)
    #expect(outline.showsDataSource)
    #expect(outline.surface.model.viewsByID[11] == views[11])
    #expect(
      outline.surface.updates.last?.steps == [
        .moveItem(from: 1, source: .departing(1), to: 0, target: nil),
        .removeItems([1..<2], inParent: nil),
      ])
  }

  @Test func `children of an item expanded by the update come from the data source once it ends`()
    throws
  {
    // insertItems(at:inParent:) "does nothing if parent is not expanded" (Apple's
    // documentation): the children of an item that was collapsed come with expandItem.
    let outline = OutlineFixture(showing: try Self.outline([(1, [10, 11])]))
    #expect(outline.surface.model.rows.map(\.id) == [1])
    outline.dataSource.expand([1])
    #expect(outline.surface.model.violations.isEmpty)
    #expect(outline.showsDataSource)
    #expect(outline.surface.updates.last?.expanded == [1])
    outline.dataSource.collapse([1])
    #expect(outline.surface.model.violations.isEmpty)
    #expect(outline.showsDataSource)
    #expect(outline.surface.updates.last?.collapsed == [1])
  }

  @Test
  func `inserting under an item that is not expanded does nothing in the model, as documented`() {
    let model = OutlineViewModel(shownChildren: { $0 == nil ? [1] : [] })
    model.reloadData()
    model.beginUpdates()
    model.insertItems(at: [0..<1], inParent: .current(1))
    model.endUpdates()
    #expect(model.rows.map(\.id) == [1])
    #expect(model.violations.isEmpty)
  }

  @Test func `the moves of a local change in a wide outline are as many at every size`() throws {
    // A row moved from the top of a parent to its end, a row inserted, one deleted, one moved
    // to another parent: four calls, at 1,000 children as at 100,000.
    func update(children count: Int) throws -> OutlineViewUpdate {
      let ids = Array(100..<100 + count)
      let old = try #require(
        OutlineForest(
          [.init(id: 1, parent: nil), .init(id: 2, parent: nil)]
            + ids.map { .init(id: $0, parent: 1) } + [.init(id: 3, parent: 2)]))
      var moved = ids
      moved.append(moved.removeFirst())
      moved.remove(at: count / 2)
      moved.insert(7, at: count / 3)
      let leaving = moved.remove(at: count / 4)
      let new = try #require(
        OutlineForest(
          [.init(id: 1, parent: nil), .init(id: 2, parent: nil)]
            + moved.map { .init(id: $0, parent: 1) } + [
              .init(id: leaving, parent: 2), .init(id: 3, parent: 2),
            ]))
      return OutlineViewUpdate(from: old, to: new)
    }
    let counts = try [1_000, 10_000, 100_000].map { try update(children: $0).steps.count }
    #expect(counts == [4, 4, 4])
  }
}

extension OutlineViewUpdateTests {
  @Test
  func `an expansion whose run names a row that shows already takes back the rows it noted`()
    throws
  {
    // 1 holds 2, 3 and 4, collapsed; 5 holds 6 and 7, expanded. The run 1's expansion brings is
    // misread as 2, 99 and 6: 6 shows already, so the run is not a subtree once 2 and 99 are
    // noted, and both must be taken back (99 is no row at all).
    let outline = OutlineFixture(
      showing: try Self.outline([(1, [2, 3, 4]), (5, [6, 7])]), expanded: [5])
    let misread: [AnyHashable: AnyHashable] = [3: 99, 4: 6]
    outline.surface.rowsClient = { client in
      let reader = CountingClient(client)
      reader.misreadRun = { rows in
        rows.map { row in (id: misread[row.id] ?? row.id, level: row.level) }
      }
      return reader
    }
    outline.dataSource.expand([1])
    // The rows the batch names, read one by one, place 2, 3 and 4 under 1 in place.
    let forest = outline.surface.rows.forest
    #expect(!forest.contains(99))
    #expect(forest.children(of: AnyHashable(1)) == [2, 3, 4] as [AnyHashable])
    #expect(forest.children(of: AnyHashable(5)) == [6, 7] as [AnyHashable])
    #expect(outline.surface.rows.batchesOfSubtrees == 0)
    #expect(outline.surface.rows.batchesReadInFull == 0)
    #expect(outline.surface.forestMismatches.isEmpty)
    #expect(outline.showsDataSource)
    #expect(outline.surface.model.violations.isEmpty)
  }
}
