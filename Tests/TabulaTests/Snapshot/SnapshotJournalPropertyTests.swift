import PropertyBased
import TabulaTestSupport
import Testing

@testable import Tabula

/// The journal of item edits a snapshot keeps, and the moves that take a label between their
/// neighbours' without labelling a subtree again.
struct SnapshotJournalPropertyTests {
  @Test func `the journal finds every recent ancestor, forgets old ones, and stays bounded`()
    async
  {
    let limit = FruitSnapshot._journalLimit
    await propertyCheck(count: 40, input: Gen.int(in: 1...(3 * limit))) { edits in
      var snapshot = try FruitSnapshot.shelves([Array(0..<8)])
      var ancestors: [(FruitSnapshot, touched: Set<Int>)] = []
      for edit in 0..<edits {
        ancestors.append((snapshot, []))
        let id = 100 + edit
        try snapshot.insertItems([Fruit(id)], at: ItemPath(section: 0, item: edit % 8))
        for index in ancestors.indices { ancestors[index].touched.insert(id) }
      }
      let length = try #require(snapshot._journal?.length)
      #expect(length <= 2 * limit, "\(edits) edits")
      #expect(length >= Swift.min(edits, limit), "\(edits) edits")
      for (back, ancestor) in ancestors.reversed().enumerated() {
        let touched = snapshot._itemsTouched(since: ancestor.0._version)
        if back < limit {
          #expect(touched == ancestor.touched, "\(edits) edits, \(back + 1) back")
        } else if back >= 2 * limit {
          #expect(touched == nil, "\(edits) edits, \(back + 1) back")
        } else if let touched {
          #expect(touched == ancestor.touched, "\(edits) edits, \(back + 1) back")
        }
      }
    }
  }

  @Test func `edits grouped as one keep one journal entry and the ancestor's journal intact`()
    throws
  {
    let ancestor = try FruitSnapshot.shelves([[1, 2, 3]])
    var snapshot = ancestor
    try snapshot.insertItems([Fruit(4)], at: ItemPath(section: 0, item: 0))
    let before = snapshot
    try snapshot._recordingOneItemEdit(touching: [5, 6]) {
      (snapshot: inout FruitSnapshot) throws(FruitSnapshot.Failure) in
      try snapshot.insertItems([Fruit(5)], at: ItemPath(section: 0, item: 0))
      try snapshot.insertItems([Fruit(6)], at: ItemPath(section: 0, item: 0))
    }
    #expect(snapshot._journal?.length == 2)
    #expect(snapshot._itemsTouched(since: before._version) == [5, 6])
    #expect(snapshot._itemsTouched(since: ancestor._version) == [4, 5, 6])
    #expect(before._journal?.length == 1)
  }

  @Test func `moves into the same gap run out of labels, and the tree is labelled again`()
    throws
  {
    var snapshot = try FruitSnapshot.shelves([Array(0..<80)])
    var model = Array(0..<80)
    // Each move halves the gap after the first item, until a subtree is labelled again.
    for _ in 0..<70 {
      try snapshot.moveItem(at: ItemPath(section: 0, item: 79), to: ItemPath(section: 0, item: 1))
      model.insert(model.removeLast(), at: 1)
      #expect(snapshot._invariantViolations().isEmpty)
    }
    #expect(snapshot.itemIdentifiers == model)
    for (index, id) in model.enumerated() {
      #expect(snapshot.path(of: id) == ItemPath(section: 0, item: index))
    }
  }
}
