import Tabula
import Testing

/// The user's deletions and moves of a `ComposedList`'s rows: each goes to the provider whose
/// rows they are, at its own positions, as SwiftUI's `.onDelete` and `.onMove` on the
/// `ForEach` of a list that also holds fixed sections; fixed rows and moves between parts are
/// refused by name.
@MainActor
struct ComposedListEditingTests {
  typealias Row = ComposedListTests.Row
  typealias Refusal = ComposedList<Row>.EditRefusal

  /// A settings screen: fixed rows, fruits (a transformed part), fixed rows, networks (rows
  /// of the list's own type), fixed rows.
  @MainActor
  struct Fixture {
    let fruits: EditableList<ListSection, Fruit>
    let networks: EditableList<ListSection, Row>
    let list: ComposedList<Row>

    init(fruits ids: [Int] = [1, 2, 3], networks names: [String] = ["home", "office"]) throws {
      fruits = try ComposedListTests.fruits(ids)
      networks = try EditableList(
        items: names.map(Row.setting), section: ListSection("Networks"))
      let (fruits, networks) = (fruits, networks)
      list = ComposedList<Row> {
        ListPart.fixed(ListSection("Account"), [.setting("name")])
        ListPart.rows(of: fruits, as: Row.fruit)
        ListPart.rows(of: networks)
        ListPart.fixed(ListSection("About"), [.setting("version")])
      }
    }

    var ids: [[String]] { ComposedListTests.ids(of: list.snapshot) }
  }

  @Test func `a deletion of a transformed row deletes the provider's item, as its step`() throws {
    let f = try Fixture()
    try f.list.perform(.deleteItems(["fruit 2"]), named: "Delete")
    #expect(f.fruits.snapshot.items.map(\.id) == [1, 3])
    #expect(f.fruits.history.undoActionName == "Delete")
    #expect(f.ids[1] == ["fruit 1", "fruit 3"])
  }

  @Test func `a deletion of rows of the list's own type goes to their provider`() throws {
    let f = try Fixture()
    try f.list.perform(.deleteItems(["setting office"]), named: "Forget")
    #expect(f.networks.snapshot.items == [.setting("home")])
    #expect(f.networks.history.undoActionName == "Forget")
  }

