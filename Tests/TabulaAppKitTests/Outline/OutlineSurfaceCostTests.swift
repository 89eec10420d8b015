import Foundation
@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import Testing

/// What the whole outline surface does with one batch at growing sizes: an item expanded and
/// collapsed again in the middle of outlines of 1,000 to 100,000 rows, planned by the data
/// source and handed to ``OutlineSurface``. Counted: the surface's reads of the data source (each
/// O(log *n*) in `ListDataSource`) and the identifiers the surface hashes itself, from the
/// batch's arrival to its last call on the view (the data source's own work, answering reads,
/// switching its state and finishing the batch, left out). Before, the
/// surface read every row again after each batch and compared the forests: O(rows).
/// Serialized: the tests share the count of hashes.
@MainActor
@Suite(.serialized)
struct OutlineSurfaceCostTests {
  /// 1,000 to 100,000 rows in CI; `TABULA_APPKIT_COST_ROWS` adds a size (1,000,000 by hand).
  static let sizes =
    [1_000, 10_000, 100_000]
    + (ProcessInfo.processInfo.environment["TABULA_APPKIT_COST_ROWS"].flatMap(Int.init).map { [$0] }
      ?? [])

  @Test
  func `expanding and collapsing an item reads as many rows at every size, with as much work`()
    throws
  {
    let costs = try Self.sizes.map { try Self.cost(rows: $0) }
    for cost in costs {
      #expect(cost.expand.reads == costs[0].expand.reads)
      #expect(cost.collapse.reads == costs[0].collapse.reads)
      // Removing a key from a Swift dictionary hashes the keys after it in its run of full
      // buckets, which depends on the table's per-instance seed: the hashes of a batch that
      // removes rows vary from run to run (a collapse's 99 rows, 250 to 424 seen), so they are
      // bounded alike at every size rather than against the smallest (reading every row again
      // hashed each at least twice: 200,000 at 100,000 rows).
      #expect(cost.expand.hashes <= costs[0].expand.hashes * 5 / 4)
      #expect(cost.collapse.hashes < 8 * 99)
      #expect(cost.shownAfterExpand == 99)
      #expect(cost.shownAfterCollapse == 0)
      #expect(cost.readInFull == 0)
    }
    // The 99 rows that come or go, each read a few times: far fewer than the 1,000 rows of the
    // smallest outline.
    #expect(costs[0].expand.reads < 10 * 99)
    #expect(costs[0].collapse.reads < 10 * 99)
    #expect(costs[0].expand.hashes < 40 * 99)
    // The rows that come are read in one call and added as the item's subtree, each hashed
    // once where the forest notes its parent: 9 reads and 104 hashes (11 and 827 through the
    // general edit in place; 109 and 1,516 when each row was read alone and noted in six
    // tables).
    #expect(costs[0].expand.reads < 20)
    #expect(costs[0].expand.hashes < 2 * 99)
    // The rows that go are read in one call and taken as the item's subtree: 9 reads and 250
    // to 424 hashes seen, most of them the forest's table moving the keys after each one
    // removed (206 reads and about 1,900 hashes through the general edit in place); bounded
    // above, at every size.
    #expect(costs[0].collapse.reads < 20)
    if Self.sizes.count > 3 { print(costs) }
  }

