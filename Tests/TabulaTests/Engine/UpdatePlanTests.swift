import Tabula
import Testing

struct UpdatePlanTests {
  @Test func `no change plans no batch`() throws {
    let snapshot = try FruitSnapshot.shelves([[1, 2]])
    #expect(checkedPlan(snapshot, snapshot).stages.isEmpty)
  }

  @Test func `ordinary changes take one batch`() throws {
    let old = try FruitSnapshot.shelves([[1, 2, 3], [4, 5], [6]])
    var new = try FruitSnapshot.shelves([[3, 1, 7], [5, 2], [6]])
    try new.deleteSections([2])
    try new.appendSections([Shelf(9)])
    try new.updateItems([Fruit(5, "changed")])
    let plan = checkedPlan(old, new)
    #expect(plan.stages.count == 1)
    let batch = try #require(plan.stages.first?.batch)
    #expect(batch.deletedSections == [2])
    #expect(batch.insertedSections == [2])
    // Reconfigures name the old position: item 5 was second in its section.
    #expect(batch.reconfiguredItems == [ItemPath(section: 1, item: 1)])
  }

  @Test func `content changes reconfigure, and reload when the cell type changes`() throws {
    let old = try FruitSnapshot.shelves([[1, 2]])
    var new = old
    try new.updateItems([Fruit(1, "same cell"), Fruit(2, "other cell")])
    let plan = checkedPlan(old, new) { $0.name == "other cell" ? "B" : "A" }
    let batch = try #require(plan.stages.first?.batch)
    #expect(batch.reconfiguredItems == [ItemPath(section: 0, item: 0)])
    #expect(batch.reloadedItems == [ItemPath(section: 0, item: 1)])
  }

  // MARK: The combinations of BATCH-RULES §3.3 the planner never produces

  @Test func `never a delete and a reload of the same row`() throws {
    let old = try FruitSnapshot.shelves([[1, 2, 3]])
    var new = try FruitSnapshot.shelves([[1, 3]])
    try new.updateItems([Fruit(3, "changed")])
    try new.reloadItems([3])
    let batch = try #require(checkedPlan(old, new).stages.first?.batch)
    #expect(Set(batch.deletedItems).isDisjoint(with: batch.reloadedItems))
  }

  @Test func `never a reload and a move of the same item`() throws {
    let old = try FruitSnapshot.shelves([[1, 2, 3]])
    var new = try FruitSnapshot.shelves([[3, 1, 2]])
    try new.updateItems([Fruit(3, "changed")])
    try new.reloadItems([3])
    for stage in checkedPlan(old, new).stages {
      let moved = Set(stage.batch.movedItems.map(\.from))
      #expect(moved.isDisjoint(with: stage.batch.reloadedItems))
      #expect(moved.isDisjoint(with: stage.batch.reconfiguredItems))
    }
  }

  @Test func `a moved item whose content changed slides first, then is reconfigured`() throws {
    let old = try FruitSnapshot.shelves([[1, 2, 3]])
    var new = try FruitSnapshot.shelves([[3, 1, 2]])
    try new.updateItems([Fruit(3, "changed")])
    let plan = checkedPlan(old, new)
    #expect(plan.stages.count == 2)
    #expect(plan.stages.first?.batch.movedItems.count == 1)
    #expect(plan.stages.last?.batch.reconfiguredItems == [ItemPath(section: 0, item: 0)])
  }

  @Test func `never a delete and a move from the same row or section`() throws {
    let old = try FruitSnapshot.shelves([[1, 2], [3, 4]])
    let new = try FruitSnapshot.shelves([[4, 2], [1]])
    for stage in checkedPlan(old, new).stages {
      let sources = Set(stage.batch.movedItems.map(\.from))
      #expect(sources.isDisjoint(with: stage.batch.deletedItems))
      let sectionSources = Set(stage.batch.movedSections.map(\.from))
      #expect(sectionSources.isDisjoint(with: stage.batch.deletedSections))
    }
  }

  @Test func `never an insert and a move to the same row or section`() throws {
    let old = try FruitSnapshot.shelves([[1, 2], [3]])
    let new = try FruitSnapshot.shelves([[3], [5, 2, 1]])
    for stage in checkedPlan(old, new).stages {
      let destinations = Set(stage.batch.movedItems.map(\.to))
      #expect(destinations.isDisjoint(with: stage.batch.insertedItems))
      let sectionDestinations = Set(stage.batch.movedSections.map(\.to))
      #expect(sectionDestinations.isDisjoint(with: stage.batch.insertedSections))
    }
  }

  @Test func `never a move into an inserted section`() throws {
    let old = try FruitSnapshot.shelves([[1, 2]])
    var new = try FruitSnapshot.shelves([[1]])
    try new.appendSections([Shelf(5)])
    try new.appendItems([Fruit(2)], toSection: 5)
    let batch = try #require(checkedPlan(old, new).stages.first?.batch)
    #expect(batch.movedItems.isEmpty)
    #expect(batch.deletedItems == [ItemPath(section: 0, item: 1)])
  }

  @Test func `never a move out of a deleted section`() throws {
    let old = try FruitSnapshot.shelves([[1, 2], [3]])
    let new = try FruitSnapshot(sections: [
      SnapshotSection(Shelf(1), items: [Fruit(3), Fruit(2)])
    ])
    let batch = try #require(checkedPlan(old, new).stages.first?.batch)
    #expect(batch.deletedSections == [0])
    #expect(batch.movedItems.isEmpty)
    #expect(batch.insertedItems == [ItemPath(section: 0, item: 1)])
  }

