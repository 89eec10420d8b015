@_spi(Surfaces) import Tabula
import Testing

/// Fences the cost of keeping the user's place by counting, never by timing: the identifier
/// hashes and equality checks an anchored update adds to the same update unanchored, and the
/// viewports it reads, at ten thousand, a hundred thousand and a million rows.
@MainActor
@Suite(.disabled(if: internalChecksEnabled, "TABULA_INTERNAL_CHECKS re-reads every snapshot"))
struct ScrollAnchoringComplexityTests {
  typealias CountedSnapshot = Snapshot<CountedSection, CountedItem>

  struct Cost {
    var hashes: Int
    var equalities: Int
    var viewportReads: Int
    var placement: ScrollAnchoring.Placement?
  }

  /// Prepends one row to `n` rows shown from row `n / 2`, and counts the update.
  static func prependCost(_ n: Int, anchoring: ScrollAnchoring) throws -> Cost {
    let shown = try CountedSnapshot(sections: [
      SnapshotSection(
        CountedSection(id: CountingID(value: -1)),
        items: (0..<n).map { CountedItem(id: CountingID(value: $0)) })
    ])
    var next = shown
    try next.insertItems(
      [CountedItem(id: CountingID(value: -2))], beforeItem: CountingID(value: 0))
    let surface = ViewportSurface(firstRow: n / 2, visibleRows: 20)
    let dataSource = ListDataSource<CountedSection, CountedItem>(
      surface: surface, registrations: { _ in [] }, diagnostics: .ignore
    ) { _, _, _ in nil }
    dataSource.scrollAnchoring = anchoring
    dataSource.apply(shown, animated: false)
    let readsBefore = surface.viewportReads
    let counts = OperationCounter.count { dataSource.apply(next) }
    #expect(dataSource.snapshot.numberOfItems == n + 1)
    return Cost(
      hashes: counts.hashes, equalities: counts.equalities,
      viewportReads: surface.viewportReads - readsBefore, placement: surface.placements.last)
  }

  @Test func `keeping the place costs the same at ten thousand rows and at a million`() throws {
    for n in [10_000, 100_000, 1_000_000] {
      let anchored = try Self.prependCost(n, anchoring: .keepAnchor(.firstFullyVisible))
      let free = try Self.prependCost(n, anchoring: .none)
      // The anchor row moved down by the prepended row, to the same place in the viewport.
      #expect(anchored.placement == .row(ItemPath(section: 0, item: n / 2 + 1), offset: 0))
      #expect(free.placement == nil)
      // One viewport read, for the one batch, and one identifier looked up: no work per row.
      #expect(anchored.viewportReads == 1, "\(anchored.viewportReads) viewports read at \(n)")
      #expect(
        anchored.hashes - free.hashes <= 4, "\(anchored.hashes - free.hashes) hashes at \(n)")
      #expect(
        anchored.equalities - free.equalities <= 8,
        "\(anchored.equalities - free.equalities) equality checks at \(n)")
    }
  }

  @Test func `a deleted anchor costs a lookup per deleted neighbour, not per row`() throws {
    let n = 100_000
    let shown = try CountedSnapshot(sections: [
      SnapshotSection(
        CountedSection(id: CountingID(value: -1)),
        items: (0..<n).map { CountedItem(id: CountingID(value: $0)) })
    ])
    var next = shown
    // The anchor (row 500) and the 9 rows below and above it go.
    try next.deleteItems((491...509).map { CountingID(value: $0) })
    let surface = ViewportSurface(firstRow: 500, visibleRows: 20)
    let dataSource = ListDataSource<CountedSection, CountedItem>(
      surface: surface, registrations: { _ in [] }, diagnostics: .ignore
    ) { _, _, _ in nil }
    dataSource.scrollAnchoring = .keepAnchor(.firstFullyVisible)
    dataSource.apply(shown, animated: false)
    let counts = OperationCounter.count { dataSource.apply(next) }
    // Row 510, the nearest survivor below, is now at 491 and takes the anchor's place.
    #expect(surface.placements.last == .row(ItemPath(section: 0, item: 491), offset: 0))
    #expect(counts.hashes <= 200, "\(counts.hashes) hashes")
  }
}
