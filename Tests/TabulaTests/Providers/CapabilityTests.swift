@_spi(Surfaces) import Tabula
import TabulaTestSupport
import TabulaTesting
import Testing

/// A section model that says only its header, as `SectionModel`'s documentation shows.
private struct Aisle: SectionModel {
  let id: Int
  let name: String
  var header: String? { name }
  var indexTitle: String? { String(name.prefix(1)) }
}

/// Deletes the first item of any provider through the protocol only, in generic code.
@MainActor
private func deleteFirst(of list: some DataProvider<ListSection, Fruit>) throws -> String? {
  let first = try #require(list.snapshot.items.first)
  try list.perform(.deleteItems([first.id]), named: "Delete")
  return list.history.undoActionName
}

/// What a provider can do is a requirement of `DataProvider` with a default: editing, load
/// states, paging; every section is a `SectionModel`.
@MainActor
struct CapabilityTests {
  private func fruits() throws -> Snapshot<ListSection, Fruit> {
    try Snapshot {
      SnapshotSection(id: "fruit") {
        Fruit(1); Fruit(2); Fruit(3)
      }
    }
  }

  @Test func `an editable list is edited and undone through DataProvider alone`() throws {
    let list = EditableList(try fruits())
    #expect(try deleteFirst(of: list) == "Delete")
    #expect(list.snapshot.itemIdentifiers == [2, 3])
    #expect(try list.undo() == "Delete")
    #expect(list.snapshot.itemIdentifiers == [1, 2, 3])
  }

  @Test
  func
    `a data source bound to an editable provider lets the user delete, a read-only one does not`()
    async throws
  {
    let first = ItemPath(section: 0, item: 0)
    let list = EditableList(try fruits())
    let editable = ListDataSource<ListSection, Fruit>(
      surface: HeadlessListView(), registration: CellRegistration<FruitCell, Fruit>())
    #expect(!editable.behavior.isEditable)
    editable.behavior = ListBehavior(allowsDeleting: true)
    let editing = editable.bind(to: list)
    defer { editing.cancel() }
    #expect(editable.canDeleteItem(at: first))
    editable.userDidDeleteItem(at: first)
    #expect(list.snapshot.itemIdentifiers == [2, 3])

    let provider = LoadingProvider<Fruit>()
    await provider.load { [Fruit(1), Fruit(2), Fruit(3)] }
    let readOnly = ListDataSource<ListSection, Fruit>(
      surface: HeadlessListView(), registration: CellRegistration<FruitCell, Fruit>())
    readOnly.behavior = ListBehavior(allowsDeleting: true)
    let showing = readOnly.bind(to: provider)
    defer { showing.cancel() }
    #expect(!readOnly.canEditItem(at: first))
    #expect(!readOnly.canDeleteItem(at: first))
  }

  @Test func `a section model shows the titles it has and no others`() throws {
    let snapshot = try Snapshot<Aisle, Fruit>(sections: [
      SnapshotSection(Aisle(id: 1, name: "Apples"), items: [Fruit(1)]),
      SnapshotSection(Aisle(id: 2, name: "Cherries"), items: [Fruit(2)]),
    ])
    let dataSource = ListDataSource<Aisle, Fruit>(
      surface: HeadlessListView(), registration: CellRegistration<FruitCell, Fruit>())
    dataSource.apply(snapshot, animated: false)
    #expect(dataSource.headerTitle(inSection: 1) == "Cherries")
    #expect(dataSource.footerTitle(inSection: 1) == nil)
    #expect(dataSource.sectionIndexTitles == ["A", "C"])
    #expect(ListSection(id: "plain").header == nil)
  }

  @Test func `the configuration's titles come before the section model's`() throws {
    let dataSource = ListDataSource<ListSection, Fruit>(
      surface: HeadlessListView(), registration: CellRegistration<FruitCell, Fruit>())
    dataSource.apply(
      try Snapshot { SnapshotSection("Fruit", footer: "three") { Fruit(1) } }, animated: false)
    dataSource.behavior.footerTitle = { section in section == 0 ? "overridden" : nil }
    #expect(dataSource.headerTitle(inSection: 0) == "Fruit")
    #expect(dataSource.footerTitle(inSection: 0) == "overridden")
  }

  @Test func `a loading provider reports its states through DataProvider`() async {
    let provider = LoadingProvider<Fruit>()
    let states = Recorded<LoadState>()
    let token = observeStates(of: provider) { states.append($0) }
    defer { token.cancel() }
    await provider.load { [Fruit(1)] }
    #expect(states.values == [.loading, .loaded])
    #expect(provider.numberOfItems(inSectionAt: 0) == 1)
  }

  private func observeStates(
    of provider: some DataProvider<ListSection, Fruit>,
    _ onChange: @escaping @MainActor (LoadState) -> Void
  ) -> ObservationToken {
    provider.observeLoadState(onChange)
  }

  @Test func `a provider without a capability has its defaults, and refuses edits by name`() throws
  {
    let provider = LoadingProvider<Fruit>()
    #expect(!provider.isEditable && !provider.isPaged && provider.onError == nil)
    #expect(provider.history.undoSteps.isEmpty)
    #expect(try provider.undo() == nil && provider.refresh() == nil)
    #expect(throws: SnapshotError<String, Int>.notEditable) {
      try provider.perform(.deleteItems([1]), named: "Delete")
    }
    #expect(try deleteFirstIfAny(of: provider) == nil)
  }

  private func deleteFirstIfAny(of list: some DataProvider<ListSection, Fruit>) throws
    -> String?
  {
    guard !list.snapshot.items.isEmpty else { return nil }
    return try deleteFirst(of: list)
  }
}
