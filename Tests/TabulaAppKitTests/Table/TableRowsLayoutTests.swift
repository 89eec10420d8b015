@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import Testing

/// How ``TableRows`` learns the rows after a batch: from the batch when it changes items only
/// (the counts worked out, each header and footer read again), from the data source otherwise.
@MainActor
struct TableRowsLayoutTests {
  /// `sections` sections of ten items, each with a header.
  static func sections(_ count: Int) throws -> EntrySnapshot {
    try EntrySnapshot(
      sections: (0..<count).map { section in
        SnapshotSection(
          Group(section, header: "Group \(section)"),
          items: (0..<10).map { Entry(section * 100 + $0) })
      })
  }

  /// The reads of the data source while a table takes the batch `edit` makes of a list of
  /// `sections` sections.
  static func reads(
    sections count: Int, edit: (inout EntrySnapshot) throws -> Void
  ) throws -> LayoutReads {
    let surface = TableModelSurface()
    let log = LayoutReadLog()
    surface.rowsClient = { LayoutReadCounter($0, log: log) }
    let dataSource = ListDataSource<Group, Entry>(
      surface: surface, registration: .entries, diagnostics: .ignore)
    surface.model.shown = { dataSource.tableRowIdentities }
    let old = try sections(count)
    dataSource.apply(old, animated: false)
    var new = old
    try edit(&new)
    log.reads = LayoutReads()
    dataSource.apply(new, animated: true)
    #expect(surface.rows.layout == RowLayout(showing: dataSource))
    #expect(surface.model.violations.isEmpty)
    return log.reads
  }

  /// Gives each section that has items a header, and leaves an empty one its model's.
  static func showHeadersAboveItems(_ dataSource: ListDataSource<Group, Entry>) {
    dataSource.behavior.headerTitle = { [weak dataSource] section in
      (dataSource?.numberOfItems(inSectionAt: section) ?? 0) > 0 ? "Items" : nil
    }
  }

  /// Gives each section that has items a footer, and leaves an empty one its model's.
  static func showFootersBelowItems(_ dataSource: ListDataSource<Group, Entry>) {
    dataSource.behavior.footerTitle = { [weak dataSource] section in
      (dataSource?.numberOfItems(inSectionAt: section) ?? 0) > 0 ? "Total" : nil
    }
  }

  @Test
  func
    `an edit of items asks each section's header and footer and no section's count, at every size`()
    throws
  {
    for count in [10, 100, 1_000] {
      let middle = count / 2 * 100
      let reads = try Self.reads(sections: count) { snapshot in
        try snapshot.deleteItems([middle + 3])
        try snapshot.insertItems([Entry(-1)], at: ItemPath(section: 0, item: 0))
        try snapshot.moveItem(middle + 5, afterItem: (count - 1) * 100 + 1)
      }
      #expect(
        reads == LayoutReads(counts: 0, headers: count, footers: count), "\(count) sections")
    }
  }

  @Test
  func `a batch that inserts a section reads every section's count, header and footer`() throws {
    for count in [10, 100] {
      let reads = try Self.reads(sections: count) { snapshot in
        try snapshot.insertSections([Group(-1, header: "New")], afterSection: 0)
        try snapshot.appendItems([Entry(-1)], toSection: -1)
      }
      #expect(
        reads == LayoutReads(counts: count + 1, headers: count + 1, footers: count + 1),
        "\(count) sections")
    }
  }

  @Test
  func `a header the behaviour shows only above items goes and comes with an edit of items`()
    throws
  {
    let table = TableFixture(
      showing: try EntrySnapshot(sections: [
        SnapshotSection(Group(1), items: [Entry(10)]),
        SnapshotSection(Group(2), items: [Entry(20), Entry(21)]),
      ]),
      configure: Self.showHeadersAboveItems)
    #expect(table.shownIDs == ["§1", 10, "§2", 20, 21] as [AnyHashable?])
    let views = table.surface.model.viewsByID
    table.apply(
      try EntrySnapshot(sections: [
        SnapshotSection(Group(1), items: []),
        SnapshotSection(Group(2), items: [Entry(20), Entry(10), Entry(21)]),
      ]))
    #expect(table.shownIDs == ["§2", 20, 10, 21] as [AnyHashable?])
    table.apply(
      try EntrySnapshot(sections: [
        SnapshotSection(Group(1), items: [Entry(21)]),
        SnapshotSection(Group(2), items: [Entry(20), Entry(10)]),
      ]))
    #expect(table.shownIDs == ["§1", 21, "§2", 20, 10] as [AnyHashable?])
    #expect(table.surface.model.violations.isEmpty)
    for id in [10, 20, 21] as [AnyHashable] {
      #expect(table.surface.model.viewsByID[id] == views[id], "\(id) changed its view")
    }
  }
}

extension TableRowsLayoutTests {
  @Test
  func `a header that comes with a section's first item, below a deletion, lands above that item`()
    throws
  {
    let table = TableFixture(
      showing: try EntrySnapshot(sections: [
        SnapshotSection(Group(1), items: [Entry(10), Entry(11), Entry(12)]),
        SnapshotSection(Group(2), items: []),
      ]),
      configure: Self.showHeadersAboveItems)
    #expect(table.shownIDs == ["§1", 10, 11, 12] as [AnyHashable?])
    table.apply(
      try EntrySnapshot(sections: [
        SnapshotSection(Group(1), items: [Entry(11), Entry(12)]),
        SnapshotSection(Group(2), items: [Entry(20)]),
      ]))
    #expect(table.shownIDs == ["§1", 11, 12, "§2", 20] as [AnyHashable?])
    #expect(table.surface.model.calls.suffix(2) == ["removeRows [1..<2]", "insertRows [3..<5]"])
    #expect(table.surface.model.violations.isEmpty)
  }
}

