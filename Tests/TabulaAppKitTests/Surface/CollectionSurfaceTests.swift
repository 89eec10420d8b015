import PropertyBased
@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import TabulaTestSupport
import TabulaTesting
import Testing

/// What TabulaAppKit's collection adapter answers `NSCollectionViewDataSource` and
/// `NSCollectionViewDelegate` with, decided by ``CollectionSurface`` on a model of the
/// collection view (``CollectionViewModel``, written from Apple's documentation and other
/// projects' code).
///
/// Selection: `selectItems(at:scrollPosition:)` and `deselectItems(at:)` "do not cause any
/// selection-related delegate methods to be invoked" (`NSCollectionView.h`, macOS 14 SDK),
/// so only the user's clicks reach `collectionView(_:didSelectItemsAt:)`; the surface still
/// marks its own changes as not the user's, which is safe whichever way AppKit reports them.
@MainActor
struct CollectionSurfaceTests {
  @Test func `sections and items are the list's, with each section's header title`() throws {
    let collection = try CollectionSurfaceFixture.sections()
    #expect(collection.shownIDs == [[1, 2], [3, 4]])
    #expect(collection.surface.numberOfSections == 2)
    #expect([0, 1, 2, -1].map(collection.surface.numberOfItems) == [2, 2, 0, 0])
    #expect(collection.surface.headerTitle(inSection: 0) == "A")
    #expect(collection.surface.headerTitle(inSection: 1) == nil)
    #expect(collection.surface.headerTitle(inSection: 2) == nil)
  }

