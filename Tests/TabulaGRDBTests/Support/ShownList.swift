import Tabula
import TabulaGRDB
import TabulaTesting

/// A provider shown on a headless table through a bound data source, as an app shows it.
@MainActor
struct ShownList {
  let view: HeadlessListView
  let dataSource: ListDataSource<ListSection, Entry>
  let token: ObservationToken

  init(_ provider: EntryProvider) {
    view = HeadlessListView(visibleRowLimit: 50)
    dataSource = ListDataSource(
      surface: view, registration: CellRegistration<EntryCell, Entry>(), diagnostics: .ignore)
    dataSource.behavior = ListBehavior(allowsDeleting: true, allowsMoving: true)
    token = dataSource.bind(to: provider)
    view.layoutIfNeeded()
  }

  /// Whether the table shows exactly this snapshot: its sections' counts and every row's item
  /// and content.
  func shows(_ snapshot: Snapshot<ListSection, Entry>) -> Bool {
    view.counts
      == (0..<snapshot.numberOfSections).map { snapshot.numberOfItems(inSectionAt: $0) ?? 0 }
      && view.shownTokens == snapshot.items.map { ItemToken($0) }
  }
}

extension Snapshot where Section == ListSection, Item == Entry {
  /// The names of every section's entries, in order: the layout in one comparable value.
  var names: [[String]] {
    (0..<numberOfSections).map { (items(inSectionAt: $0) ?? []).map(\.name) }
  }
}
