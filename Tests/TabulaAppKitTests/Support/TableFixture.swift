import Tabula

/// A list data source driving a table surface over ``TableViewModel``.
@MainActor
struct TableFixture {
  let surface = TableModelSurface()
  let dataSource: ListDataSource<Group, Entry>

  /// Shows `snapshot`, loaded without animation, once `configure` has set up the data source.
  init(
    showing snapshot: EntrySnapshot,
    configure: (ListDataSource<Group, Entry>) -> Void = { _ in }
  ) {
    dataSource = ListDataSource(
      surface: surface, registration: .entries, diagnostics: .ignore)
    let dataSource = dataSource
    surface.model.shown = { dataSource.tableRowIdentities }
    configure(dataSource)
    dataSource.apply(snapshot, animated: false)
  }

  /// Shows a list of one section without a header.
  init(ids: [Int]) throws {
    self.init(
      showing: try EntrySnapshot(sections: [SnapshotSection(Group(0), items: ids.map { Entry($0) })]
      ))
  }

  /// What the table shows, row by row.
  var shownIDs: [AnyHashable?] { surface.model.rows.map(\.id) }

  /// Animates to `snapshot`.
  func apply(_ snapshot: EntrySnapshot) {
    dataSource.apply(snapshot, animated: true)
  }

  /// Animates to a list of one section without a header.
  func apply(ids: [Int]) throws {
    apply(try EntrySnapshot(sections: [SnapshotSection(Group(0), items: ids.map { Entry($0) })]))
  }
}

extension Array where Element == Int {
  var asRows: [AnyHashable?] { map { AnyHashable($0) } }
}
