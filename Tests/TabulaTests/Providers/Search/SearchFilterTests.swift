import PropertyBased
import Tabula
import TabulaTesting
import Testing

/// `SearchFilter`: any provider's items that match the search field's text, kept in step with
/// the provider, editable by deletion while filtered.
@MainActor
struct SearchFilterTests {
  struct Name: Identifiable, Equatable {
    let id: Int
    var text: String
  }

  static func list(_ sections: [[String]]) throws -> EditableList<ListSection, Name> {
    var next = 0
    return EditableList(
      try Snapshot(
        sections: sections.enumerated().map { index, names in
          SnapshotSection(
            ListSection(id: "\(index)"),
            items: names.map { text in
              next += 1
              return Name(id: next, text: text)
            })
        }))
  }

  static func search(_ base: EditableList<ListSection, Name>) -> SearchFilter<
    EditableList<ListSection, Name>
  > {
    SearchFilter(base) { name, text in name.text.contains(text) }
  }

  @Test func `an empty query shows the provider's list as it is`() throws {
    let base = try Self.list([["ada", "alan"], ["grace"]])
    let search = Self.search(base)
    #expect(search.snapshot == base.snapshot)
    #expect(search.isSearchable)
    #expect(!base.isSearchable)
  }

  @Test func `a query keeps the matching items of every section, and follows the provider`()
    throws
  {
    let base = try Self.list([["ada", "alan"], ["grace", "barbara"]])
    let search = Self.search(base)
    var published: [[String]] = []
    let token = search.observe { published.append($0.items.map(\.text)) }
    search.search("a")
    search.search("ra")
    #expect(search.snapshot.numberOfSections == 2)
    #expect(search.snapshot.items.map(\.text) == ["grace", "barbara"])
    try base.perform(
      .insertItems([PositionedItem(Name(id: 9, text: "radia"), at: ItemPath(section: 0, item: 0))]),
      named: "Insert")
    #expect(search.snapshot.items.map(\.text) == ["radia", "grace", "barbara"])
    search.search("ra")
    #expect(published.count == 3, "the same text publishes nothing")
    search.search("")
    #expect(search.snapshot == base.snapshot)
    token.cancel()
  }

  @Test func `while filtered, deletions reach the provider and moves are refused`() throws {
    let base = try Self.list([["ada", "alan", "grace"]])
    let search = Self.search(base)
    search.search("a")
    try search.perform(.deleteItems([2]), named: "Delete")
    #expect(base.snapshot.items.map(\.text) == ["ada", "grace"])
    #expect(search.snapshot.items.map(\.text) == ["ada", "grace"])
    #expect(throws: SearchFilter<EditableList<ListSection, Name>>.EditRefused.self) {
      try search.perform(.moveItem(1, to: ItemPath(section: 0, item: 1)), named: "Move")
    }
    #expect(base.snapshot.items.map(\.text) == ["ada", "grace"], "nothing moved")
    try search.undo()
    #expect(base.snapshot.items.map(\.text) == ["ada", "alan", "grace"])
  }

  @Test func `a bound list animates each new query as a legal batch`() throws {
    let base = try Self.list([["ada", "alan"], ["grace", "barbara", "radia"]])
    let search = Self.search(base)
    let view = HeadlessListView()
    let dataSource = ListDataSource(
      surface: view, registration: CellRegistration<NameCell, Name>())
    let token = dataSource.bind(to: search)
    for text in ["a", "ra", "rad", "", "zz", "a"] {
      search.search(text)
      #expect(view.problems.isEmpty, "after \"\(text)\"")
      #expect(dataSource.snapshot == search.snapshot)
    }
    withExtendedLifetime(token) {}
  }

  @Test func `the results are exactly the matching items, in order`() async {
    let letters = Gen.character(in: "a"..."c").string(of: 0...3)
    await propertyCheck(input: letters.array(of: 0...12), letters) { texts, query in
      let base = try Self.list([texts])
      let search = Self.search(base)
      search.search(query)
      let expected = query.isEmpty ? texts : texts.filter { $0.contains(query) }
      #expect(search.snapshot.items.map(\.text) == expected)
    }
  }
}

/// The cell of a searched name.
final class NameCell: ConfigurableCell, HeadlessConstructibleCell {
  init() {}
  func configure(with name: SearchFilterTests.Name, at path: ItemPath) {}
}
