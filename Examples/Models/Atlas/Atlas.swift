package import Tabula

/// An outline of as many places as asked for, the same every time: the continents, seed 004's
/// countries under them, and under each country regions of up to ``townsPerRegion`` towns,
/// spread evenly over the countries. For showing a 100,000-row outline on the Mac
/// (`AtlasOutlineViewController`) without a file to read.
///
/// ```swift
/// let atlas = try Atlas.snapshot(rows: 100_000)
/// dataSource.apply(atlas, animated: false)
/// dataSource.expand(Atlas.continentIDs, animated: false)  // 54 rows shown
/// dataSource.expand(["Europe/France"])                    // and France's regions
/// ```
package enum Atlas {
  /// The most towns a region holds.
  package static let townsPerRegion = 99

  /// The identifier of the atlas's one section.
  package static let sectionID = "atlas"

  /// The identifiers of the continents, at the top of the outline.
  package static var continentIDs: [String] { Continent.allCases.map(\.rawValue) }

  /// How many rows the continents and countries take, the fewest an atlas has.
  package static var fewestRows: Int { Continent.allCases.count + Country.catalog.count }

  /// The places of an atlas, each after its parent and before its next sibling (preorder).
  ///
  /// The rows beyond the continents and countries are shared among the countries, in the
  /// order the atlas shows them, the first ones getting one more when they do not divide
  /// evenly; each country's share is its regions (1 row each) and their towns.
  ///
  /// - Parameter rows: How many places; the continents and countries are there even when it
  ///   is less than ``fewestRows``.
  /// - Returns: `max(rows, fewestRows)` places, the same for the same `rows`.
  /// - Complexity: O(*rows*).
  package static func places(rows: Int) -> [AtlasPlace] {
    var places: [AtlasPlace] = []
    places.reserveCapacity(max(rows, fewestRows))
    let countries = Continent.allCases.flatMap { continent in
      Country.catalog.filter { $0.continent == continent }
    }
    let extra = max(rows - fewestRows, 0)
    let (share, remainder) = extra.quotientAndRemainder(dividingBy: countries.count)
    for continent in Continent.allCases {
      let continentID = continent.rawValue
      places.append(
        AtlasPlace(id: continentID, name: continentID, kind: .continent, parentID: nil))
      for (index, country) in countries.enumerated() where country.continent == continent {
        let countryID = "\(continentID)/\(country.name)"
        places.append(
          AtlasPlace(id: countryID, name: country.name, kind: .country, parentID: continentID))
        appendRegions(
          of: countryID, number: index, rows: share + (index < remainder ? 1 : 0), to: &places)
      }
    }
    return places
  }

  /// The atlas as an outline of one section.
  ///
  /// - Parameter rows: How many places; see ``places(rows:)``.
  /// - Returns: The outline, every place under its parent.
  /// - Throws: `SnapshotError` only if two places had one identifier, which they never do.
  /// - Complexity: O(*rows*) on average.
  package static func snapshot(rows: Int) throws(SnapshotError<String, String>)
    -> Snapshot<ListSection, AtlasPlace>
  {
    var snapshot = try Snapshot<ListSection, AtlasPlace>(sections: [
      SnapshotSection(ListSection(id: sectionID), items: [])
    ])
    try snapshot.appendItems(places(rows: rows), toSection: sectionID, parent: \.parentID)
    return snapshot
  }

  /// Appends a country's regions, each followed by its towns, until they take `rows` rows;
  /// `number` (the country's place in catalog order by continent) seeds the towns' names.
  private static func appendRegions(
    of countryID: String, number: Int, rows: Int, to places: inout [AtlasPlace]
  ) {
    var left = rows
    var region = 0
    while left > 0 {
      region += 1
      let regionID = "\(countryID)/\(region)"
      places.append(
        AtlasPlace(id: regionID, name: "Region \(region)", kind: .region, parentID: countryID))
      let towns = min(left - 1, townsPerRegion)
      for town in 0..<towns {
        places.append(
          AtlasPlace(
            id: "\(regionID)/\(town + 1)",
            name: townName((number * 1_000_003 + region) * 1_009 + town), kind: .town,
            parentID: regionID))
      }
      left -= 1 + towns
    }
  }

  /// A made-up town name of two or three syllables, from a number that the town's place in its
  /// country gives, whatever the atlas's size: SplitMix64's mixing, so
  /// that neighbouring towns sound different and every platform names them alike (Swift's
  /// `Hasher` is seeded per process).
  private static func townName(_ number: Int) -> String {
    var bits = UInt64(truncatingIfNeeded: number) &+ 0x9E37_79B9_7F4A_7C15
    bits = (bits ^ (bits >> 30)) &* 0xBF58_476D_1CE4_E5B9
    bits = (bits ^ (bits >> 27)) &* 0x94D0_49BB_1331_11EB
    bits ^= bits >> 31
    let count = 2 + Int(bits % 2)
    var name = ""
    for index in 0..<count {
      let syllable = syllables[Int((bits >> (8 * UInt64(index + 1))) % UInt64(syllables.count))]
      name += index == 0 ? syllable.prefix(1).uppercased() + syllable.dropFirst() : syllable
    }
    return name
  }

  private static let syllables = [
    "ba", "bel", "cor", "da", "dor", "fen", "gar", "ha", "ka", "lan", "lo", "mar", "mi", "nor",
    "o", "pel", "ra", "ros", "sa", "sel", "ta", "tor", "u", "val", "ven", "wick", "za",
  ]
}