  @Test func `never one item moved to two places or two items to one place`() throws {
    let old = try FruitSnapshot.shelves([[1, 2, 3, 4]])
    let new = try FruitSnapshot.shelves([[4, 3, 2, 1]])
    let batch = try #require(checkedPlan(old, new).stages.first?.batch)
    #expect(Set(batch.movedItems.map(\.from)).count == batch.movedItems.count)
    #expect(Set(batch.movedItems.map(\.to)).count == batch.movedItems.count)
  }

  @Test func `never the same row deleted or inserted twice`() throws {
    let old = try FruitSnapshot.shelves([[1, 2, 3], [4]])
    var new = try FruitSnapshot.shelves([[5, 6], [7, 1]])
    try new.updateItems([Fruit(1, "changed")])
    try new.reloadItems([1])
    for stage in checkedPlan(old, new).stages {
      #expect(Set(stage.batch.deletedItems).count == stage.batch.deletedItems.count)
      #expect(Set(stage.batch.insertedItems).count == stage.batch.insertedItems.count)
    }
  }

  @Test func `never an item change inside a section moved in the same batch`() throws {
    let old = try FruitSnapshot.shelves([[1, 2], [3, 4], [5]])
    // Every section moves and every section's items change: staging is forced.
    let new = try FruitSnapshot(sections: [
      SnapshotSection(Shelf(2), items: [Fruit(6)]),
      SnapshotSection(Shelf(1), items: [Fruit(4), Fruit(3)]),
      SnapshotSection(Shelf(0), items: [Fruit(2), Fruit(7), Fruit(1)]),
    ])
    let plan = checkedPlan(old, new)
    #expect(plan.stages.count == 2)
    for stage in plan.stages where !stage.batch.movedSections.isEmpty {
      let batch = stage.batch
      #expect(batch.deletedItems.isEmpty && batch.insertedItems.isEmpty)
      #expect(batch.movedItems.isEmpty && batch.reloadedItems.isEmpty)
      #expect(batch.reconfiguredItems.isEmpty)
    }
  }

  @Test func `never a reload of a row while its section moves`() throws {
    let old = try FruitSnapshot.shelves([[1, 2], [3], [4]])
    var new = try FruitSnapshot(sections: [
      SnapshotSection(Shelf(2), items: [Fruit(4)]),
      SnapshotSection(Shelf(1), items: [Fruit(3)]),
      SnapshotSection(Shelf(0), items: [Fruit(1), Fruit(2)]),
    ])
    try new.reloadItems([1, 3, 4])
    for stage in checkedPlan(old, new).stages {
      let movedOld = Set(stage.batch.movedSections.map(\.from))
      #expect(!stage.batch.reloadedItems.contains { movedOld.contains($0.section) })
      #expect(!stage.batch.reconfiguredItems.contains { movedOld.contains($0.section) })
    }
  }

  @Test func `never a section move in place next to an item moved out of it`() throws {
    let old = try FruitSnapshot.shelves([[1, 2], [3, 4], [5, 6]])
    let new = try FruitSnapshot(sections: [
      SnapshotSection(Shelf(2), items: [Fruit(5), Fruit(6), Fruit(4)]),
      SnapshotSection(Shelf(1), items: [Fruit(3)]),
      SnapshotSection(Shelf(0), items: [Fruit(1), Fruit(2)]),
    ])
    for stage in checkedPlan(old, new).stages {
      let moved = stage.batch.movedSections
      #expect(!moved.contains { $0.from == $0.to && !stage.batch.movedItems.isEmpty })
      let movedOld = Set(moved.map(\.from))
      #expect(!stage.batch.movedItems.contains { movedOld.contains($0.from.section) })
    }
  }

  @Test func `a section whose items change stays put while the others move`() throws {
    let old = try FruitSnapshot.shelves([[1], [2], [3]])
    var new = try FruitSnapshot.shelves([[2], [3], [1]])
    try new.appendItems([Fruit(9)], toSection: 0)
    // Moving shelf 0 (with its new item) would need two batches; moving the others needs one.
    let plan = checkedPlan(
      old,
      try FruitSnapshot(sections: [
        SnapshotSection(Shelf(1), items: [Fruit(2)]),
        SnapshotSection(Shelf(2), items: [Fruit(3)]),
        SnapshotSection(Shelf(0), items: [Fruit(1), Fruit(9)]),
      ]))
    #expect(plan.stages.count == 1)
    #expect(plan.stages.first?.batch.movedSections.count == 2)
  }

  @Test func `a renamed section with changing items reloads after its items move`() throws {
    let old = try FruitSnapshot.shelves([[1, 2]])
    var new = try FruitSnapshot.shelves([[2, 1, 3]])
    try new.updateSections([Shelf(0, "renamed")])
    let plan = checkedPlan(old, new)
    #expect(plan.stages.count == 2)
    #expect(plan.stages.last?.batch.reloadedSections == [0])
  }

  @Test func `a renamed section without item changes reloads in the same batch`() throws {
    let old = try FruitSnapshot.shelves([[1, 2], [3]])
    var new = try FruitSnapshot.shelves([[1, 2], [3, 4]])
    try new.updateSections([Shelf(0, "renamed")])
    let plan = checkedPlan(old, new)
    #expect(plan.stages.count == 1)
    #expect(plan.stages.first?.batch.reloadedSections == [0])
  }
}
