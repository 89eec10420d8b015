@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit

/// A list surface that updates ``CollectionViewModel`` as TabulaAppKit updates an
/// `NSCollectionView`: each batch through ``CollectionViewUpdate``.
@MainActor
final class CollectionModelSurface: ListSurface {
  weak var client: (any ListSurfaceClient)?
  let model = CollectionViewModel()
  /// The updates told, in order.
  private(set) var updates: [CollectionViewUpdate] = []
  /// What the items a batch deletes or reloads showed, and those of the sections it deletes
  /// or reloads: they get new views, as the data source planned it.
  private(set) var replaced = Set<AnyHashable>()

  var isDisplayingList: Bool { true }

  func registerCell(_ registration: AnyCellRegistration) {}

  func dequeueCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath) -> AnyObject {
    EntryCell()
  }

  func reloadData() {
    model.reloadData()
  }

  func performBatchUpdates(
    _ batch: BatchUpdate, updateData: @escaping @MainActor () -> Void,
    completion: @escaping @MainActor (Bool) -> Void
  ) {
    guard let client else {
      updateData()
      return completion(true)
    }
    for path in batch.reloadedItems + batch.deletedItems {
      if let id = client.shownItemID(at: path) { replaced.insert(id) }
    }
    for section in batch.reloadedSections + batch.deletedSections {
      for item in 0..<client.numberOfItems(inSectionAt: section) {
        if let id = client.shownItemID(at: ItemPath(section: section, item: item)) {
          replaced.insert(id)
        }
      }
    }
    let update = CollectionViewUpdate(batch)
    updates.append(update)
    update.apply(to: model, updateData: updateData)
    completion(true)
  }
}

/// A list data source driving a collection surface over ``CollectionViewModel``.
@MainActor
struct CollectionFixture {
  let surface = CollectionModelSurface()
  let dataSource: ListDataSource<Group, Entry>

  /// Shows `snapshot`, loaded without animation.
  init(showing snapshot: EntrySnapshot) {
    dataSource = ListDataSource(surface: surface, registration: .entries, diagnostics: .ignore)
    surface.model.shown = CollectionViewModel.showing(dataSource)
    dataSource.apply(snapshot, animated: false)
  }

  /// Animates to `snapshot`.
  func apply(_ snapshot: EntrySnapshot) {
    dataSource.apply(snapshot, animated: true)
  }

  /// What the data source shows: each section's identity and its items'.
  var expected: [CollectionViewModel.Shown] { surface.model.shown() }
}

extension CollectionViewModel {
  /// What a data source shows, read each time the model asks: its sections and their items, by
  /// identity.
  static func showing<Section: SectionModel, Item: Identifiable & Equatable>(
    _ dataSource: ListDataSource<Section, Item>
  ) -> () -> [Shown] where Item.ID: Sendable {
    {
      dataSource.snapshot.sections.indices.map { index in
        Shown(
          id: AnyHashable(dataSource.snapshot.sections[index].id),
          items: (dataSource.snapshot.items(inSectionAt: index) ?? []).map { AnyHashable($0.id) })
      }
    }
  }
}
