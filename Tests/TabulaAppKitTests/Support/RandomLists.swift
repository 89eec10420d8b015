import Tabula
import TabulaTestSupport

/// Random pairs of lists for the property tests: an old list and a new one that deletes,
/// inserts, moves and changes its items and sections, from a seed that replays exactly.
enum RandomLists {
  /// The shape of the lists of a pair.
  enum Shape: CaseIterable {
    /// One section without a header.
    case flat
    /// Sections, some with a header (a group row), some with a footer (a row below their
    /// items), some with neither.
    case sectioned
  }

  /// An old and a new list of a shape.
  static func pair(seed: Int, shape: Shape) throws -> (old: EntrySnapshot, new: EntrySnapshot) {
    var random = SeededRandom(seed: seed)
    var nextID = 0
    func fresh() -> Int {
      nextID += 1
      return nextID
    }
    func title(_ id: Int) -> String? { random.chance(0.6) ? "Section \(id)" : nil }
    func footer(_ id: Int) -> String? { random.chance(0.3) ? "Footer \(id)" : nil }
    let sectionCount = shape == .flat ? 1 : Int.random(in: 0...6, using: &random)
    let maxItems = shape == .flat ? 60 : 12
    // A quarter of the sections start empty, so that a batch of items fills some: a header
    // that follows its section's items then comes beside the other edits.
    var old: [(Group, [Entry])] = (0..<sectionCount).map { _ in
      let id = fresh()
      let count =
        shape == .sectioned && random.chance(0.25)
        ? 0 : Int.random(in: 0...maxItems, using: &random)
      return (
        shape == .flat ? Group(id) : Group(id, header: title(id), footer: footer(id)),
        (0..<count).map { _ in Entry(fresh()) }
      )
    }
    let churn = [0.0, 0.05, 0.2, 0.5, 1.0].randomElement(using: &random) ?? 0.2
    func chance(_ scale: Double = 1) -> Bool { random.chance(churn * scale) }
    var new = old
    var loose: [Entry] = []
    if shape == .sectioned {
      new = new.filter { section in
        guard chance(0.2) else { return true }
        loose += section.1.filter { _ in random.chance(0.5) }
        return false
      }
      for index in new.indices where chance(0.2) {
        new[index].0.header = new[index].0.header == nil ? "Retitled \(new[index].0.id)" : nil
      }
      for index in new.indices where chance(0.2) {
        new[index].0.footer = new[index].0.footer == nil ? "Footnote \(new[index].0.id)" : nil
      }
      for _ in 0..<Int(4 * churn) {
        let id = fresh()
        new.insert(
          (Group(id, header: title(id), footer: footer(id)), []),
          at: Int.random(in: 0...new.count, using: &random))
      }
      if new.count > 1, chance() {
        let section = new.remove(at: Int.random(in: 0..<new.count, using: &random))
        new.insert(section, at: Int.random(in: 0...new.count, using: &random))
      }
    }
    for index in new.indices {
      new[index].1 = new[index].1.filter { entry in
        if chance(0.3) { return false }
        if chance(0.2) {
          loose.append(entry)
          return false
        }
        return true
      }
      for item in new[index].1.indices where chance(0.2) {
        new[index].1[item].name += " changed"
      }
    }
    if !new.isEmpty {
      for _ in 0..<Int(Double(maxItems) * churn) { loose.append(Entry(fresh())) }
      for entry in loose.shuffled(using: &random) {
        let section = Int.random(in: 0..<new.count, using: &random)
        new[section].1.insert(entry, at: Int.random(in: 0...new[section].1.count, using: &random))
      }
    }
    old = old.map { ($0.0, $0.1) }
    return (try snapshot(old), try snapshot(new))
  }

  static func snapshot(_ sections: [(Group, [Entry])]) throws -> EntrySnapshot {
    try EntrySnapshot(sections: sections.map { SnapshotSection($0.0, items: $0.1) })
  }
}
