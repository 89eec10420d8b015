import PropertyBased
import Tabula
import Testing

/// Fixed rows and a provider's rows in one list (`ComposedList`), as SwiftUI's
/// `List { Section { … }; ForEach(items) { … } }`.
@MainActor
struct ComposedListTests {
  /// A settings screen's rows: fixed ones, and the fruits of a provider.
  enum Row: Identifiable, Equatable {
    case setting(String)
    case fruit(Fruit)

    var id: String {
      switch self {
      case .setting(let name): "setting \(name)"
      case .fruit(let fruit): "fruit \(fruit.id)"
      }
    }
  }

  static func fruits(_ ids: [Int]) throws -> EditableList<ListSection, Fruit> {
    try EditableList(items: ids.map { Fruit($0) }, section: ListSection("Fruits"))
  }

  /// The identifiers of a snapshot's items, section by section.
  static func ids<Section, Item>(of snapshot: Snapshot<Section, Item>) -> [[String]]
  where Section.ID: Sendable, Item.ID: Sendable {
    (0..<snapshot.numberOfSections).map { section in
      (snapshot.items(inSectionAt: section) ?? []).map { "\($0.id)" }
    }
  }

  @Test func `fixed sections surround the provider's section, in order`() throws {
    let fruits = try Self.fruits([1, 2])
    let list = ComposedList<Row> {
      ListPart.fixed(ListSection("Account"), [.setting("name"), .setting("email")])
      ListPart.rows(of: fruits, as: Row.fruit)
      ListPart.fixed(ListSection("About"), [.setting("version")])
    }
    #expect(list.snapshot.sections.map(\.id) == ["Account", "Fruits", "About"])
    #expect(
      list.snapshot.items.map(\.id) == [
        "setting name", "setting email", "fruit 1", "fruit 2", "setting version",
      ])
  }

  @Test func `a change of the provider publishes the whole list once`() throws {
    let fruits = try Self.fruits([1, 2, 3])
    let list = ComposedList<Row> {
      ListPart.fixed(ListSection("Account"), [.setting("name")])
      ListPart.rows(of: fruits, as: Row.fruit)
    }
    var published: [[String]] = []
    let token = list.observe { published.append($0.items.map(\.id)) }
    defer { token.cancel() }
    try fruits.perform(.deleteItems([2]), named: "Delete")
    #expect(published == [["setting name", "fruit 1", "fruit 3"]])
  }

  @Test func `repeated identifiers keep their first occurrence, in any part`() throws {
    let list = ComposedList<Row> {
      ListPart.fixed(ListSection("A"), [.setting("x"), .setting("y")])
      ListPart.fixed(ListSection("B"), [.setting("y"), .setting("z")])
      ListPart.fixed(ListSection("A"), [.setting("w")])
    }
    #expect(list.snapshot.items.map(\.id) == ["setting x", "setting y", "setting z"])
    #expect(list.repeatedIDs == ["setting y"])
  }

  @Test func `the composed list is the parts' rows in order, after any edits`() async {
    let deletions = Gen.int(in: 1...8).array(of: 0...8)
    await propertyCheck(input: deletions) { deletions in
      let fruits = try Self.fruits(Array(1...8))
      let list = ComposedList<Row> {
        ListPart.fixed(ListSection("Top"), [.setting("a")])
        ListPart.rows(of: fruits, as: Row.fruit)
      }
      for id in deletions where fruits.snapshot.item(id: id) != nil {
        try fruits.perform(.deleteItems([id]), named: "Delete")
      }
      #expect(
        list.snapshot.items == [.setting("a")] + fruits.snapshot.items.map(Row.fruit))
    }
  }
}
