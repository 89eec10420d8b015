import PropertyBased
@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import TabulaTestSupport
import Testing

/// Random layouts of no section, one or several, each read row by row and compared with what
/// ``RowLayout`` answers: a layout of one section or none keeps no array of first rows, and
/// must number its rows as a layout of several does.
struct RowLayoutPropertyTests {
  /// The rows of `sections` one after another: each header, then each item, then each footer.
  static func enumeratedRows(_ sections: [RowLayout.Section]) -> [RowLayout.Row] {
    sections.indices.flatMap { section -> [RowLayout.Row] in
      (sections[section].hasHeader ? [.header(section: section)] : [])
        + (0..<sections[section].itemCount).map { .item(ItemPath(section: section, item: $0)) }
        + (sections[section].hasFooter ? [.footer(section: section)] : [])
    }
  }

  @Test
  func
    `every row of a layout of no section, one or several is where reading the sections in order puts it`()
    async
  {
    await propertyCheck(count: 2_000, input: Gen.int(in: 0...Int(Int32.max))) { seed in
      var random = SeededRandom(seed: seed)
      let sections = (0..<Int.random(in: 0...4, using: &random)).map { _ in
        RowLayout.Section(
          itemCount: Int.random(in: 0...5, using: &random), hasHeader: random.chance(0.5),
          hasFooter: random.chance(0.4))
      }
      let layout = RowLayout(sections: sections)
      let rows = Self.enumeratedRows(sections)
      #expect(layout.rowCount == rows.count, "seed \(seed)")
      #expect(rows.indices.map(layout.content(ofRow:)) == rows, "seed \(seed)")
      #expect(layout.content(ofRow: rows.count) == nil, "seed \(seed)")
      for (row, content) in rows.enumerated() {
        switch content {
        case .header(let section):
          #expect(layout.headerRow(ofSection: section) == row, "seed \(seed)")
          #expect(layout.firstRow(ofSection: section) == row, "seed \(seed)")
        case .item(let path):
          #expect(layout.row(of: path) == row, "seed \(seed)")
          #expect(layout.rows(ofSection: path.section).contains(row), "seed \(seed)")
        case .footer(let section):
          #expect(layout.footerRow(ofSection: section) == row, "seed \(seed)")
          #expect(layout.rows(ofSection: section).last == row, "seed \(seed)")
        }
      }
      #expect(layout.firstRow(ofSection: sections.count) == rows.count, "seed \(seed)")
      let spans = sections.indices.map(layout.rows(ofSection:))
      #expect(
        spans.map(\.count)
          == sections.map { $0.itemCount + ($0.hasHeader ? 1 : 0) + ($0.hasFooter ? 1 : 0) })
      for (index, section) in sections.enumerated() {
        #expect((layout.headerRow(ofSection: index) != nil) == section.hasHeader, "seed \(seed)")
        #expect((layout.footerRow(ofSection: index) != nil) == section.hasFooter, "seed \(seed)")
      }
    }
  }
}
