/// Counts of marked slots, updated and summed in O(log *n*) (a Fenwick tree): which of the
/// rows still to move lie before a place.
struct CountingTree {
  private var counts: [Int]

  /// Creates a tree of `size` slots, all marked.
  init(allMarked size: Int) {
    counts = Array(repeating: 0, count: size + 1)
    for slot in 0..<size {
      counts[slot + 1] += 1
      let parent = slot + 1 + ((slot + 1) & -(slot + 1))
      if parent <= size { counts[parent] += counts[slot + 1] }
    }
  }

  /// Unmarks a marked slot.
  mutating func unmark(_ slot: Int) {
    var index = slot + 1
    while index < counts.count {
      counts[index] -= 1
      index += index & -index
    }
  }

  /// The number of marked slots below `slot`.
  func marked(below slot: Int) -> Int {
    var total = 0
    var index = slot
    while index > 0 {
      total += counts[index]
      index -= index & -index
    }
    return total
  }
}
