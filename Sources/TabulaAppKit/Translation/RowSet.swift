/// Rows as sorted, disjoint ranges, counted in O(log *r*) for *r* ranges: what a table removes
/// or inserts in one call. A deleted section of a million rows is one range, not a million rows.
@_spi(AppKitUpdates)
public struct RowSet: Equatable, Sendable {
  /// The ranges, sorted, disjoint and not adjacent.
  public private(set) var ranges: [Range<Int>]
  /// The number of rows in `ranges[..<k]`, for each `k`.
  private var rowsBefore: [Int]

  /// Creates the set of the rows of `ranges`, which may overlap, touch or come in any order.
  ///
  /// - Parameter ranges: The rows.
  /// - Complexity: O(*r* log *r*) for *r* ranges.
  public init(_ ranges: [Range<Int>]) {
    var merged: [Range<Int>] = []
    for range in ranges.filter({ !$0.isEmpty }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = merged.last, range.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    self.ranges = merged
    var total = 0
    rowsBefore = merged.map { range in
      defer { total += range.count }
      return total
    }
    rowsBefore.append(total)
  }

  /// The number of rows in the set.
  public var count: Int { rowsBefore[rowsBefore.count - 1] }

  /// Whether the set holds no row.
  public var isEmpty: Bool { ranges.isEmpty }

  /// The number of rows of the set below `row`.
  ///
  /// - Complexity: O(log *r*).
  public func count(below row: Int) -> Int {
    // The first range that starts at or after `row`.
    var low = 0
    var high = ranges.count
    while low < high {
      let middle = (low + high) / 2
      if ranges[middle].lowerBound < row { low = middle + 1 } else { high = middle }
    }
    guard low > 0 else { return 0 }
    let previous = ranges[low - 1]
    return rowsBefore[low - 1] + min(previous.count, row - previous.lowerBound)
  }

  /// Whether the set holds `row`.
  ///
  /// - Complexity: O(log *r*).
  public func contains(_ row: Int) -> Bool {
    count(below: row + 1) > count(below: row)
  }
}
