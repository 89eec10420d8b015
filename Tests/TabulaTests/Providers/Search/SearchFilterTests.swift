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

  @Test func `a query keeps the sections with matching items, and follows the provider`()
    throws
  {
    let base = try Self.list([["ada", "alan"], ["grace", "barbara"]])
    let search = Self.search(base)
    var published: [[String]] = []
    let token = search.observe { published.append($0.items.map(\.text)) }
    search.search("a")
    search.search("ra")
    #expect(search.snapshot.sectionIdentifiers == ["1"], "a section without a match is left out")
    #expect(search.snapshot.items.map(\.text) == ["grace", "barbara"])
    try base.perform(
      .insertItems([PositionedItem(Name(id: 9, text: "radia"), at: ItemPath(section: 0, item: 0))]),
      named: "Insert")
    #expect(search.snapshot.sectionIdentifiers == ["0", "1"])
    #expect(search.snapshot.items.map(\.text) == ["radia", "grace", "barbara"])
    search.search("ra")
    #expect(published.count == 3, "the same text publishes nothing")
    search.search("")
    #expect(search.snapshot == base.snapshot)
    token.cancel()
  }

  @Test func `while filtered, edits by identifier reach the provider; moves and inserts do not`()
    throws
  {
    let base = try Self.list([["ada", "alan", "grace"], ["barbara"]])
    let search = Self.search(base)
    search.search("a")
    try search.perform(.deleteItems([2]), named: "Delete")
    #expect(base.snapshot.items.map(\.text) == ["ada", "grace", "barbara"])
    #expect(search.snapshot.items.map(\.text) == ["ada", "grace", "barbara"])
    try search.perform(.replaceItem(Name(id: 3, text: "hopper")), named: "Rename")
    #expect(base.snapshot.items.map(\.text) == ["ada", "hopper", "barbara"])
    #expect(search.snapshot.items.map(\.text) == ["ada", "barbara"], "no longer a match")
    try search.perform(.group([.deleteSections(["1"])]), named: "Delete section")
    #expect(base.snapshot.sectionIdentifiers == ["0"])
    let refused: [EditOperation<ListSection, Name>] = [
      .moveItem(1, to: ItemPath(section: 0, item: 1)),
      .insertItems([PositionedItem(Name(id: 9, text: "radia"), at: ItemPath(section: 0, item: 0))]),
      .group([.deleteItems([1]), .moveSection("0", to: 0)]),
    ]
    for operation in refused {
      #expect(throws: SearchFilter<EditableList<ListSection, Name>>.EditRefused.self) {
        try search.perform(operation, named: "Edit")
      }
    }
    #expect(base.snapshot.items.map(\.text) == ["ada", "hopper"], "nothing else changed")
    try search.undo()
    try search.undo()
    try search.undo()
    #expect(base.snapshot.items.map(\.text) == ["ada", "alan", "grace", "barbara"])
  }

  @Test func `a bound data source is set up as the base provider sets it up`() throws {
    let base = PreparingList(try Self.list([["ada"]]))
    let search = SearchFilter(base) { name, text in name.text.contains(text) }
    let dataSource = ListDataSource(
      surface: HeadlessListView(), registration: CellRegistration<NameCell, Name>())
    let token = dataSource.bind(to: search)
    #expect(dataSource.plansLongUpdatesInBackground)
    withExtendedLifetime(token) {}
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

/// A provider that sets up the data sources bound to it, as a live query does.
@MainActor
final class PreparingList: DataProvider {
  let list: EditableList<ListSection, SearchFilterTests.Name>
  init(_ list: EditableList<ListSection, SearchFilterTests.Name>) { self.list = list }
  var snapshot: Snapshot<ListSection, SearchFilterTests.Name> { list.snapshot }
  func observe(
    _ onChange: @escaping @MainActor (Snapshot<ListSection, SearchFilterTests.Name>) -> Void
  ) -> ObservationToken {
    list.observe(onChange)
  }
  func prepare(_ dataSource: ListDataSource<ListSection, SearchFilterTests.Name>) {
    dataSource.plansLongUpdatesInBackground = true
  }
}

/// The cell of a searched name.
final class NameCell: ConfigurableCell, HeadlessConstructibleCell {
  init() {}
  func configure(with name: SearchFilterTests.Name, at path: ItemPath) {}
}
