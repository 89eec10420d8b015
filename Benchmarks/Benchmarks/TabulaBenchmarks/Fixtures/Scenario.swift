/// A change from one list to another: its size and how many items are deleted, inserted and
/// moved. Positions are random but seeded, so every run diffs the same lists.
struct Scenario: Sendable {
  /// The size and the changes, as benchmark titles show them.
  let title: String
  let sections: Int
  let itemsPerSection: Int
  let deleted: Int
  let inserted: Int
  let moved: Int
  /// Whether moved items go to another section; otherwise they move within their own.
  let movesAcrossSections: Bool
  let seed: UInt64

  var itemCount: Int { sections * itemsPerSection }

  /// 5,000 items in one section: 1,000 deleted, 1,000 inserted, 200 moved.
  static let flat5k = Scenario(
    title: "5k (20% deleted, 20% inserted, 4% moved)", sections: 1, itemsPerSection: 5_000,
    deleted: 1_000, inserted: 1_000, moved: 200, movesAcrossSections: false, seed: 5)

  /// 100,000 items in one section: 10,000 deleted, 10,000 inserted, 2,000 moved.
  static let flat100k = Scenario(
    title: "100k (10% deleted, 10% inserted, 2% moved)", sections: 1, itemsPerSection: 100_000,
    deleted: 10_000, inserted: 10_000, moved: 2_000, movesAcrossSections: false, seed: 100)

  /// 1,000,000 items in one section: 10,000 deleted, 10,000 inserted, 10,000 moved.
  static let flat1M = Scenario(
    title: "1M (1% deleted, 1% inserted, 1% moved)", sections: 1, itemsPerSection: 1_000_000,
    deleted: 10_000, inserted: 10_000, moved: 10_000, movesAcrossSections: false, seed: 1_000)

  /// 100 sections of 1,000 items: 1,000 deleted, 1,000 inserted, 1,000 moved to other
  /// sections.
  static let sectioned100x1k = Scenario(
    title: "100 sections × 1k (1% deleted, 1% inserted, 1% moved across sections)",
    sections: 100, itemsPerSection: 1_000, deleted: 1_000, inserted: 1_000, moved: 1_000,
    movesAcrossSections: true, seed: 101)

  static let flat: [Scenario] = [.flat5k, .flat100k, .flat1M]
}