  @Test func `an item is made for its position and configured, and none past the end`() throws {
    let collection = try CollectionSurfaceFixture.sections()
    let cell = try #require(
      collection.surface.itemView(at: ItemPath(section: 1, item: 1)) as? EntryCell)
    #expect(cell.entry == Entry(4))
    #expect(collection.host.madeFor.last == ItemPath(section: 1, item: 1))
    #expect(collection.surface.itemView(at: ItemPath(section: 1, item: 2)) == nil)
    #expect(collection.surface.itemView(at: ItemPath(section: 2, item: 0)) == nil)
    #expect(collection.host.registered.map(\.reuseIdentifier).count == 1)
  }

  @Test func `a change within sections reaches the view as one performBatchUpdates`() throws {
    let collection = try CollectionSurfaceFixture.sections()
    let views = collection.host.model.viewsByID
    collection.list.replace(
      with: try EntrySnapshot(sections: [
        SnapshotSection(Group(0, header: "A"), items: [Entry(2), Entry(7)]),
        SnapshotSection(Group(1), items: [Entry(4), Entry(3)]),
      ]))
    #expect(collection.host.model.violations.isEmpty, "\(collection.host.model.calls)")
    #expect(collection.host.model.batchCount == 1)
    #expect(collection.shownIDs == [[2, 7], [4, 3]])
    let after = collection.host.model.viewsByID
    for id in [2, 3, 4] as [AnyHashable] { #expect(after[id] == views[id], "\(id)") }
  }

  /// A moved section whose items change too is two batches (IGListKit #691, in
  /// `CollectionViewModel`): the data source stages it, and the surface tells each.
  @Test func `sections that move while their items change reach the view legally`() throws {
    let collection = try CollectionSurfaceFixture.sections()
    let views = collection.host.model.viewsByID
    collection.list.replace(
      with: try EntrySnapshot(sections: [
        SnapshotSection(Group(1), items: [Entry(4), Entry(3), Entry(9)]),
        SnapshotSection(Group(0, header: "A"), items: [Entry(2)]),
      ]))
    #expect(collection.host.model.violations.isEmpty, "\(collection.host.model.calls)")
    #expect(collection.shownIDs == [[4, 3, 9], [2]])
    let after = collection.host.model.viewsByID
    for id in [2, 3, 4] as [AnyHashable] { #expect(after[id] == views[id], "\(id)") }
  }

  @Test func `items the user selects join the data source's selection by identity`() throws {
    var behavior = ListBehavior<Entry>()
    behavior.allowsMultipleSelection = true
    let collection = try CollectionSurfaceFixture.sections(behavior: behavior)
    collection.host.userSelects([ItemPath(section: 0, item: 1), ItemPath(section: 1, item: 0)])
    collection.surface.viewSelectionDidChange()
    #expect(collection.dataSource.selection == [2, 3])
    collection.host.userSelects([ItemPath(section: 1, item: 0)])
    collection.surface.viewSelectionDidChange()
    #expect(collection.dataSource.selection == [3])
  }

  @Test func `a selected item that a batch moves stays selected, and a selection set shows`()
    throws
  {
    var behavior = ListBehavior<Entry>()
    behavior.allowsMultipleSelection = true
    let collection = try CollectionSurfaceFixture.sections(behavior: behavior)
    collection.host.userSelects([ItemPath(section: 0, item: 0)])
    collection.surface.viewSelectionDidChange()
    collection.list.replace(
      with: try EntrySnapshot(sections: [
        SnapshotSection(Group(0, header: "A"), items: [Entry(2)]),
        SnapshotSection(Group(1), items: [Entry(3), Entry(1), Entry(4)]),
      ]))
    #expect(collection.selectedIDs == [1])
    #expect(collection.dataSource.selection == [1])
    collection.dataSource.selection = [1, 4]
    #expect(collection.selectedIDs == [1, 4])
    collection.surface.viewSelectionDidChange()
    #expect(collection.dataSource.selection == [1, 4])
  }

  @Test func `Delete deletes the selected items as one undoable step, and nothing without one`()
    throws
  {
    var behavior = ListBehavior<Entry>(allowsDeleting: true)
    behavior.allowsMultipleSelection = true
    let collection = try CollectionSurfaceFixture.sections(behavior: behavior)
    #expect(!collection.surface.perform(.deleteSelection))
    collection.host.userSelects([ItemPath(section: 0, item: 0), ItemPath(section: 1, item: 1)])
    collection.surface.viewSelectionDidChange()
    #expect(collection.surface.perform(.deleteSelection))
    #expect(collection.shownIDs == [[2], [3]])
    #expect(collection.host.model.violations.isEmpty)
    _ = try collection.list.undo()
    #expect(collection.shownIDs == [[1, 2], [3, 4]])
  }

  @Test func `the user may select only items the list has`() throws {
    let collection = try CollectionSurfaceFixture.sections()
    let proposed = [
      ItemPath(section: 0, item: 1), ItemPath(section: 0, item: 2), ItemPath(section: 3, item: 0),
    ]
    #expect(collection.surface.selectablePaths(proposed) == [ItemPath(section: 0, item: 1)])
  }

  @Test func `items shown near the end load a paged provider's next page`() async throws {
    let pages = ManualPageLoader<Entry, Int>()
    let provider = PagedProvider<Entry, Int>(
      prefetchDistance: 2, diagnostics: .ignore, loadPage: pages.loader)
    let host = CollectionHostModel()
    let surface = CollectionSurface()
    surface.view = host
    let dataSource = ListDataSource<ListSection, Entry>(
      surface: surface, registration: .entries, diagnostics: .ignore)
    host.model.shown = CollectionViewModel.showing(dataSource)
    let token = dataSource.bind(to: provider)
    provider.refresh()
    _ = await pages.nextRequest()
    await pages.answer(.success(((1...10).map { Entry($0) }, 11)))
    #expect(host.model.sections.first?.items.count == 10)
    surface.willDisplayItem(at: ItemPath(section: 0, item: 3))
    surface.willDisplayItem(at: ItemPath(section: 0, item: 12))
    #expect(pages.cursors == [nil], "item 4 is far from the end, and item 13 is not shown")
    surface.willDisplayItem(at: ItemPath(section: 0, item: 8))
    let request = await pages.nextRequest()
    #expect(request.cursor == 11)
    token.cancel()
  }

  /// Random updates of flat and sectioned lists, from the provider and from the user's
  /// Delete, with selections the user clicks and the app sets between them.
  @Test func `updates, deletes and selections in any order keep the view and selection the list's`()
    async
  {
    await propertyCheck(count: 300, input: Gen.int(in: 0...Int(Int32.max))) { seed in
      var random = SeededRandom(seed: seed)
      let shape = RandomLists.Shape.allCases[seed % 2]
      let (start, _) = try RandomLists.pair(seed: seed, shape: shape)
      var behavior = ListBehavior<Entry>(allowsDeleting: true)
      behavior.allowsMultipleSelection = true
      behavior.deselectsOnSelection = false
      let collection = CollectionSurfaceFixture(start, behavior: behavior)
      for step in 0..<8 {
        let paths = collection.host.model.sections.indices.flatMap { section in
          collection.host.model.sections[section].items.indices.map {
            ItemPath(section: section, item: $0)
          }
        }
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
          let (_, next) = try RandomLists.pair(
            seed: Int.random(in: 0...1_000_000, using: &random), shape: shape)
          collection.list.replace(with: next)
        case 1:
          collection.host.userSelects(paths.filter { _ in random.chance(0.3) })
          collection.surface.viewSelectionDidChange()
        case 2:
          let ids = collection.list.snapshot.itemIdentifiers.filter { _ in random.chance(0.25) }
          collection.dataSource.selection = Set(ids)
        default:
          _ = collection.surface.perform(.deleteSelection)
        }
        let context = "seed \(seed) step \(step)"
        #expect(collection.host.model.violations.isEmpty, "\(context)")
        #expect(collection.shownIDs == collection.expectedIDs, "\(context)")
        #expect(
          Set(collection.selectedIDs.compactMap { $0 })
            == Set(collection.dataSource.selection.map(AnyHashable.init)), "\(context)")
      }
    }
  }
}