  @Test func `a fixed row is refused by name and section, and nothing changes`() throws {
    let f = try Fixture()
    let before = f.list.snapshot
    #expect(throws: Refusal.fixedRow("setting version", section: "About")) {
      try f.list.perform(.deleteItems(["setting version"]), named: "Delete")
    }
    #expect(throws: Refusal.fixedRow("setting name", section: "Account")) {
      try f.list.perform(
        .moveItem("setting name", to: ItemPath(section: 0, item: 0)), named: "Move")
    }
    #expect(f.list.snapshot == before)
    #expect(!f.list.history.canUndo)
    #expect(!f.list.canEditItem(withID: "setting name"))
    #expect(f.list.canEditItem(withID: "fruit 1"))
  }

  @Test func `a filter of the list answers for each row as the list does`() throws {
    let f = try Fixture()
    let filter = SearchFilter(f.list) { row, text in row.id.contains(text) }
    #expect(!filter.canEditItem(withID: "setting name"))
    #expect(filter.canEditItem(withID: "fruit 2"))
    #expect(f.fruits.canEditItem(withID: 2))
    #expect(!LoadingProvider<Fruit>().canEditItem(withID: 2))
  }

  @Test func `a row of a provider that accepts no edits is refused by name`() async throws {
    let loaded = LoadingProvider<Fruit>(section: ListSection("Loaded"))
    await loaded.load { [Fruit(7)] }
    let list = ComposedList<Row> { ListPart.rows(of: loaded, as: Row.fruit) }
    #expect(!list.isEditable)
    #expect(!list.canEditItem(withID: "fruit 7"))
    #expect(throws: Refusal.notEditable("fruit 7", section: "Loaded")) {
      try list.perform(.deleteItems(["fruit 7"]), named: "Delete")
    }
    #expect(loaded.snapshot.items.map(\.id) == [7])
  }

  @Test func `a move within a part goes to its provider at the provider's positions`() throws {
    let f = try Fixture()
    try f.list.perform(.moveItem("fruit 1", to: ItemPath(section: 1, item: 2)), named: "Move")
    #expect(f.fruits.snapshot.items.map(\.id) == [2, 3, 1])
    try f.list.perform(
      .moveItem("setting office", to: ItemPath(section: 2, item: 0)), named: "Move")
    #expect(f.networks.snapshot.items == [.setting("office"), .setting("home")])
    #expect(
      f.ids == [
        ["setting name"], ["fruit 2", "fruit 3", "fruit 1"],
        [
          "setting office", "setting home",
        ], ["setting version"],
      ])
  }

  @Test func `a move into another part's section is refused, naming the section`() throws {
    let f = try Fixture()
    #expect(throws: Refusal.moveAcrossParts("fruit 1", toSection: "Networks")) {
      try f.list.perform(.moveItem("fruit 1", to: ItemPath(section: 2, item: 0)), named: "Move")
    }
    #expect(throws: Refusal.moveAcrossParts("fruit 1", toSection: "About")) {
      try f.list.perform(.moveItem("fruit 1", to: ItemPath(section: 3, item: 0)), named: "Move")
    }
    #expect(f.fruits.snapshot.items.map(\.id) == [1, 2, 3])
    #expect(!f.fruits.history.canUndo)
  }

  @Test func `a deletion of rows of two parts is refused, naming them all`() throws {
    let f = try Fixture()
    #expect(throws: Refusal.severalParts(["fruit 1", "setting home"])) {
      try f.list.perform(.deleteItems(["fruit 1", "setting home"]), named: "Delete")
    }
    #expect(f.fruits.snapshot.numberOfItems == 3)
    #expect(f.networks.snapshot.numberOfItems == 2)
  }

  @Test func `unknown rows, positions outside the list and other edits are refused`() throws {
    let f = try Fixture()
    #expect(throws: Refusal.unknownItem("fruit 9")) {
      try f.list.perform(.deleteItems(["fruit 2", "fruit 9"]), named: "Delete")
    }
    #expect(throws: Refusal.positionOutOfRange(ItemPath(section: 7, item: 0))) {
      try f.list.perform(.moveItem("fruit 1", to: ItemPath(section: 7, item: 0)), named: "Move")
    }
    #expect(throws: Refusal.positionOutOfRange(ItemPath(section: 1, item: 3))) {
      try f.list.perform(.moveItem("fruit 1", to: ItemPath(section: 1, item: 3)), named: "Move")
    }
    #expect(throws: Refusal.unsupported("replacement")) {
      try f.list.perform(.replaceItem(.fruit(Fruit(1, "ripe"))), named: "Edit")
    }
    #expect(throws: Refusal.unsupported("a deletion of no rows")) {
      try f.list.perform(.deleteItems([]), named: "Delete")
    }
    #expect(f.fruits.snapshot.items.map(\.id) == [1, 2, 3])
    #expect(!f.fruits.history.canUndo && !f.list.history.canUndo)
  }

  @Test func `a refusal names the culprit in its description`() {
    let refusal = Refusal.fixedRow("setting name", section: "Account")
    #expect(
      refusal.description
        == "Row 'setting name' is a fixed row of section 'Account': it cannot be deleted or moved")
  }

  @Test func `rows left out as repeated keep edits on the provider's items by position`() throws {
    let fruits = try ComposedListTests.fruits([1, 2, 3, 4])
    let list = ComposedList<Row> {
      ListPart.fixed(ListSection("Pinned"), [.fruit(Fruit(2))])
      ListPart.rows(of: fruits, as: Row.fruit)
    }
    #expect(list.repeatedIDs == ["fruit 2"])
    try list.perform(.moveItem("fruit 4", to: ItemPath(section: 1, item: 0)), named: "Move")
    #expect(fruits.snapshot.items.map(\.id) == [4, 1, 2, 3])
    try list.perform(.moveItem("fruit 4", to: ItemPath(section: 1, item: 2)), named: "Move")
    #expect(fruits.snapshot.items.map(\.id) == [1, 2, 3, 4])
    try list.perform(.moveItem("fruit 1", to: ItemPath(section: 1, item: 1)), named: "Move")
    #expect(fruits.snapshot.items.map(\.id) == [2, 3, 1, 4])
    try list.perform(.deleteItems(["fruit 3"]), named: "Delete")
    #expect(fruits.snapshot.items.map(\.id) == [2, 1, 4])
    #expect(list.snapshot.items.map(\.id) == ["fruit 2", "fruit 1", "fruit 4"])
  }

  @Test func `a move between two sections of one provider goes to that provider`() throws {
    let shelves = EditableList(
      try Snapshot<ListSection, Fruit>(sections: [
        SnapshotSection(ListSection("Fruits"), items: [Fruit(1), Fruit(2)]),
        SnapshotSection(ListSection("Berries"), items: [Fruit(3)]),
      ]))
    let list = ComposedList<Row> {
      ListPart.fixed(ListSection("Account"), [.setting("name")])
      ListPart.rows(of: shelves, as: Row.fruit)
    }
    try list.perform(.moveItem("fruit 1", to: ItemPath(section: 2, item: 1)), named: "Move")
    #expect(ComposedListTests.ids(of: shelves.snapshot) == [["2"], ["3", "1"]])
  }

  @Test func `undo and redo go to the part last edited, newest first`() throws {
    let f = try Fixture()
    try f.list.perform(.deleteItems(["fruit 1"]), named: "Delete Fruit")
    try f.list.perform(.deleteItems(["setting home"]), named: "Forget")
    try f.list.perform(.moveItem("fruit 3", to: ItemPath(section: 1, item: 0)), named: "Move")
    #expect(f.list.history.undoSteps.map(\.name) == ["Delete Fruit", "Forget", "Move"])
    #expect(try f.list.undo() == "Move")
    #expect(try f.list.undo() == "Forget")
    #expect(f.networks.snapshot.items == [.setting("home"), .setting("office")])
    #expect(f.fruits.snapshot.items.map(\.id) == [2, 3])
    #expect(f.list.history.undoActionName == "Delete Fruit")
    #expect(f.list.history.redoSteps.map(\.name) == ["Move", "Forget"])
    #expect(try f.list.redo() == "Forget")
    #expect(f.networks.snapshot.items == [.setting("office")])
    #expect(try f.list.undo() == "Forget")
    #expect(try f.list.undo() == "Delete Fruit")
    #expect(try f.list.undo() == nil)
    #expect(f.fruits.snapshot.items.map(\.id) == [1, 2, 3])
    #expect(f.list.history.redoActionName == "Delete Fruit")
  }

  @Test func `a new edit forgets the steps to redo`() throws {
    let f = try Fixture()
    try f.list.perform(.deleteItems(["fruit 1"]), named: "Delete")
    try f.list.undo()
    try f.list.perform(.deleteItems(["setting home"]), named: "Forget")
    #expect(!f.list.history.canRedo)
    #expect(try f.list.redo() == nil)
    #expect(f.fruits.snapshot.items.map(\.id) == [1, 2, 3])
  }

  @Test func `a part whose history was cleared is skipped by undo and by the history`() throws {
    let f = try Fixture()
    try f.list.perform(.deleteItems(["fruit 1"]), named: "Delete Fruit")
    try f.list.perform(.deleteItems(["setting home"]), named: "Forget")
    f.networks.replace(with: f.networks.snapshot)
    #expect(f.list.history.undoSteps.map(\.name) == ["Delete Fruit"])
    #expect(try f.list.undo() == "Delete Fruit")
    #expect(f.fruits.snapshot.items.map(\.id) == [1, 2, 3])
    #expect(try f.list.undo() == nil)
  }
}
