import TabulaTestSupport

// Linux only: this file needs the UIKit stand-in (its recorded violations, cached counts,
// viewport or in-code nibs), which real UIKit does not have. See CONTRIBUTING.md, "How the UIKit
// layer is verified".
#if os(Linux)
import Tabula

/// Random changes of a sectioned list, each made from the list as it is: sections appear,
/// disappear and move; items are inserted, deleted, moved within and across sections, and
/// change content or cell kind.
struct AdapterRandomChanges {
  var random: SeededRandom
  /// The most sections a list grows to.
  var maxSections = 7
  /// The most items a list grows to, over all sections.
  var maxItems = 70
  private var nextID = 0

  init(seed: Int) {
    random = SeededRandom(seed: seed)
  }

  /// A fresh identifier, never used before by this generator.
  mutating func freshID() -> Int {
    nextID += 1
    return nextID
  }

  /// A first list: a few sections of a few items.
  mutating func initial() throws(AdapterError) -> AdapterSnapshot {
    let sections = (0..<Int.random(in: 2...4, using: &random)).map { _ in
      let section = AdapterSection(freshID())
      let items = (0..<Int.random(in: 2...8, using: &random)).map { _ in item() }
      return (section, items)
    }
    return try Self.snapshot(sections)
  }

  /// A new item, plain most of the time.
  mutating func item() -> AdapterItem {
    let id = freshID()
    return AdapterItem(id, kind: random.chance(0.2) ? .badge : .plain)
  }

  /// A list made from `snapshot` by a random mix of changes; some barely change it, some
  /// change it completely (every section may go).
  mutating func change(_ snapshot: AdapterSnapshot) throws(AdapterError) -> AdapterSnapshot {
    let churn = [0.05, 0.1, 0.2, 0.4, 1.0].randomElement(using: &random) ?? 0.2
    var sections: [(AdapterSection, [AdapterItem])] = (0..<snapshot.numberOfSections).compactMap {
      index in
      snapshot.section(at: index).map { ($0, snapshot.items(inSectionAt: index) ?? []) }
    }
    var loose: [AdapterItem] = []
    // Sections disappear; some of their items survive elsewhere.
    sections = sections.filter { _, items in
      let leaves = random.chance(churn * 0.25)
      if leaves { loose += items.filter { _ in random.chance(0.5) } }
      return !leaves
    }
    // Items leave (four in ten come back elsewhere), change content or kind; sections get a
    // new title.
    for index in sections.indices {
      let original = sections[index].1
      sections[index].1 = original.filter { _ in !random.chance(churn * 0.4) }
      let kept = Set(sections[index].1.map(\.id))
      loose += original.filter { !kept.contains($0.id) && random.chance(0.4) }
      if random.chance(churn * 0.1) { sections[index].0.title += "'" }
      for item in sections[index].1.indices where random.chance(churn * 0.3) {
        sections[index].1[item].content += "+"
        if random.chance(0.3) {
          sections[index].1[item].kind = sections[index].1[item].kind == .plain ? .badge : .plain
        }
      }
    }
    // Sections appear, some with items.
    for _ in 0..<Int.random(in: 0...2, using: &random)
    where random.chance(churn) && sections.count < maxSections {
      let items = (0..<Int.random(in: 0...3, using: &random)).map { _ in item() }
      sections.insert(
        (AdapterSection(freshID()), items), at: Int.random(in: 0...sections.count, using: &random))
    }
    // Sections move.
    if sections.count > 1, random.chance(churn) {
      for _ in 0..<Int.random(in: 1...2, using: &random) {
        let section = sections.remove(at: Int.random(in: 0..<sections.count, using: &random))
        sections.insert(section, at: Int.random(in: 0...sections.count, using: &random))
      }
    }
    if sections.isEmpty { return try Self.snapshot(sections) }
    // Items arrive: new ones and the ones that left their place, anywhere.
    let total = sections.reduce(0) { $0 + $1.1.count } + loose.count
    for _ in 0..<min(max(0, maxItems - total), Int(10 * churn) + 1) { loose.append(item()) }
    for item in loose.shuffled(using: &random) {
      let section = Int.random(in: 0..<sections.count, using: &random)
      sections[section].1.insert(
        item, at: Int.random(in: 0...sections[section].1.count, using: &random))
    }
    // Items move within their section.
    for _ in 0..<Int(5 * churn) {
      let section = Int.random(in: 0..<sections.count, using: &random)
      if sections[section].1.count > 1 {
        let item = sections[section].1.remove(
          at: Int.random(in: 0..<sections[section].1.count, using: &random))
        sections[section].1.insert(
          item, at: Int.random(in: 0...sections[section].1.count, using: &random))
      }
    }
    var result = try Self.snapshot(sections)
    // Sometimes an item is marked for a reload, which needs a new cell.
    if random.chance(0.05), let id = result.itemIdentifiers.randomElement(using: &random) {
      try result.reloadItems([id])
    }
    return result
  }

  /// A snapshot of sections with their items.
  static func snapshot(_ sections: [(AdapterSection, [AdapterItem])]) throws(AdapterError)
    -> AdapterSnapshot
  {
    try AdapterSnapshot(sections: sections.map { SnapshotSection($0.0, items: $0.1) })
  }
}
#endif
