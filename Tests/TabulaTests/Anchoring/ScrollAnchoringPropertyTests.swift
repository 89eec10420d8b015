import PropertyBased
@_spi(Surfaces) import Tabula
import TabulaTestSupport
import TabulaTesting
import Testing

/// Random prepends, appends, inserts and deletes above, inside and below the viewport, and
/// reloads that change row heights, on a ``HeadlessListView`` scrolled to a random place:
/// after every update, the anchor row (or the nearest survivor of the old order) is where it
/// was in the viewport, by a reference written apart from the data source.
@MainActor
struct ScrollAnchoringPropertyTests {
  static let policies: [ScrollAnchoring] = [
    .none, .stickToTop, .stickToBottom, .keepAnchor(.firstFullyVisible),
    .keepAnchor(.lastFullyVisible),
  ]

  /// What the placed viewport must show, worked out from the viewport before the update.
  enum Expectation: Equatable {
    case unchanged(Double)
    case top
    case bottom
    case row(id: Int, offset: Double)
  }

  @MainActor
  private final class Run {
    var random: SeededRandom
    let view: HeadlessListView
    let dataSource: ListDataSource<Shelf, Fruit>
    let recorder = DiagnosticRecorder()
    let policy: ScrollAnchoring
    var nextID = 1_000

    init(seed: Int) {
      random = SeededRandom(seed: seed)
      view = HeadlessListView(visibleRowLimit: Int.random(in: 2...8, using: &random))
      // A row's height follows its name, so that a reload can change it.
      view.rowHeight = { item in
        Double((item as? Fruit)?.name.count ?? 0).truncatingRemainder(dividingBy: 3) + 0.5
      }
      dataSource = ListDataSource(
        surface: view, registration: CellRegistration<FruitCell, Fruit>(),
        diagnostics: recorder.handler)
      let policies = ScrollAnchoringPropertyTests.policies
      policy = policies[Int.random(in: 0..<policies.count, using: &random)]
      dataSource.scrollAnchoring = policy
    }

    func fresh(_ count: Int) -> [Fruit] {
      defer { nextID += count }
      return (nextID..<nextID + count).map { Fruit($0) }
    }

    /// A random change: rows inserted or deleted anywhere (so above, inside or below the
    /// viewport), or renamed, which changes their height.
    func changed(_ snapshot: FruitSnapshot) throws -> FruitSnapshot {
      var next = snapshot
      let ids = snapshot.itemIdentifiers
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let count = next.numberOfItems
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
          let section = Int.random(in: 0..<next.numberOfSections, using: &random)
          try next.insertItems(
            fresh(Int.random(in: 1...4, using: &random)), at: ItemPath(section: section, item: 0))
        case 1:
          try next.appendItems(fresh(Int.random(in: 1...4, using: &random)))
        case 2 where count > 0:
          let id = next.itemIdentifiers[Int.random(in: 0..<count, using: &random)]
          try next.insertItems(fresh(Int.random(in: 1...3, using: &random)), beforeItem: id)
        case 3 where count > 0:
          let victims = (0..<Int.random(in: 1...4, using: &random)).map { _ in
            next.itemIdentifiers[Int.random(in: 0..<count, using: &random)]
          }
          try next.deleteItems(Array(Set(victims)))
        case 4 where !ids.isEmpty:
          let id = ids[Int.random(in: 0..<ids.count, using: &random)]
          if let fruit = next.item(id: id) {
            try next.updateItems([Fruit(id, fruit.name + "!")])
          }
        default:
          break
        }
      }
      return next
    }

    /// The reference: the anchor is chosen from the rows' tops as the view reports them, and
    /// its survivor found in the flattened identifiers of both snapshots.
    func expectation(from shown: FruitSnapshot, to next: FruitSnapshot) -> Expectation {
      let offset = view.contentOffset
      guard policy != .none, let viewport = view.scrollViewport else {
        return .unchanged(offset)
      }
      if policy == .stickToTop, viewport.isAtTop { return .top }
      if policy == .stickToBottom, viewport.isAtBottom { return .bottom }
      let whole = viewport.rows.filter { $0.top >= 0 && $0.top + $0.height <= viewport.height }
      let candidates = whole.isEmpty ? viewport.rows : whole
      guard let first = candidates.first, let last = candidates.last else {
        return .unchanged(offset)
      }
      let anchor = policy == .keepAnchor(.lastFullyVisible) ? last : first
      let old = shown.itemIdentifiers
      let survivors = Set(next.itemIdentifiers)
      let start =
        (0..<anchor.path.section).reduce(0) {
          $0 + (shown.numberOfItems(inSectionAt: $1) ?? 0)
        } + anchor.path.item
      for distance in 0..<old.count {
        for index in [start + distance, start - distance]
        where old.indices.contains(index) && survivors.contains(old[index]) {
          return .row(id: old[index], offset: anchor.top)
        }
      }
      return .unchanged(offset)
    }

    /// Where the view is, in the terms of `expected`.
    func check(_ expected: Expectation, after next: FruitSnapshot, seed: Int) {
      let height = Double(view.visibleRowLimit)
      let bottom = max(0, view.contentHeight - height)
      switch expected {
      case .unchanged(let offset):
        #expect(view.contentOffset == offset, "seed \(seed)")
      case .top:
        #expect(view.contentOffset == 0, "seed \(seed)")
      case .bottom:
        #expect(abs(view.contentOffset - bottom) < 1e-9, "seed \(seed)")
      case .row(let id, let offset):
        let heights = view.rows.joined().map(\.height)
        guard let index = next.itemIdentifiers.firstIndex(of: id) else {
          Issue.record("seed \(seed): the survivor \(id) is not in the new snapshot")
          return
        }
        let top = heights.prefix(index).reduce(0, +)
        // Where the row is, unless the content is too short for it to be there.
        let wanted = min(max(0, top - offset), bottom)
        #expect(
          abs(view.contentOffset - wanted) < 1e-9,
          "seed \(seed): row \(id) wanted at \(offset), offset \(view.contentOffset)")
      }
    }
  }

  @Test func `after every update the anchor row is where it was in the viewport`() async {
    await propertyCheck(count: propertyCases(300), input: Gen.int(in: 0...Int(Int32.max))) { seed in
      let run = Run(seed: seed)
      var shown = try FruitSnapshot.shelves(
        (0..<Int.random(in: 1...3, using: &run.random)).map { section in
          (0..<Int.random(in: 0...15, using: &run.random)).map { section * 100 + $0 }
        })
      run.dataSource.apply(shown, animated: false)
      run.view.layoutIfNeeded()
      for _ in 0..<12 {
        run.view.scroll(
          toOffset: Double.random(in: 0...max(run.view.contentHeight, 1), using: &run.random))
        let next = try run.changed(shown)
        let expected = run.expectation(from: shown, to: next)
        run.dataSource.apply(next)
        #expect(run.view.problems.isEmpty, "seed \(seed): \(run.view.problems)")
        #expect(run.view.shownTokens == next.items.map(ItemToken.init), "seed \(seed)")
        run.check(expected, after: next, seed: seed)
        shown = next
      }
      #expect(run.recorder.diagnostics.isEmpty, "seed \(seed): \(run.recorder.diagnostics)")
    }
  }
}
