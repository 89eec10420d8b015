@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit

/// A list surface that updates ``OutlineViewModel`` as TabulaAppKit updates an
/// `NSOutlineView`: through ``OutlineRows``, the platform-free part of its outline surface.
@MainActor
final class OutlineModelSurface: ListSurface {
  weak var client: (any ListSurfaceClient)?
  let rows = OutlineRows()
  let model = OutlineViewModel()
  /// The calls of each batch, in order.
  private(set) var updates: [OutlineViewUpdate] = []
  /// What the rows a batch reloads showed: AppKit gives them new views.
  private(set) var reloaded = Set<AnyHashable>()
  /// The batches after which the rows ``OutlineRows`` holds, edited in place, are not those the
  /// data source shows, read again in full.
  private(set) var forestMismatches: [String] = []
  /// The data source as ``OutlineRows`` reads it for each batch: itself, or a wrapper
  /// (``CountingClient``).
  var rowsClient: (any ListSurfaceClient) -> any ListSurfaceClient = { $0 }

  /// Each row as `id<parent`, `-` for the top level.
  static func describe(_ forest: OutlineForest) -> String {
    forest.nodes.map { "\($0.id)<\($0.parent.map { "\($0)" } ?? "-")" }.joined(separator: " ")
  }

  /// Every row the data source shows, with its parent.
  static func forest(of client: any ListSurfaceClient) -> OutlineForest? {
    var nodes: [OutlineForest.Node] = []
    for section in 0..<client.numberOfSections {
      for item in 0..<client.numberOfItems(inSectionAt: section) {
        let path = ItemPath(section: section, item: item)
        if let id = client.shownItemID(at: path) {
          let parent = client.outlineParent(ofItemAt: path).flatMap(client.shownItemID)
          nodes.append(OutlineForest.Node(id: id, parent: parent))
        }
      }
    }
    return OutlineForest(nodes)
  }

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
    for path in batch.reloadedItems {
      if let id = client.shownItemID(at: path) { reloaded.insert(id) }
    }
    for section in batch.reloadedSections {
      for item in 0..<client.numberOfItems(inSectionAt: section) {
        if let id = client.shownItemID(at: ItemPath(section: section, item: item)) {
          reloaded.insert(id)
        }
      }
    }
    let reader = rowsClient(client)
    if let update = rows.perform(batch, on: model, client: reader, updateData: updateData) {
      updates.append(update)
    }
    if rows.forest != Self.forest(of: client) {
      let expected = Self.forest(of: client)
      forestMismatches.append(
        "after \(batch): \(Self.describe(rows.forest)), expected \(expected.map(Self.describe) ?? "none")"
      )
    }
    completion(true)
  }
}

// MARK: - ListDataSource + Shown forest

extension ListDataSource where Section == Group, Item == Entry {
  /// The rows shown under each item, and at the top level (`nil`), by identity, read from the
  /// shown snapshot alone.
  var shownChildren: [AnyHashable?: [AnyHashable]] {
    var children: [AnyHashable?: [AnyHashable]] = [:]
    for section in snapshot.sections.indices {
      for entry in snapshot.items(inSectionAt: section) ?? [] {
        children[snapshot.parent(of: entry.id).map { AnyHashable($0) }, default: []].append(
          AnyHashable(entry.id))
      }
    }
    return children
  }
}

/// A list data source driving an outline surface over ``OutlineViewModel``.
@MainActor
struct OutlineFixture {
  let surface = OutlineModelSurface()
  let dataSource: ListDataSource<Group, Entry>

  /// Shows `snapshot`, loaded without animation, with `expanded` expanded.
  init(showing snapshot: EntrySnapshot, expanded: [Int] = []) {
    dataSource = ListDataSource(surface: surface, registration: .entries, diagnostics: .ignore)
    let dataSource = dataSource
    surface.model.shownChildren = { dataSource.shownChildren[$0] ?? [] }
    dataSource.apply(snapshot, animated: false)
    dataSource.expand(expanded, animated: false)
  }

  /// Whether the model shows what the data source shows: the same items under the same
  /// parents in the same order, each expanded exactly when it shows children.
  var showsDataSource: Bool {
    let children = dataSource.shownChildren
    var expected: [AnyHashable?: [AnyHashable]] = [:]
    for row in surface.model.rows {
      guard let id = row.id, row.isExpanded == (children[id] != nil) else { return false }
      expected[row.parent, default: []].append(id)
    }
    return expected == children
  }
}
