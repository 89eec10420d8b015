@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit

/// A list surface that updates ``TableViewModel`` as TabulaAppKit updates an `NSTableView`:
/// through ``TableRows``, the platform-free part of its table surface.
@MainActor
final class TableModelSurface: ListSurface {
  weak var client: (any ListSurfaceClient)?
  let rows = TableRows()
  let model = TableViewModel()
  /// The batches the data source handed over, in order.
  private(set) var batches: [BatchUpdate] = []
  /// What the rows a batch deletes or reloads showed: a row that comes back in a later batch,
  /// or is reloaded, gets a new view (UIKit a new cell), as the data source planned it.
  private(set) var replaced = Set<AnyHashable>()
  /// The data source as ``TableRows`` reads it for each batch: itself, or a wrapper that
  /// counts its reads (``LayoutReadCounter``).
  var rowsClient: (any ListSurfaceClient) -> any ListSurfaceClient = { $0 }

  var isDisplayingList: Bool { true }

  func registerCell(_ registration: AnyCellRegistration) {}

  func dequeueCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath) -> AnyObject {
    EntryCell()
  }

  func reloadData() {
    guard let client else { return }
    rows.reload(model, showing: client)
  }

  func performBatchUpdates(
    _ batch: BatchUpdate, updateData: @escaping @MainActor () -> Void,
    completion: @escaping @MainActor (Bool) -> Void
  ) {
    guard let client else {
      updateData()
      return completion(true)
    }
    batches.append(batch)
    for path in batch.reloadedItems + batch.deletedItems {
      if let id = client.shownItemID(at: path) { replaced.insert(id) }
    }
    // Every row of such a section, header and footer included, as the table shows it before
    // the batch.
    for section in batch.reloadedSections + batch.deletedSections {
      for row in rows.layout.rows(ofSection: section) where model.rows.indices.contains(row) {
        if let id = model.rows[row].id { replaced.insert(id) }
      }
    }
    rows.perform(batch, on: model, client: rowsClient(client), updateData: updateData)
    completion(true)
  }
}

// MARK: - ListDataSource + Rows

extension ListDataSource where Section == Group, Item == Entry {
  /// What each row of a table shows, by identity: a section's header (as a group row) when
  /// it has a title, then its items, then its footer when it has a footer title.
  var tableRowIdentities: [AnyHashable] {
    var rows: [AnyHashable] = []
    for (index, section) in snapshot.sections.enumerated() {
      if headerTitle(inSection: index) != nil { rows.append(AnyHashable("§\(section.id)")) }
      rows += (snapshot.items(inSectionAt: index) ?? []).map { AnyHashable($0.id) }
      if footerTitle(inSection: index) != nil { rows.append(AnyHashable("¶\(section.id)")) }
    }
    return rows
  }
}
