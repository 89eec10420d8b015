import PropertyBased
@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import TabulaTestSupport
import Testing

/// Random tables, flat and of sections with and without group rows and footer rows, dragged
/// from random rows
/// with random selections to random places AppKit could propose, driven as `NSTableView`
/// drives its data source (``TableSurfaceFixture/drag(row:to:)``), against a model that reads
/// the table row by row.
@MainActor
struct TableDraggingPropertyTests {
  /// A row of the model: a group row, an item of a section, or a section's footer row.
  enum ModelRow: Equatable {
    case header(section: Int)
    case item(id: Int, section: Int)
    case footer(section: Int)
  }

  /// Where the model drops rows: before row `gap` of the table's rows, in `section`.
  struct ModelGap {
    var gap: Int
    var section: Int
  }

  /// The gap a place means, read from the rows as the table shows them: onto or above an
  /// item's row, before it; onto or above a footer row, before it, at the end of its section;
  /// onto a group row, just after it; above a group row or below the last row, at the end of
  /// the section of the row above, or after the first group row when there is no row above.
  /// `nil` for a place that is not in the table.
  static func gap(of place: TableDrop, in rows: [ModelRow]) -> ModelGap? {
    let valid = place.operation == .on ? 0..<rows.count : 0..<(rows.count + 1)
    guard valid.contains(place.row) else { return nil }
    let row = place.row < rows.count ? rows[place.row] : nil
    switch (row, place.operation) {
    case (.item(_, let section), _), (.footer(let section), _):
      return ModelGap(gap: place.row, section: section)
    case (.header(let section), .on):
      return ModelGap(gap: place.row + 1, section: section)
    case (_, _) where place.row == 0:
      guard case .header(let section) = row else { return nil }
      return ModelGap(gap: 1, section: section)
    default:
      switch rows[place.row - 1] {
      case .header(let section), .item(_, let section):
        return ModelGap(gap: place.row, section: section)
      case .footer(let section):
        return ModelGap(gap: place.row - 1, section: section)
      }
    }
  }

  /// The items of each section once `dragged` are dropped at `gap`, in their list order.
  static func dropping(_ dragged: [Int], at gap: ModelGap, in rows: [ModelRow], sections: Int)
    -> [[Int]]
  {
    var result = Array(repeating: [Int](), count: sections)
    for (index, row) in rows.enumerated() {
      if index == gap.gap { result[gap.section] += dragged }
      if case .item(let id, let section) = row, !dragged.contains(id) {
        result[section].append(id)
      }
    }
    if gap.gap == rows.count { result[gap.section] += dragged }
    return result
  }

  @Test
  func
    `a drop lands where the model puts it, a refused one changes nothing, and no place shown is off the table`()
    async
  {
    let cases = propertyCases(3_000, variable: "TABULA_TABLE_DRAG_CASES")
    await propertyCheck(count: cases, input: Gen.int(in: 0...Int(Int32.max))) { seed in
      var random = SeededRandom(seed: seed)
      let shape = RandomLists.Shape.allCases.randomElement(using: &random) ?? .flat
      var nextID = 0
      let sections = (0..<(shape == .flat ? 1 : Int.random(in: 1...4, using: &random))).map {
        index in
        let items = (0..<Int.random(in: 0...5, using: &random)).map { _ in
          nextID += 1
          return Entry(nextID)
        }
        let header = shape == .sectioned && random.chance(0.6) ? "S\(index)" : nil
        let footer = shape == .sectioned && random.chance(0.3) ? "F\(index)" : nil
        return SnapshotSection(Group(index, header: header, footer: footer), items: items)
      }
      var behavior = ListBehavior<Entry>(allowsMoving: true)
      behavior.allowsMultipleSelection = true
      let locked = random.chance(0.3) ? Int.random(in: 0..<sections.count, using: &random) : nil
      if let locked {
        behavior.moveRule = { _, from, to in
          to.section == locked && from.section != locked ? .refused(reason: "locked") : .allowed
        }
      }
      let table = TableSurfaceFixture(try EntrySnapshot(sections: sections), behavior: behavior)
      let rows: [ModelRow] = sections.indices.flatMap { index in
        (sections[index].model.header == nil ? [] : [ModelRow.header(section: index)])
          + sections[index].items.map { ModelRow.item(id: $0.id, section: index) }
          + (sections[index].model.footer == nil ? [] : [ModelRow.footer(section: index)])
      }
      let before = table.providerIDs
      guard !rows.isEmpty else { return }
      let itemRows = rows.indices.filter { if case .item = rows[$0] { true } else { false } }
      table.select(rows: itemRows.filter { _ in random.chance(0.3) })
      let lifted = Int.random(in: 0..<rows.count, using: &random)
      let proposed = TableDrop(
        row: Int.random(in: -1...(rows.count + 1), using: &random),
        operation: random.chance(0.5) ? .above : .on)
      let selected = table.host.selectedRows
      let expectedDrag =
        !itemRows.contains(lifted) ? [] : selected.contains(lifted) ? selected : [lifted]
      let outcome = table.drag(row: lifted, to: proposed)
      let context =
        "seed \(seed): rows \(rows), lifted \(lifted), selected \(selected), \(proposed)"
      #expect(outcome.dragged == expectedDrag, "\(context)")
      if let shown = outcome.shown {
        #expect(shown.operation == .above, "\(context)")
        #expect((0...rows.count).contains(shown.row), "\(context): shown \(shown)")
      }
      let dragged = expectedDrag.compactMap { row -> Int? in
        guard case .item(let id, _) = rows[row] else { return nil }
        return id
      }
      let draggedSections = Set(
        expectedDrag.compactMap { row -> Int? in
          guard case .item(_, let section) = rows[row] else { return nil }
          return section
        })
      let gap = Self.gap(of: proposed, in: rows)
      let refusedByRule =
        gap.map { gap in locked == gap.section && draggedSections != [gap.section] } ?? true
      guard !dragged.isEmpty, let gap, !refusedByRule else {
        #expect(outcome.shown == nil, "\(context)")
        #expect(table.providerIDs == before, "\(context)")
        return
      }
      #expect(outcome.accepted == true, "\(context)")
      #expect(
        table.providerIDs
          == Self.dropping(dragged, at: gap, in: rows, sections: sections.count),
        "\(context)")
      #expect(table.host.model.violations.isEmpty, "\(context)")
      // The line AppKit showed is where the rows landed: above the first of them, once they
      // are taken out of the rows above it.
      if let shown = outcome.shown, let first = dragged.first {
        let landedRow = table.shownIDs.firstIndex(of: AnyHashable(first))
        #expect(landedRow == shown.row - expectedDrag.count { $0 < shown.row }, "\(context)")
      }
    }
  }
}