extension TableRowsLayoutTests {
  @Test
  func `a footer the behaviour shows only below items goes and comes with an edit of items`()
    throws
  {
    let table = TableFixture(
      showing: try EntrySnapshot(sections: [
        SnapshotSection(Group(1, header: "One"), items: [Entry(10)]),
        SnapshotSection(Group(2), items: [Entry(20), Entry(21)]),
      ]),
      configure: Self.showFootersBelowItems)
    #expect(table.shownIDs == ["§1", 10, "¶1", 20, 21, "¶2"] as [AnyHashable?])
    let views = table.surface.model.viewsByID
    table.apply(
      try EntrySnapshot(sections: [
        SnapshotSection(Group(1, header: "One"), items: []),
        SnapshotSection(Group(2), items: [Entry(20), Entry(10), Entry(21)]),
      ]))
    #expect(table.shownIDs == ["§1", 20, 10, 21, "¶2"] as [AnyHashable?])
    table.apply(
      try EntrySnapshot(sections: [
        SnapshotSection(Group(1, header: "One"), items: [Entry(21)]),
        SnapshotSection(Group(2), items: [Entry(20), Entry(10)]),
      ]))
    #expect(table.shownIDs == ["§1", 21, "¶1", 20, 10, "¶2"] as [AnyHashable?])
    #expect(table.surface.model.violations.isEmpty)
    for id in [10, 20, 21] as [AnyHashable] {
      #expect(table.surface.model.viewsByID[id] == views[id], "\(id) changed its view")
    }
  }

  @Test
  func
    `a footer row is neither an item nor a group row, and takes no selection, typing, action or drag`()
    throws
  {
    let table = TableSurfaceFixture(
      try EntrySnapshot(sections: [
        SnapshotSection(Group(0, header: "A", footer: "2 books"), items: [Entry(1), Entry(2)]),
        SnapshotSection(Group(1, footer: "1 book"), items: [Entry(3)]),
      ]), behavior: ListBehavior(allowsDeleting: true, allowsMoving: true))
    #expect(table.shownIDs == ["§0", 1, 2, "¶0", 3, "¶1"] as [AnyHashable?])
    let surface = table.surface
    #expect(surface.numberOfRows == 6)
    #expect([3, 5].map(surface.footerSection(ofRow:)) == [0, 1])
    #expect([3, 5].map(surface.footerTitle(ofRow:)) == ["2 books", "1 book"])
    #expect((0..<6).map(surface.footerSection(ofRow:)) == [nil, nil, nil, 0, nil, 1])
    for row in [3, 5] {
      #expect(!surface.isGroupRow(row))
      #expect(surface.headerTitle(ofRow: row) == nil)
      #expect(surface.itemPath(atRow: row) == nil)
      #expect(surface.cellView(forRow: row) == nil)
      #expect(!surface.canSelectRow(row))
      #expect(surface.typeSelectString(forRow: row) == nil)
      #expect(surface.menuActions(forRow: row).isEmpty)
      #expect(surface.rowActions(forRow: row, edge: .trailing).isEmpty)
      #expect(!surface.userDidClick(row: row))
      #expect(!surface.userDidDoubleClick(row: row))
      #expect(!surface.dragsRow(row))
    }
    // The item rows around them take what the footer rows do not.
    #expect(surface.itemPath(atRow: 4) == ItemPath(section: 1, item: 0))
    #expect(!surface.rowActions(forRow: 4, edge: .trailing).isEmpty)
    #expect(surface.dragsRow(4))
  }
}

/// The reads of a data source that tell a table its rows.
struct LayoutReads: Equatable {
  /// Calls to `numberOfItems(inSectionAt:)`.
  var counts = 0
  /// Calls to `headerTitle(inSection:)`.
  var headers = 0
  /// Calls to `footerTitle(inSection:)`.
  var footers = 0
}

/// Where ``LayoutReadCounter``s add up the reads of the batches of one test.
@MainActor
final class LayoutReadLog {
  var reads = LayoutReads()
}

/// A data source read through a counter of the reads that lay out a table's rows.
@MainActor
final class LayoutReadCounter: ListSurfaceClient {
  let base: any ListSurfaceClient
  let log: LayoutReadLog

  init(_ base: any ListSurfaceClient, log: LayoutReadLog) {
    self.base = base
    self.log = log
  }

  var numberOfSections: Int { base.numberOfSections }

  func numberOfItems(inSectionAt section: Int) -> Int {
    log.reads.counts += 1
    return base.numberOfItems(inSectionAt: section)
  }

  func headerTitle(inSection section: Int) -> String? {
    log.reads.headers += 1
    return base.headerTitle(inSection: section)
  }

  func footerTitle(inSection section: Int) -> String? {
    log.reads.footers += 1
    return base.footerTitle(inSection: section)
  }

  func cell(for surface: any ListSurface, at path: ItemPath) -> AnyObject? {
    base.cell(for: surface, at: path)
  }

  func shownItem(at path: ItemPath) -> (any Identifiable & Equatable)? {
    base.shownItem(at: path)
  }
}
