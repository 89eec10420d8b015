import Tabula
import TabulaTestSupport
import Testing

struct UndoHistoryTests {
  @Test func `undo and redo step through the edits and name them`() throws {
    var snapshot = try FruitSnapshot.shelves([[1, 2, 3]])
    var history = UndoHistory<Shelf, Fruit>()
    #expect(!history.canUndo && !history.canRedo)
    try history.perform(.deleteItems([2]), named: "Delete", on: &snapshot)
    try history.perform(
      .moveItem(3, to: ItemPath(section: 0, item: 0)), named: "Move", on: &snapshot)
    #expect(history.undoActionName == "Move")
    #expect(try history.undo(&snapshot) == "Move")
    #expect(snapshot.layout == [[1, 3]])
    #expect(history.undoActionName == "Delete" && history.redoActionName == "Move")
    #expect(try history.redo(&snapshot) == "Move")
    #expect(snapshot.layout == [[3, 1]])
    #expect(!history.canRedo)
  }

  @Test func `a new edit clears what could be redone`() throws {
    var snapshot = try FruitSnapshot.shelves([[1, 2, 3]])
    var history = UndoHistory<Shelf, Fruit>()
    try history.perform(.deleteItems([2]), named: "Delete", on: &snapshot)
    try history.undo(&snapshot)
    #expect(history.canRedo)
    try history.perform(.deleteItems([3]), named: "Delete", on: &snapshot)
    #expect(!history.canRedo)
    #expect(snapshot.layout == [[1, 2]])
  }

  @Test func `the limit forgets the oldest steps`() throws {
    var snapshot = try FruitSnapshot.shelves([Array(1...10)])
    var history = UndoHistory<Shelf, Fruit>(limit: 3)
    for id in 1...5 {
      try history.perform(.deleteItems([id]), named: "Delete \(id)", on: &snapshot)
    }
    #expect(history.undoSteps.map(\.name) == ["Delete 3", "Delete 4", "Delete 5"])
    while history.canUndo { try history.undo(&snapshot) }
    #expect(snapshot.layout == [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter { $0 > 2 }])
  }

  @Test func `nothing to undo or redo changes nothing`() throws {
    var snapshot = try FruitSnapshot.shelves([[1]])
    var history = UndoHistory<Shelf, Fruit>()
    #expect(try history.undo(&snapshot) == nil)
    #expect(try history.redo(&snapshot) == nil)
    #expect(snapshot.layout == [[1]])
  }

  @Test func `a step that no longer applies throws and leaves list and history alone`() throws {
    var snapshot = try FruitSnapshot.shelves([[1, 2]])
    var history = UndoHistory<Shelf, Fruit>()
    try history.perform(
      .moveItem(2, to: ItemPath(section: 0, item: 0)), named: "Move", on: &snapshot)
    try snapshot.deleteItems([2])  // changed underneath
    let before = snapshot
    #expect(throws: FruitError.unknownItems([2])) { try history.undo(&snapshot) }
    #expect(snapshot == before)
    #expect(history.undoActionName == "Move" && !history.canRedo)
  }

  @Test func `the history holds what changed, not copies of the list`() throws {
    // 100,000 items in 100 sections; 10,000 single-item edits of every kind (500 when the
    // internal checks re-read all 100,000 items after each edit).
    var snapshot = try FruitSnapshot.shelves(
      (0..<100).map { Array(($0 * 1_000)..<($0 * 1_000 + 1_000)) })
    var history = UndoHistory<Shelf, Fruit>()
    var random = SeededRandom(seed: 7)
    var next = 100_000
    func anyPath(insert: Bool = false) -> ItemPath {
      let section = Int.random(in: 0..<100, using: &random)
      let count = snapshot.numberOfItems(inSectionAt: section) ?? 0
      return ItemPath(
        section: section, item: Int.random(in: 0...max(count - (insert ? 0 : 1), 0), using: &random)
      )
    }
    var edits = 0
    let editCount = internalChecksEnabled ? 500 : 10_000
    while edits < editCount {
      let edit: FruitEdit
      switch edits % 4 {
      case 0:
        guard let item = snapshot.item(at: anyPath()) else { continue }
        edit = .deleteItems([item.id])
      case 1:
        next += 1
        edit = .insertItems([PositionedItem(Fruit(next), at: anyPath(insert: true))])
      case 2:
        guard let item = snapshot.item(at: anyPath()) else { continue }
        let destination = anyPath()
        guard snapshot.numberOfItems(inSectionAt: destination.section) ?? 0 > 1 else { continue }
        edit = .moveItem(item.id, to: destination)
      default:
        guard let item = snapshot.item(at: anyPath()) else { continue }
        edit = .replaceItem(Fruit(item.id, "edited \(edits)"))
      }
      try history.perform(edit, named: "Edit", on: &snapshot)
      edits += 1
    }
    #expect(snapshot.numberOfItems == 100_000)
    #expect(history.undoSteps.count == editCount)
    // Each step holds at most the item it inserted, removed or replaced, and its old value:
    // about three per four edits here, never 100,000 per step as copies of the list would.
    #expect(history.itemCount <= 2 * editCount, "\(history.itemCount) items held")
    #expect(history.itemCount >= editCount / 2)
  }
}
