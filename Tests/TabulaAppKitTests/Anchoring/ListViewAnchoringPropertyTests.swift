import PropertyBased
@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import TabulaTestSupport
import Testing

/// Random flat and sectioned lists on a table surface, and on a collection surface, in a
/// scroll view model scrolled to a random place, changed by rows inserted and deleted above,
/// within and below the visible area: after each update, the visible area is where a reference
/// worked out from the rows before the update says, written apart from the data source and the
/// surface (the first wholly visible row, or the nearest survivor of the old order, at the same
/// distance from the area's top, within the rows; or the list's end that its policy sticks to).
@MainActor
struct ListViewAnchoringPropertyTests {
  /// 2,000 cases by default; `TABULA_APPKIT_ANCHOR_CASES` for more.
  static let caseCount = propertyCases(2_000, variable: "TABULA_APPKIT_ANCHOR_CASES")

  static let policies: [ScrollAnchoring] = [
    .stickToTop, .stickToBottom, .keepAnchor(.firstFullyVisible),
  ]

  /// Where the visible area must be after an update, from what the table showed before it.
  @MainActor
  struct Reference {
    let policy: ScrollAnchoring
    let isAtTop: Bool
    let isAtBottom: Bool
    /// The entries in the order shown.
    let order: [Int]
    /// The anchor's place in ``order`` and its distance from the area's top.
    let anchor: (index: Int, offset: Double)?
    let top: Double

    init(_ scroll: ScrollViewModel, policy: ScrollAnchoring) {
      self.policy = policy
      let top = scroll.visibleTop
      let bottom = top + scroll.visibleHeight
      self.top = top
      let rows = zip(scroll.shownRows(), scroll.spans).compactMap { id, span in
        (id?.base as? Int).map { (id: $0, span: span) }
      }
      order = rows.map(\.id)
      let visible = rows.indices.filter { rows[$0].span.bottom > top && rows[$0].span.top < bottom }
      let whole = visible.first { rows[$0].span.top >= top && rows[$0].span.bottom <= bottom }
      anchor = (whole ?? visible.first).map { ($0, rows[$0].span.top - top) }
      isAtTop = top <= 0.5
      isAtBottom = top >= scroll.highestTop - 0.5
    }

    /// The visible area's top after the update, in the rows `scroll` shows now.
    func expectedTop(in scroll: ScrollViewModel) -> Double {
      if policy == .stickToTop, isAtTop { return 0 }
      if policy == .stickToBottom, isAtBottom { return scroll.highestTop }
      let rows = scroll.shownRows()
      guard let anchor else { return top }
      var distance = 0
      while anchor.index + distance < order.count || anchor.index - distance >= 0 {
        for index in [anchor.index + distance, anchor.index - distance]
        where order.indices.contains(index) {
          if let row = rows.firstIndex(of: AnyHashable(order[index])) {
            return min(max(scroll.spans[row].top - anchor.offset, 0), scroll.highestTop)
          }
        }
        distance += 1
      }
      return top
    }
  }

  /// Where changes go, relative to the entries the visible area shows.
  enum Region: CaseIterable {
    case above, within, below
  }

  @Test
  func `rows inserted and deleted above, within and below the visible area keep the user's place`()
    async
  {
    await propertyCheck(count: Self.caseCount, input: Gen.int(in: 0...Int(Int32.max))) { seed in
      var random = SeededRandom(seed: seed)
      let (old, policy, height) = try Self.randomCase(seed: seed, using: &random)
      let table = AnchoredTableFixture(showing: old, visibleHeight: height, anchoring: policy)
      let reference = Self.scrollSomewhere(table.scroll, policy: policy, using: &random)
      let new = try Self.changed(old, around: reference, using: &random)

      table.dataSource.apply(new, animated: true)
      let context = "seed \(seed), \(policy)"
      #expect(table.host.model.violations.isEmpty, "\(context): \(table.host.model.violations)")
      #expect(table.scroll.violations.isEmpty, "\(context): \(table.scroll.violations)")
      #expect(table.shownIDs == table.dataSource.tableRowIdentities, "\(context)")
      #expect(table.scroll.visibleTop == reference.expectedTop(in: table.scroll), "\(context)")
    }
  }

