@_spi(Surfaces) import Tabula
import TabulaTestSupport
import TabulaTesting
import Testing

/// Section titles, the section index, selection and editing permissions: what a table asks
/// the data source besides counts and cells.
@MainActor
struct ListDataSourceSurfaceHooksTests {
  private typealias Fruits = Snapshot<ListSection, Fruit>

  private func showing(_ snapshot: Fruits, diagnostics: ListDiagnostic.Handler = .ignore)
    -> (HeadlessListView, ListDataSource<ListSection, Fruit>)
  {
    let view = HeadlessListView()
    let dataSource = ListDataSource<ListSection, Fruit>(
      surface: view, registration: CellRegistration<FruitCell, Fruit>(), diagnostics: diagnostics)
    dataSource.behavior = ListBehavior(allowsDeleting: true, allowsMoving: true)
    dataSource.apply(snapshot, animated: false)
    return (view, dataSource)
  }

  private func alphabet() throws -> Fruits {
    try Fruits {
      SnapshotSection(ListSection("Apples", footer: "2 kinds", indexTitle: "A")) {
        Fruit(1)
        Fruit(2)
      }
      SnapshotSection(ListSection(id: "unnamed")) { Fruit(3) }
      SnapshotSection(ListSection("Cherries", indexTitle: "C")) { Fruit(4) }
    }
  }

  @Test func `titles come from the section models, and the configuration can override them`()
    throws
  {
    let (_, dataSource) = showing(try alphabet())
    #expect(dataSource.headerTitle(inSection: 0) == "Apples")
    #expect(dataSource.footerTitle(inSection: 0) == "2 kinds")
    #expect(dataSource.headerTitle(inSection: 1) == nil)
    #expect(dataSource.headerTitle(inSection: 9) == nil)
    let ids = dataSource.snapshot.sectionIdentifiers
    dataSource.behavior.headerTitle = { index in "\(index): \(ids[index])" }
    #expect(dataSource.headerTitle(inSection: 1) == "1: unnamed")
  }

  @Test func `the section index lists titled sections and jumps past untitled ones`() throws {
    let (_, dataSource) = showing(try alphabet())
    #expect(dataSource.sectionIndexTitles == ["A", "C"])
    #expect(dataSource.section(forSectionIndexTitleAt: 0) == 0)
    #expect(dataSource.section(forSectionIndexTitleAt: 1) == 2)
    #expect(dataSource.section(forSectionIndexTitleAt: 7) == 2)
  }

  @Test func `a list without index titles has no section index`() throws {
    let (_, dataSource) = showing(try Fruits { SnapshotSection(ListSection(id: "a")) { Fruit(1) } })
    #expect(dataSource.sectionIndexTitles == nil)
  }

  @Test func `selecting a row hands its item and position to the handler`() throws {
    let (_, dataSource) = showing(try alphabet())
    let selected = Recorded<(Int, ItemPath)>()
    dataSource.behavior.didSelect = { fruit, path in selected.append((fruit.id, path)) }
    dataSource.userDidSelectItem(at: ItemPath(section: 2, item: 0))
    #expect(selected.values.map(\.0) == [4])
    #expect(selected.values.map(\.1) == [ItemPath(section: 2, item: 0)])
  }

  @Test func `selecting a position outside the list is a diagnostic, not a call`() throws {
    let recorder = DiagnosticRecorder()
    let view = HeadlessListView()
    let dataSource = ListDataSource<ListSection, Fruit>(
      surface: view, registration: CellRegistration<FruitCell, Fruit>(),
      diagnostics: recorder.handler)
    dataSource.apply(try alphabet(), animated: false)
    let calls = Recorded<Int>()
    dataSource.behavior.didSelect = { item, _ in calls.append(item.id) }
    dataSource.userDidSelectItem(at: ItemPath(section: 5, item: 0))
    #expect(calls.values.isEmpty)
    #expect(recorder.diagnostics.map(\.kind) == [.positionOutOfRange])
  }

