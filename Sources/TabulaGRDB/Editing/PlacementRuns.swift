/// The rows of an edited section that need a new value of the ordering column, in runs that
/// each lie between two rows keeping theirs.
///
/// The rows that keep their values are a longest subsequence of the section whose order the
/// edit left as it was, so that the fewest rows are written: one for a move within a
/// section, one for a move into another.
struct PlacementRuns<ID: Hashable> {
  /// Consecutive rows to give values between those of two rows that keep theirs.
  struct Run {
    /// The rows, in the edited order.
    var ids: [ID]
    /// The row before them that keeps its value; `nil` at the start of the section.
    var lower: ID?
    /// The row after them that keeps its value; `nil` at the end of the section.
    var upper: ID?
  }

  /// The runs, in the edited order.
  let runs: [Run]

  /// Whether each row, in the edited order, keeps its value.
  let keepsValue: [Bool]

  /// Whether any row keeps its value: without one, no value is known to place the others
  /// by.
  var hasAnchors: Bool { keepsValue.contains(true) }

  // MARK: Lifecycle

  /// Finds the rows to place in a section.
  ///
  /// - Parameter items: The section's rows in the edited order, each with its index in the
  ///   section before the edit, or `nil` if it was not there.
  /// - Complexity: O(*m* log *m*), where *m* is the number of rows in the section.
  init(_ items: [(id: ID, formerIndex: Int?)]) {
    let kept = items.indices.filter { items[$0].formerIndex != nil }
    let increasing = Self.longestIncreasing(kept.map { items[$0].formerIndex ?? 0 })
    let anchors = Set(increasing.map { kept[$0] })
    var runs: [Run] = []
    var pending = Run(ids: [], lower: nil, upper: nil)
    for (index, item) in items.enumerated() {
      if anchors.contains(index) {
        if !pending.ids.isEmpty {
          pending.upper = item.id
          runs.append(pending)
        }
        pending = Run(ids: [], lower: item.id, upper: nil)
      } else {
        pending.ids.append(item.id)
      }
    }
    if !pending.ids.isEmpty { runs.append(pending) }
    self.runs = runs
    self.keepsValue = items.indices.map { anchors.contains($0) }
  }

  // MARK: Private

  /// The indices of a longest strictly increasing subsequence of `values`.
  ///
  /// - Complexity: O(*m* log *m*), where *m* is the number of values.
  private static func longestIncreasing(_ values: [Int]) -> [Int] {
    // NB: patience sorting: `tails[k]` is the index of the smallest value ending an
    // increasing subsequence of length k + 1.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var result: [Int] = []
    var index = tails.last ?? -1
    while index >= 0 {
      result.append(index)
      index = previous[index]
    }
    return result.reversed()
  }
}