  /// The same cases on a collection view whose layout puts its items one below the other:
  /// its rows are the items in list order, across sections, and headers are not rows.
  @Test
  func `items inserted and deleted around a collection view's visible ones keep the place`()
    async
  {
    await propertyCheck(count: Self.caseCount, input: Gen.int(in: 0...Int(Int32.max))) { seed in
      var random = SeededRandom(seed: seed)
      let (old, policy, height) = try Self.randomCase(seed: seed, using: &random)
      let collection = AnchoredCollectionFixture(
        showing: old, visibleHeight: height, anchoring: policy)
      let reference = Self.scrollSomewhere(collection.scroll, policy: policy, using: &random)
      let new = try Self.changed(old, around: reference, using: &random)

      collection.dataSource.apply(new, animated: true)
      let context = "seed \(seed), \(policy)"
      let violations = collection.host.model.violations
      #expect(violations.isEmpty, "\(context): \(violations)")
      #expect(collection.scroll.violations.isEmpty, "\(context): \(collection.scroll.violations)")
      #expect(collection.shownIDs == new.itemIdentifiers.map(AnyHashable.init), "\(context)")
      #expect(
        collection.scroll.visibleTop == reference.expectedTop(in: collection.scroll), "\(context)")
    }
  }

  /// A random list (flat for an even seed, sectioned for an odd one), policy and visible
  /// height.
  static func randomCase(seed: Int, using random: inout SeededRandom) throws
    -> (list: EntrySnapshot, policy: ScrollAnchoring, visibleHeight: Double)
  {
    let list = try randomList(sectioned: seed % 2 == 1, using: &random)
    let policy = policies[Int.random(in: 0..<policies.count, using: &random)]
    return (list, policy, Double(Int.random(in: 30...240, using: &random)))
  }

  /// Scrolls to the top, the bottom or a random place, and reads the reference there.
  static func scrollSomewhere(
    _ scroll: ScrollViewModel, policy: ScrollAnchoring, using random: inout SeededRandom
  ) -> Reference {
    let highest = Int(scroll.highestTop)
    scroll.visibleTop = Double(
      [0, highest, Int.random(in: 0...highest, using: &random)].randomElement(using: &random)
        ?? 0)
    return Reference(scroll, policy: policy)
  }

  /// A list of one untitled section, or of one to four sections, some titled.
  static func randomList(sectioned: Bool, using random: inout SeededRandom) throws
    -> EntrySnapshot
  {
    var next = 0
    let sectionCount = sectioned ? Int.random(in: 1...4, using: &random) : 1
    let sections = (0..<sectionCount).map { section in
      let count = Int.random(in: 0...(sectioned ? 15 : 60), using: &random)
      defer { next += count }
      let header = sectioned && random.chance(0.6) ? "Section \(section)" : nil
      return SnapshotSection(
        Group(section, header: header), items: (next..<next + count).map { Entry($0) })
    }
    return try EntrySnapshot(sections: sections)
  }

  /// `old` with one to four changes, each one to three entries inserted or one deleted, in a
  /// region chosen at random: above the anchor's entries, among the visible ones, or below.
  static func changed(
    _ old: EntrySnapshot, around reference: Reference, using random: inout SeededRandom
  ) throws -> EntrySnapshot {
    var new = old
    var fresh = 10_000
    let visible = reference.anchor.map { $0.index..<$0.index + 4 } ?? 0..<0
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let order = new.itemIdentifiers
      let region = Region.allCases.randomElement(using: &random) ?? .above
      let range: Range<Int> =
        switch region {
        case .above: 0..<min(visible.lowerBound, order.count)
        case .within: min(visible.lowerBound, order.count)..<min(visible.upperBound, order.count)
        case .below: min(visible.upperBound, order.count)..<order.count
        }
      let index = range.isEmpty ? nil : Int.random(in: range, using: &random)
      if random.chance(0.5), let index {
        try new.deleteItems([order[index]])
      } else {
        let entries = (0..<Int.random(in: 1...3, using: &random)).map { _ in
          defer { fresh += 1 }
          return Entry(fresh)
        }
        if let index {
          try new.insertItems(entries, beforeItem: order[index])
        } else {
          let section = Int.random(in: 0..<new.numberOfSections, using: &random)
          try new.insertItems(entries, at: ItemPath(section: section, item: 0))
        }
      }
    }
    return new
  }
}
