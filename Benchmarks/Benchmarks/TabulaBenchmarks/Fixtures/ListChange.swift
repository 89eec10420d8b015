/// The old and new layout of a scenario, as item keys per section. Old items have keys
/// `0..<itemCount`; inserted items have the keys after them.
struct ListChange: Sendable {
  var old: [[Int]]
  var new: [[Int]]
  var keyCount: Int

  /// Builds the layouts: deleted and moved items are drawn without repeats; moved and
  /// inserted items land at random positions of their section.
  ///
  /// - Complexity: O(*n* + *c* log *c*), where *n* is the number of items and *c* the number
  ///   of changes.
  init(_ scenario: Scenario) {
    var generator = SeededGenerator(seed: scenario.seed)
    let sectionCount = scenario.sections
    let perSection = scenario.itemsPerSection
    let count = scenario.itemCount
    old = (0..<sectionCount).map { Array($0 * perSection..<($0 + 1) * perSection) }
    keyCount = count + scenario.inserted

    // A partial Fisher-Yates shuffle draws the deleted keys, then the moved ones.
    var pool = Array(0..<count)
    let drawn = scenario.deleted + scenario.moved
    for index in 0..<drawn {
      pool.swapAt(index, Int.random(in: index..<count, using: &generator))
    }
    var leaving = [Bool](repeating: false, count: count)
    for index in 0..<drawn { leaving[pool[index]] = true }
    let staying = old.map { section in section.filter { !leaving[$0] } }

    var arrivals = [[(slot: Int, key: Int)]](repeating: [], count: sectionCount)
    func arrive(_ key: Int, in section: Int) {
      let slot = Int.random(in: 0...staying[section].count, using: &generator)
      arrivals[section].append((slot, key))
    }
    for key in pool[scenario.deleted..<drawn] {
      let home = key / perSection
      var section = home
      if scenario.movesAcrossSections, sectionCount > 1 {
        section = Int.random(in: 0..<sectionCount - 1, using: &generator)
        if section >= home { section += 1 }
      }
      arrive(key, in: section)
    }
    for key in count..<keyCount {
      arrive(key, in: Int.random(in: 0..<sectionCount, using: &generator))
    }

    new = staying.indices.map { section in
      let arriving = arrivals[section].sorted { ($0.slot, $0.key) < ($1.slot, $1.key) }
      var result: [Int] = []
      result.reserveCapacity(staying[section].count + arriving.count)
      var next = 0
      for (slot, key) in staying[section].enumerated() {
        while next < arriving.count, arriving[next].slot == slot {
          result.append(arriving[next].key)
          next += 1
        }
        result.append(key)
      }
      result.append(contentsOf: arriving[next...].map(\.key))
      return result
    }
  }
}
