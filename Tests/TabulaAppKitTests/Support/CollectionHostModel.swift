@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit

/// A collection view as ``CollectionSurface`` sees it: ``CollectionViewModel``'s items, with a
/// selection and items made for their positions. The selection is kept by each item's view,
/// as `NSCollectionView` keeps it on its items: a moved item stays selected and a deleted item
/// leaves the selection.
@MainActor
final class CollectionHostModel: CollectionViewHosting {
  let model = CollectionViewModel()
  private var selectedViews = Set<Int>()
  private(set) var registered: [AnyCellRegistration] = []
  /// The positions items were made for, in order.
  private(set) var madeFor: [ItemPath] = []

  var selectedPaths: [ItemPath] {
    model.sections.indices.flatMap { section in
      model.sections[section].items.indices.compactMap { item in
        selectedViews.contains(model.sections[section].items[item].view)
          ? ItemPath(section: section, item: item) : nil
      }
    }
  }

  func selectItem(at path: ItemPath) { selectedViews.insert(view(at: path)) }
  func deselectItem(at path: ItemPath) { selectedViews.remove(view(at: path)) }

  /// The user clicks items: the selection becomes them.
  func userSelects(_ paths: [ItemPath]) {
    selectedViews = Set(paths.map(view(at:)))
  }

  func registerCellView(_ registration: AnyCellRegistration) { registered.append(registration) }

  func makeCellView(reuseIdentifier: String, for path: ItemPath) -> AnyObject {
    madeFor.append(path)
    return EntryCell()
  }

  func performBatchUpdates(_ updates: () -> Void) {
    model.performBatchUpdates(updates)
    let shown = Set(model.sections.flatMap { $0.items.map(\.view) })
    selectedViews.formIntersection(shown)
  }
  func deleteSections(_ sections: [Int]) { model.deleteSections(sections) }
  func insertSections(_ sections: [Int]) { model.insertSections(sections) }
  func moveSection(_ section: Int, toSection newSection: Int) {
    model.moveSection(section, toSection: newSection)
  }
  func deleteItems(at paths: [ItemPath]) { model.deleteItems(at: paths) }
  func insertItems(at paths: [ItemPath]) { model.insertItems(at: paths) }
  func moveItem(at path: ItemPath, to newPath: ItemPath) { model.moveItem(at: path, to: newPath) }
  func reconfigureItem(at path: ItemPath) { model.reconfigureItem(at: path) }
  func reloadData() {
    selectedViews = []
    model.reloadData()
  }

  private func view(at path: ItemPath) -> Int {
    model.sections[path.section].items[path.item].view
  }
}

/// A list data source driving a ``CollectionSurface`` over ``CollectionHostModel``, bound to
/// an editable list.
@MainActor
struct CollectionSurfaceFixture {
  let host = CollectionHostModel()
  let surface = CollectionSurface()
  let dataSource: ListDataSource<Group, Entry>
  let list: EditableList<Group, Entry>
  let token: ObservationToken

  init(_ snapshot: EntrySnapshot, behavior: ListBehavior<Entry> = ListBehavior()) {
    surface.view = host
    dataSource = ListDataSource(surface: surface, registration: .entries, diagnostics: .ignore)
    dataSource.behavior = behavior
    host.model.shown = CollectionViewModel.showing(dataSource)
    let dataSource = dataSource
    surface.deleteSelection = { dataSource.deleteSelection() }
    list = EditableList(snapshot)
    token = dataSource.bind(to: list)
  }

  /// Two sections: "A" holds 1 and 2, an untitled one 3 and 4.
  static func sections(behavior: ListBehavior<Entry> = ListBehavior()) throws -> Self {
    Self(
      try EntrySnapshot(sections: [
        SnapshotSection(Group(0, header: "A"), items: [Entry(1), Entry(2)]),
        SnapshotSection(Group(1), items: [Entry(3), Entry(4)]),
      ]), behavior: behavior)
  }

  /// What the collection view shows, section by section.
  var shownIDs: [[AnyHashable?]] { host.model.sections.map { $0.items.map(\.id) } }

  /// What the data source holds, section by section.
  var expectedIDs: [[AnyHashable?]] {
    host.model.shown().map { $0.items.map(Optional.some) }
  }

  /// The identifiers of the items the collection view shows selected.
  var selectedIDs: [AnyHashable?] {
    host.selectedPaths.map { host.model.sections[$0.section].items[$0.item].id }
  }
}
