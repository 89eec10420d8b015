import PropertyBased
import Tabula
import TabulaExampleModels
import TabulaTesting
import Testing

/// The generated atlas the Mac's 100,000-row outline shows (`AtlasOutlineViewController`),
/// and its expansion by identity through a data source, on a headless view.
@MainActor
struct AtlasTests {
  final class PlaceCell: ConfigurableCell, HeadlessConstructibleCell {
    var name = ""
    init() {}
    func configure(with place: AtlasPlace, at path: ItemPath) { name = place.name }
  }

  @Test func `an atlas of 100,000 rows holds 100,000 places, four levels deep`() throws {
    let atlas = try Atlas.snapshot(rows: 100_000)
    #expect(atlas.numberOfItems == 100_000)
    let levels = atlas.itemIdentifiers.map { atlas.level(of: $0) }
    #expect(Set(levels) == [0, 1, 2, 3])
    #expect(levels.count { $0 == 0 } == Continent.allCases.count)
    #expect(levels.count { $0 == 1 } == Country.catalog.count)
  }

  @Test func `an atlas is the same every time it is made`() {
    #expect(Atlas.places(rows: 5_000) == Atlas.places(rows: 5_000))
  }

  @Test func `a place keeps its identifier and name in a larger atlas`() throws {
    let small = Atlas.places(rows: 2_000)
    let large = try Atlas.snapshot(rows: 20_000)
    let town = try #require(small.last { $0.kind == .town })
    #expect(large.item(id: town.id) == town)
  }

  @Test func `fewer rows than the continents and countries still give them all`() {
    let places = Atlas.places(rows: 3)
    #expect(places.count == Atlas.fewestRows)
    #expect(places.allSatisfy { $0.kind == .continent || $0.kind == .country })
  }

  @Test
  func
    `any size is met exactly, shared evenly among the countries, in regions of at most 99 towns`()
    async
  {
    let sizes = Gen.int(in: Atlas.fewestRows...6_000)
    await propertyCheck(count: propertyCases(200, variable: "TABULA_ATLAS_SIZES"), input: sizes) {
      rows in
      let places = Atlas.places(rows: rows)
      #expect(places.count == rows)
      var seen = Set<String>()
      var below: [String: Int] = [:]
      for place in places {
        // Preorder: each parent comes before its children.
        #expect(place.parentID.map(seen.contains) ?? (place.kind == .continent), "\(place.id)")
        seen.insert(place.id)
        if let parent = place.parentID { below[parent, default: 0] += 1 }
      }
      #expect(seen.count == rows)
      let shares = places.filter { $0.kind == .country }.map { country in
        places.count { $0.id.hasPrefix(country.id + "/") }
      }
      #expect((shares.max() ?? 0) - (shares.min() ?? 0) <= 1, "rows \(rows): \(shares)")
      let regions = places.filter { $0.kind == .region }
      #expect(regions.allSatisfy { (below[$0.id] ?? 0) <= Atlas.townsPerRegion })
    }
  }

  @Test
  func
    `a country expanded by identity shows its regions, and stays expanded under its collapsed continent`()
    throws
  {
    let view = HeadlessListView(surfaceKind: .table)
    let dataSource = ListDataSource(
      surface: view, registration: CellRegistration<PlaceCell, AtlasPlace>())
    let atlas = try Atlas.snapshot(rows: 100_000)
    dataSource.apply(atlas, animated: false)
    dataSource.expand(Atlas.continentIDs, animated: false)
    #expect(view.counts == [Atlas.fewestRows])
    let france = "Europe/France"
    let regions = atlas.children(of: france)?.count ?? 0
    #expect(regions > 0)
    dataSource.expand([france])
    #expect(view.counts == [Atlas.fewestRows + regions])
    #expect(dataSource.snapshot.parent(of: "\(france)/1") == france)
    dataSource.collapse(["Europe"])
    let europe = Country.catalog.count { $0.continent == .europe }
    #expect(view.counts == [Atlas.fewestRows - europe])
    dataSource.expand(["Europe"])
    #expect(view.counts == [Atlas.fewestRows + regions])
    #expect(view.problems.isEmpty)
  }

  @Test func `the expansion holds across a larger atlas, whose places keep their identifiers`()
    throws
  {
    let view = HeadlessListView(surfaceKind: .table)
    let dataSource = ListDataSource(
      surface: view, registration: CellRegistration<PlaceCell, AtlasPlace>())
    dataSource.apply(try Atlas.snapshot(rows: 10_000), animated: false)
    dataSource.expand(["Asia", "Asia/Japan", "Asia/Japan/1"], animated: false)
    let larger = try Atlas.snapshot(rows: 100_000)
    dataSource.apply(larger, animated: true)
    #expect(dataSource.expandedItems == ["Asia", "Asia/Japan", "Asia/Japan/1"])
    let asia = Country.catalog.count { $0.continent == .asia }
    let shown =
      Continent.allCases.count + asia + (larger.children(of: "Asia/Japan")?.count ?? 0)
      + (larger.children(of: "Asia/Japan/1")?.count ?? 0)
    #expect(view.counts == [shown])
    #expect(view.problems.isEmpty)
  }
}
