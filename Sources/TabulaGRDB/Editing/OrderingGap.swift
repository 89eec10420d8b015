import GRDB

/// Values of an ordering column for rows placed between two rows that keep theirs, or before
/// the first or after the last.
///
/// Integers stay integers: between two of them there is room for *k* rows when they differ by
/// more than *k*. A real between its neighbours is any value strictly between them. Text,
/// blobs, `NULL`, equal neighbours and values at the limits of their type leave no room.
enum OrderingGap {
  /// `count` distinct values that sort, in order, after `lower` and before `upper`.
  ///
  /// - Parameters:
  ///   - count: The number of values.
  ///   - lower: The value the first must sort after; `nil` at the start of the section.
  ///   - upper: The value the last must sort before; `nil` at the end of the section.
  ///   - descending: Whether the column sorts in descending order; used at either end only.
  /// - Returns: The values, or `nil` if there is no room for them.
  /// - Complexity: O(`count`).
  static func values(
    _ count: Int, after lower: DatabaseValue?, before upper: DatabaseValue?, descending: Bool
  ) -> [DatabaseValue]? {
    guard count > 0 else { return [] }
    let step: Int64 = descending ? -1 : 1
    switch (lower.flatMap(Number.init), upper.flatMap(Number.init)) {
    case (.integer(let low)?, .integer(let high)?):
      return integers(count, between: low, and: high)
    case (let low?, let high?):
      return reals(count, between: low.real, and: high.real)
    case (let low?, nil):
      return progression(from: low, step: step, offsets: 1...count)
    case (nil, let high?):
      return progression(from: high, step: step, offsets: -count...(-1))
    case (nil, nil):
      return nil
    }
  }

  // MARK: Private

  /// A value SQLite sorts as a number.
  private enum Number {
    case integer(Int64)
    case real(Double)

    init?(_ value: DatabaseValue) {
      switch value.storage {
      case .int64(let integer): self = .integer(integer)
      case .double(let real) where real.isFinite: self = .real(real)
      default: return nil
      }
    }

    var real: Double {
      switch self {
      case .integer(let integer): Double(integer)
      case .real(let real): real
      }
    }
  }

  private static func integers(_ count: Int, between low: Int64, and high: Int64)
    -> [DatabaseValue]?
  {
    let (distance, overflow) = high.subtractingReportingOverflow(low)
    guard !overflow, distance.magnitude > UInt64(count) else { return nil }
    let step = distance / Int64(count + 1)
    return (1...count).map { (low + step * Int64($0)).databaseValue }
  }

  private static func reals(_ count: Int, between low: Double, and high: Double)
    -> [DatabaseValue]?
  {
    var values: [DatabaseValue] = []
    var previous = low
    for index in 1...count {
      let value = low + (high - low) * Double(index) / Double(count + 1)
      // NB: rounding can land a value on its neighbour when they are close.
      let isBetween =
        low < high ? previous < value && value < high : previous > value && value > high
      guard isBetween else { return nil }
      values.append(value.databaseValue)
      previous = value
    }
    return values
  }

  private static func progression(
    from origin: Number, step: Int64, offsets: ClosedRange<Int>
  ) -> [DatabaseValue]? {
    var values: [DatabaseValue] = []
    for offset in offsets {
      switch origin {
      case .integer(let integer):
        let (delta, overflow) = step.multipliedReportingOverflow(by: Int64(offset))
        let (value, overflowed) = integer.addingReportingOverflow(delta)
        guard !overflow, !overflowed else { return nil }
        values.append(value.databaseValue)
      case .real(let real):
        let value = real + Double(step) * Double(offset)
        guard value.isFinite, value != real, values.last != value.databaseValue else {
          return nil
        }
        values.append(value.databaseValue)
      }
    }
    return values
  }
}
