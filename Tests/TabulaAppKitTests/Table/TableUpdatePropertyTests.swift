import PropertyBased
@_spi(Surfaces) import Tabula
@_spi(AppKitUpdates) import TabulaAppKit
import Testing

/// Random pairs of flat and sectioned lists, planned by the data source and told to
/// ``TableViewModel`` through TabulaAppKit's table rows; in a third of them each section with
/// items shows a header, and in another third a footer, so that headers and footers come and
/// go in batches that change items only.
@MainActor
struct TableUpdatePropertyTests {
  /// 10,000 pairs by default; `TABULA_APPKIT_PAIRS` for more.
  static let pairCount = propertyCases(10_000, variable: "TABULA_APPKIT_PAIRS")

  @Test
  func `every pair ends with the table showing the new list, each row that stays keeping its view`()
    async
  {
    await propertyCheck(count: Self.pairCount, input: Gen.int(in: 0...Int(Int32.max))) { seed in
      let shape = RandomLists.Shape.allCases[seed % 2]
      let (old, new) = try RandomLists.pair(seed: seed, shape: shape)
      // A header or a footer that comes and goes with its section's items, in a batch of
      // items only.
      let headersFollowItems = seed / 2 % 3 == 0
      let footersFollowItems = seed / 2 % 3 == 1
      let table = TableFixture(showing: old) { dataSource in
        if headersFollowItems { TableRowsLayoutTests.showHeadersAboveItems(dataSource) }
        if footersFollowItems { TableRowsLayoutTests.showFootersBelowItems(dataSource) }
      }
      let views = table.surface.model.viewsByID
      table.apply(new)
      let model = table.surface.model
      #expect(model.violations.isEmpty, "seed \(seed): \(model.violations)")
      #expect(model.rows.map(\.id) == table.dataSource.tableRowIdentities, "seed \(seed)")
      #expect(table.surface.rows.layout == RowLayout(showing: table.dataSource), "seed \(seed)")
      #expect(model.calls.filter { $0 == "reloadData" }.count == 1, "seed \(seed): reloaded")
      let after = model.viewsByID
      for (id, view) in views where after[id] != nil && !table.surface.replaced.contains(id) {
        // Such a header or footer leaves while a stage of the update empties its section, and
        // comes back as a new row.
        if (headersFollowItems || footersFollowItems) && id.base is String { continue }
        #expect(after[id] == view, "seed \(seed): \(id) changed its view")
      }
    }
  }
}