  @Test func `deleting and moving are allowed separately`() throws {
    let list = EditableList(try alphabet())
    let (view, dataSource) = showing(list.snapshot)
    let token = dataSource.bind(to: list)
    defer { token.cancel() }
    let first = ItemPath(section: 0, item: 0)
    dataSource.behavior.allowsMoving = false
    #expect(dataSource.canEditItem(at: first))
    #expect(dataSource.canDeleteItem(at: first))
    #expect(!dataSource.canMoveItem(at: first))
    dataSource.behavior.allowsDeleting = false
    #expect(!dataSource.canEditItem(at: first))
    #expect(!view.simulateUserDelete(at: first))
    #expect(list.snapshot.numberOfItems == 4)
  }

  @Test func `a move of an item that cannot move is refused and the surface shown again`() throws {
    let recorder = DiagnosticRecorder()
    let list = EditableList(try alphabet())
    let view = HeadlessListView()
    let dataSource = ListDataSource<ListSection, Fruit>(
      surface: view, registration: CellRegistration<FruitCell, Fruit>(),
      diagnostics: recorder.handler)
    let token = dataSource.bind(to: list)
    defer { token.cancel() }
    dataSource.behavior.allowsMoving = false
    let reloads = view.updateCounts.reloads
    dataSource.userDidMoveItem(
      from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 1))
    #expect(recorder.diagnostics.map(\.kind) == [.editRefused])
    #expect(list.snapshot.layoutIDs == [[1, 2], [3], [4]])
    #expect(view.updateCounts.reloads == reloads + 1)
  }

  @Test func `a row dropped back where it was is no step and no redraw`() throws {
    let recorder = DiagnosticRecorder()
    let list = EditableList(try alphabet())
    let (view, dataSource) = showing(list.snapshot, diagnostics: recorder.handler)
    let token = dataSource.bind(to: list)
    defer { token.cancel() }
    let counts = view.updateCounts
    for path in [ItemPath(section: 0, item: 1), ItemPath(section: 2, item: 0)] {
      #expect(view.simulateUserMove(from: path, to: path))
    }
    #expect(!list.history.canUndo)
    #expect(list.snapshot.layoutIDs == [[1, 2], [3], [4]])
    #expect(view.updateCounts == counts)
    #expect(recorder.diagnostics.isEmpty, "\(recorder.diagnostics)")
    #expect(
      view.simulateUserMove(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 0, item: 0)))
    #expect(list.history.undoActionName == "Move")
    #expect(list.snapshot.layoutIDs == [[2, 1], [3], [4]])
  }

  @Test func `a surface that needs a go-between has it kept alive by the data source`() throws {
    final class Relay {}
    final class RelayedView: ListSurface {
      weak var client: (any ListSurfaceClient)?
      weak var relay: Relay?
      var isDisplayingList: Bool { false }
      func connect(_ dataSource: any ListSurfaceClient) -> AnyObject? {
        client = dataSource
        let relay = Relay()
        self.relay = relay
        return relay
      }
      func registerCell(_ registration: AnyCellRegistration) {}
      func dequeueCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath)
        -> AnyObject
      { Relay() }
      func reloadData() {}
      func performBatchUpdates(
        _ batch: BatchUpdate, updateData: @escaping @MainActor () -> Void,
        completion: @escaping @MainActor (Bool) -> Void
      ) {}
    }
    let view = RelayedView()
    var dataSource: ListDataSource<ListSection, Fruit>? = ListDataSource(
      surface: view, registration: CellRegistration<FruitCell, Fruit>())
    #expect(view.relay != nil)
    #expect(view.client === dataSource)
    dataSource = nil
    #expect(view.relay == nil)
  }
}

extension Snapshot where Item == Fruit {
  /// The item identifiers of every section, in order.
  fileprivate var layoutIDs: [[Int]] {
    (0..<numberOfSections).map { items(inSectionAt: $0)?.map(\.id) ?? [] }
  }
}
