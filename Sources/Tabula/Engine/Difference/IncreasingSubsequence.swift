/// Finds which elements of a sequence of distinct integers can stay where they are while the
/// others move: the longest increasing subsequence.
///
/// The diff uses it to report the fewest moves: of the items a section keeps, those in the
/// subsequence keep their relative order and are not moved; every other one is.
@usableFromInline
enum IncreasingSubsequence {
  /// Marks the members of a longest strictly increasing subsequence of `values`.
  ///
  /// - Parameter values: Distinct integers, fewer than 2³¹ of them.
  /// - Returns: For each element of `values`, whether it belongs to the subsequence.
  /// - Complexity: O(*n* log *n*) in general, O(*n*) when `values` is already increasing
  ///   except for a few elements, which is the common case of a list that barely changed.
  @inlinable
  static func members<Value: FixedWidthInteger>(
    of values: ContiguousArray<Value>
  ) -> ContiguousArray<Bool> {
    values.withUnsafeBufferPointer { members(of: $0) }
  }

  /// Marks the members of a longest strictly increasing subsequence of `values`, as
  /// the overload that takes an array does, reading them in place.
  @inlinable
  static func members<Value: FixedWidthInteger>(
    of values: UnsafeBufferPointer<Value>
  ) -> ContiguousArray<Bool> {
    let count = values.count
    var inSubsequence = ContiguousArray(repeating: false, count: count)
    guard count > 0 else { return inSubsequence }
    // tails[k] is the index of the smallest possible last element of an increasing run of
    // length k + 1; predecessor links rebuild the run at the end (patience sorting). Indices
    // are kept in 32 bits: at a million items, these tables are the bulk of a plan's memory.
    // NB: raw buffers, as every step reads and writes them where an array would check its
    // bounds and its uniqueness; `tails` is touched only as far as the run grows.
    let tails = UnsafeMutablePointer<Int32>.allocate(capacity: count)
    let predecessor = UnsafeMutablePointer<Int32>.allocate(capacity: count)
    defer {
      tails.deallocate()
      predecessor.deallocate()
    }
    var length = 0
    for index in 0..<count {
      let value = values[index]
      // NB: nearly sorted input extends the longest run almost every time; test that first.
      if length > 0, values[Int(tails[length - 1])] >= value {
        var low = 0
        var high = length - 1
        while low < high {
          let middle = (low + high) / 2
          if values[Int(tails[middle])] < value { low = middle + 1 } else { high = middle }
        }
        predecessor[index] = low > 0 ? tails[low - 1] : -1
        tails[low] = Int32(truncatingIfNeeded: index)
      } else {
        predecessor[index] = length > 0 ? tails[length - 1] : -1
        tails[length] = Int32(truncatingIfNeeded: index)
        length += 1
      }
    }
    var cursor = Int(tails[length - 1])
    while cursor >= 0 {
      inSubsequence[cursor] = true
      cursor = Int(predecessor[cursor])
    }
    return inSubsequence
  }

  /// Marks the members of an increasing subsequence of `values` with the greatest total
  /// weight.
  ///
  /// Used for sections: a section whose items change weighs more, so the diff prefers to move
  /// the sections whose items do not change, which keeps the update in one batch.
  ///
  /// - Parameters:
  ///   - values: Distinct integers in `0..<bound`.
  ///   - weights: A positive weight for each element of `values`.
  ///   - bound: An upper bound of `values`.
  /// - Returns: For each element of `values`, whether it belongs to the subsequence.
  /// - Complexity: O(*n* log `bound`).
  @inlinable
  static func heaviestMembers(
    of values: ContiguousArray<Int>, weights: ContiguousArray<Int>, bound: Int
  ) -> ContiguousArray<Bool> {
    let count = values.count
    var inSubsequence = ContiguousArray(repeating: false, count: count)
    guard count > 0 else { return inSubsequence }
    // A Fenwick tree over values keeps, for each prefix of values, the heaviest run ending
    // there, as (weight, element index).
    var tree = ContiguousArray(repeating: (weight: 0, index: -1), count: bound + 1)
    var predecessor = ContiguousArray(repeating: -1, count: count)
    var best = (weight: 0, index: -1)
    for index in 0..<count {
      var prefix = (weight: 0, index: -1)
      var node = values[index]
      while node > 0 {
        if tree[node].weight > prefix.weight { prefix = tree[node] }
        node -= node & -node
      }
      let total = prefix.weight + weights[index]
      predecessor[index] = prefix.index
      if total > best.weight { best = (total, index) }
      node = values[index] + 1
      while node <= bound {
        if total > tree[node].weight { tree[node] = (total, index) }
        node += node & -node
      }
    }
    var cursor = best.index
    while cursor >= 0 {
      inSubsequence[cursor] = true
      cursor = predecessor[cursor]
    }
    return inSubsequence
  }
}
