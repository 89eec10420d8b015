import Tabula
import TabulaTestSupport

/// Random pairs of sectioned snapshots: an old one, and a new one made from it by deleting,
/// inserting, moving and updating sections and items.
enum RandomSnapshots {
  /// The old and the new snapshot for a seed.
  static func pair(seed: Int, maxSections: Int = 20, maxItems: Int = 50) throws(FruitError) -> (
    old: FruitSnapshot, new: FruitSnapshot
  ) {
    var random = SeededRandom(seed: seed)
    var nextID = 0
    func freshID() -> Int {
      nextID += 1
      return nextID
    }
    let old: [(Shelf, [Fruit])] = (0..<Int.random(in: 0...maxSections, using: &random)).map {
      _ in
      let shelf = Shelf(freshID())
      return (
        shelf, (0..<Int.random(in: 0...maxItems, using: &random)).map { _ in Fruit(freshID()) }
      )
    }
    // Some lists barely change, some change completely.
    let churn = [0.0, 0.05, 0.2, 0.5, 1.0].randomElement(using: &random) ?? 0.2
    func chance(_ scale: Double = 1) -> Bool {
      Double.random(in: 0..<1, using: &random) < churn * scale
    }
    var new = old.filter { _ in !chance(0.3) }
    var loose: [Fruit] = []
    for index in new.indices {
      new[index].1 = new[index].1.filter { fruit in
        if chance(0.3) { return false }
        if chance(0.2) {
          loose.append(fruit)
          return false
        }
        return true
      }
      if chance(0.3) { new[index].0.title += " renamed" }
      for item in new[index].1.indices where chance(0.3) {
        new[index].1[item].name += " updated"
      }
    }
    // Items of deleted sections may survive elsewhere.
    let kept = Set(new.map(\.0.id))
    for (shelf, fruits) in old where !kept.contains(shelf.id) {
      loose += fruits.filter { _ in chance(0.5) }
    }
    for _ in 0..<Int(Double(maxSections) * churn * 0.3) {
      let position = Int.random(in: 0...new.count, using: &random)
      new.insert((Shelf(freshID()), []), at: position)
    }
    if new.count > 1, chance() {
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let from = Int.random(in: 0..<new.count, using: &random)
        let section = new.remove(at: from)
        new.insert(section, at: Int.random(in: 0...new.count, using: &random))
      }
    }
    if !new.isEmpty {
      for _ in 0..<Int(Double(maxItems) * churn) { loose.append(Fruit(freshID())) }
      for fruit in loose.shuffled(using: &random) {
        let section = Int.random(in: 0..<new.count, using: &random)
        new[section].1.insert(fruit, at: Int.random(in: 0...new[section].1.count, using: &random))
      }
      for _ in 0..<Int(Double(maxItems) * churn * 0.2) {
        let section = Int.random(in: 0..<new.count, using: &random)
        guard !new[section].1.isEmpty else { continue }
        let fruit = new[section].1.remove(
          at: Int.random(in: 0..<new[section].1.count, using: &random))
        new[section].1.insert(fruit, at: Int.random(in: 0...new[section].1.count, using: &random))
      }
    }
    return (try snapshot(old), try snapshot(new))
  }

  static func snapshot(_ sections: [(Shelf, [Fruit])]) throws(FruitError) -> FruitSnapshot {
    try FruitSnapshot(sections: sections.map { SnapshotSection($0.0, items: $0.1) })
  }
}