  /// What `NSOutlineView` asks once an item expands: the number of its children, then each
  /// child, all of them rather than the rows on screen, and again at each later expansion or
  /// collapse (CotEditor issue #1711, on macOS 14.6.1: expanding a folder of 2,000 files
  /// called `outlineView(_:child:ofItem:)` for every element and took time in proportion;
  /// its fix, commit bc1487b, keeps the expanding folder's children in an array so that each
  /// call is an index into it). Answered from the child list the expansion noted: no read of
  /// the data source, and once each child has its object, one hash for the child list and one
  /// for the object a call, the same at every size.
  @Test func `the outline view's question for each child of an expanded item reads no row`()
    throws
  {
    var costs: [(first: Work, again: Work)] = []
    for count in Self.sizes {
      let (surface, dataSource, middle) = try Self.expandedMiddle(rows: count)
      let outline = surface.outline
      let roots = (0..<outline.numberOfChildren(of: nil)).compactMap { outline.child($0, of: nil) }
      let item = try #require(roots.first { $0.id == AnyHashable(middle) })
      func askForEachChild() -> [OutlineItemObject] {
        (0..<outline.numberOfChildren(of: item)).compactMap { outline.child($0, of: item) }
      }
      surface.startCounting()
      let children = askForEachChild()
      let first = surface.stopCounting()
      surface.startCounting()
      let again = askForEachChild()
      costs.append((first, surface.stopCounting()))
      #expect(
        children.map(\.id)
          == (middle.value + 1..<middle.value + 100).map { AnyHashable(CountedItemID($0)) })
      #expect(
        again.map(ObjectIdentifier.init) == children.map(ObjectIdentifier.init),
        "asked again, a child is not the same object")
      withExtendedLifetime(dataSource) {}
    }
    for cost in costs {
      #expect(cost.first.reads == 0)
      #expect(cost.again.reads == 0)
      #expect(cost.again.hashes <= 2 * 100)
      #expect(cost.again.hashes == costs[0].again.hashes)
    }
  }

  /// The object of a row the outline view asks for the first time is made and kept with one
  /// lookup of its identifier, and found again with one.
  @Test func `a row's object is made with one hash of its identifier, and found with one`() {
    var objects = OutlineItemObjects()
    // Ten objects first, so that the one counted fits without the table growing, which hashes
    // every identifier again.
    for value in 0..<10 { _ = objects.object(for: AnyHashable(CountedItemID(value))) }
    func hashes(_ work: () -> OutlineItemObject) -> (Int, OutlineItemObject) {
      CountedItemID.hashes = 0
      CountedItemID.isCounting = true
      defer { CountedItemID.isCounting = false }
      let object = work()
      return (CountedItemID.hashes, object)
    }
    let id = AnyHashable(CountedItemID(10))
    let (making, made) = hashes { objects.object(for: id) }
    let (finding, found) = hashes { objects.object(for: id) }
    #expect(making == 1)
    #expect(finding == 1)
    #expect(found === made)
    #expect(made.id == id)
  }

  // MARK: Fixture

  /// What the surface did with one batch.
  struct Work: Equatable, CustomStringConvertible {
    var reads = 0
    var hashes = 0

    var description: String { "\(reads) reads, \(hashes) hashes" }
  }

  /// The work of expanding the middle item of an outline of `count` rows (items of 99
  /// children each, all others expanded), then of collapsing it again.
  static func cost(rows count: Int) throws -> (
    expand: Work, collapse: Work, shownAfterExpand: Int, shownAfterCollapse: Int, readInFull: Int
  ) {
    let (surface, dataSource, middle) = try expandedMiddle(rows: count)
    let expand = surface.work
    let shownAfterExpand = surface.outline.rows.forest.children(of: middle).count
    dataSource.collapse([middle])
    let collapse = surface.work
    let shownAfterCollapse = surface.outline.rows.forest.children(of: middle).count
    return (
      expand, collapse, shownAfterExpand, shownAfterCollapse,
      surface.outline.rows.batchesReadInFull
    )
  }

  /// An outline of `count` rows, items of 99 children each, all expanded, the middle one last
  /// and in a batch of its own.
  static func expandedMiddle(rows count: Int) throws -> (
    surface: CountingOutlineSurface, dataSource: ListDataSource<Group, CountedEntry>,
    middle: CountedItemID
  ) {
    var snapshot = try Snapshot<Group, CountedEntry>(sections: [
      SnapshotSection(Group(0), items: [])
    ])
    let parents = Array(stride(from: 0, to: count, by: 100))
    for parent in parents {
      try snapshot.appendItems([CountedEntry(parent)])
      try snapshot.appendItems(
        (parent + 1..<parent + 100).map(CountedEntry.init), under: CountedItemID(parent))
    }
    let middle = CountedItemID(parents[parents.count / 2])
    let surface = CountingOutlineSurface()
    let dataSource = ListDataSource<Group, CountedEntry>(
      surface: surface, registration: CellRegistration<EntryCell, CountedEntry> { _, _, _ in },
      diagnostics: .ignore)
    dataSource.reloadThreshold = .max
    dataSource.apply(snapshot, animated: false)
    dataSource.expand(parents.map(CountedItemID.init).filter { $0 != middle }, animated: false)
    dataSource.expand([middle])
    return (surface, dataSource, middle)
  }
}

// MARK: - Counted identifiers

/// An identifier that counts how often it is hashed, while counting is on.
struct CountedItemID: Hashable, Sendable {
  nonisolated(unsafe) static var isCounting = false
  nonisolated(unsafe) static var hashes = 0
  let value: Int

  init(_ value: Int) {
    self.value = value
  }

  func hash(into hasher: inout Hasher) {
    if Self.isCounting { Self.hashes += 1 }
    hasher.combine(value)
  }
}

/// An item identified by a ``CountedItemID``.
struct CountedEntry: Identifiable, Hashable, Sendable {
  let id: CountedItemID

  init(_ value: Int) {
    id = CountedItemID(value)
  }
}

// MARK: - The surface, counted

/// An ``OutlineSurface`` on a view that does nothing, reading the data source through a
/// counter; the work of each batch is counted from its arrival to the surface's last call,
/// without the data source's own work in `updateData` and `completion`.
@MainActor
final class CountingOutlineSurface: ListSurface {
  let outline = OutlineSurface()
  let view = IdleOutlineView()
  private var reader: CountingClient?
  /// The work of the last batch.
  private(set) var work = OutlineSurfaceCostTests.Work()

  init() {
    outline.view = view
  }

  var client: (any ListSurfaceClient)? {
    get { reader?.base }
    set {
      reader = newValue.map(CountingClient.init)
      outline.client = reader
    }
  }

  var isDisplayingList: Bool { true }

  func registerCell(_ registration: AnyCellRegistration) {}

