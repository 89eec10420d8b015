/// Rows as sorted, disjoint ranges, counted in O(log *r*) for *r* ranges: what a table removes
/// or inserts in one call. A deleted section of a million rows is one range, not a million rows.
@_spi(AppKitUpdates)
public struct RowSet: Equatable, Sendable {
  /// The ranges, sorted, disjoint and not adjacent.
  public private(set) var ranges: [Range<Int>]
  /// The number of rows in `ranges[..<k]`, for each `k` up to `ranges.count`; empty when
  /// `ranges` holds one range or none (the common batch), which then needs no array.
  private var rowsBefore: [Int]

  /// Creates the set of the rows of `ranges`, which may overlap, touch or come in any order.
  ///
  /// - Parameter ranges: The rows.
  /// - Complexity: O(*r* log *r*) for *r* ranges.
  public init(_ ranges: [Range<Int>]) {
    let merged = Self.isCanonical(ranges) ? ranges : Self.merged(ranges)
    self.ranges = merged
    guard merged.count > 1 else {
      rowsBefore = []
      return
    }
    var rowsBefore: [Int] = []
    rowsBefore.reserveCapacity(merged.count + 1)
    var total = 0
    for range in merged {
      rowsBefore.append(total)
      total += range.count
    }
    rowsBefore.append(total)
    self.rowsBefore = rowsBefore
  }

  /// Whether `ranges` are already sorted, disjoint, not adjacent and not empty: kept as they
  /// come, without an array of their own.
  private static func isCanonical(_ ranges: [Range<Int>]) -> Bool {
    var previous: Range<Int>?
    for range in ranges {
      guard !range.isEmpty, previous.map({ $0.upperBound < range.lowerBound }) ?? true else {
        return false
      }
      previous = range
    }
    return true
  }

  /// `ranges` sorted, with those that overlap or touch merged and empty ones left out.
  private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
    var merged: [Range<Int>] = []
    for range in ranges.filter({ !$0.isEmpty }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = merged.last, range.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    return merged
  }

  /// The number of rows in the set.
  public var count: Int { rowsBefore.last ?? ranges.first?.count ?? 0 }

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
    return (low == 1 ? 0 : rowsBefore[low - 1]) + min(previous.count, row - previous.lowerBound)
  }

  /// Whether the set holds `row`.
  ///
  /// - Complexity: O(log *r*).
  public func contains(_ row: Int) -> Bool {
    count(below: row + 1) > count(below: row)
  }
}