  func dequeueCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath) -> AnyObject {
    EntryCell()
  }

  func reloadData() { outline.reloadData() }

  /// Counts the reads and hashes from now on, outside a batch.
  func startCounting() {
    reader?.reads = 0
    CountedItemID.hashes = 0
    CountedItemID.isCounting = true
  }

  /// Stops counting, and tells what was counted since ``startCounting()``.
  func stopCounting() -> OutlineSurfaceCostTests.Work {
    CountedItemID.isCounting = false
    return OutlineSurfaceCostTests.Work(reads: reader?.reads ?? 0, hashes: CountedItemID.hashes)
  }

  func performBatchUpdates(
    _ batch: BatchUpdate, updateData: @escaping @MainActor () -> Void,
    completion: @escaping @MainActor (Bool) -> Void
  ) {
    reader?.reads = 0
    CountedItemID.hashes = 0
    CountedItemID.isCounting = true
    outline.performBatchUpdates(
      batch,
      updateData: {
        CountedItemID.isCounting = false
        updateData()
        CountedItemID.isCounting = true
      },
      completion: { [self] finished in
        CountedItemID.isCounting = false
        work = OutlineSurfaceCostTests.Work(reads: reader?.reads ?? 0, hashes: CountedItemID.hashes)
        completion(finished)
      })
    CountedItemID.isCounting = false
  }
}

/// A data source read through a counter of the calls that read rows, which can also misread
/// a run of rows (``misreadRun``) for the tests of what the surface does with answers that do
/// not agree: one forwarding client for both.
@MainActor
final class CountingClient: ListSurfaceClient {
  weak var base: (any ListSurfaceClient)?
  var reads = 0
  /// Changes the rows `shownOutlineRows(inSection:items:)` answers: a data source that answers
  /// a run of rows otherwise than row by row; `nil` answers them as they are.
  var misreadRun: (([(id: AnyHashable, level: Int)]) -> [(id: AnyHashable, level: Int)])?

  init(_ base: any ListSurfaceClient) {
    self.base = base
  }

  /// Counts a read; the identifiers the data source hashes to answer it are its own work.
  private func read<Answer>(_ answer: () -> Answer) -> Answer {
    reads += 1
    let wasCounting = CountedItemID.isCounting
    CountedItemID.isCounting = false
    defer { CountedItemID.isCounting = wasCounting }
    return answer()
  }

  var numberOfSections: Int { base?.numberOfSections ?? 0 }

  func numberOfItems(inSectionAt section: Int) -> Int {
    read { base?.numberOfItems(inSectionAt: section) ?? 0 }
  }

  func cell(for surface: any ListSurface, at path: ItemPath) -> AnyObject? {
    base?.cell(for: surface, at: path)
  }

  func shownItem(at path: ItemPath) -> (any Identifiable & Equatable)? {
    read { base?.shownItem(at: path) }
  }

  func outlineRow(at path: ItemPath) -> SurfaceOutlineRow? {
    read { base?.outlineRow(at: path) }
  }

  func outlineParent(ofItemAt path: ItemPath) -> ItemPath? {
    read { base?.outlineParent(ofItemAt: path) }
  }

  func shownOutlineNode(at path: ItemPath) -> (id: AnyHashable, parent: AnyHashable?)? {
    read { base?.shownOutlineNode(at: path) }
  }

  func shownOutlineNodes(at paths: [ItemPath]) -> [(id: AnyHashable, parent: AnyHashable?)?] {
    read { base?.shownOutlineNodes(at: paths) ?? paths.map { _ in nil } }
  }

  func shownOutlineRows(inSection section: Int, items: Range<Int>) -> [(
    id: AnyHashable, level: Int
  )]? {
    read {
      let rows = base?.shownOutlineRows(inSection: section, items: items)
      return misreadRun.flatMap { misread in rows.map(misread) } ?? rows
    }
  }

  func shownPath(ofItemWithID id: AnyHashable) -> ItemPath? {
    read { base?.shownPath(ofItemWithID: id) }
  }
}

/// An outline view that takes every call and does nothing.
@MainActor
final class IdleOutlineView: OutlineViewHosting {
  func beginUpdates() {}
  func endUpdates() {}
  func reloadData() {}
  func insertItems(at indexes: [Range<Int>], inParent parent: OutlineItemObject?) {}
  func removeItems(at indexes: [Range<Int>], inParent parent: OutlineItemObject?) {}
  func moveItem(
    at from: Int, inParent source: OutlineItemObject?, to destination: Int,
    inParent target: OutlineItemObject?
  ) {}
  func expandItem(_ item: OutlineItemObject) {}
  func collapseItem(_ item: OutlineItemObject) {}
  var selectedItems: [OutlineItemObject] { [] }
  func selectItem(_ item: OutlineItemObject) {}
  func deselectItem(_ item: OutlineItemObject) {}
  func registerCellView(_ registration: AnyCellRegistration) {}
  func makeCellView(reuseIdentifier: String, for path: ItemPath) -> AnyObject { EntryCell() }
}
