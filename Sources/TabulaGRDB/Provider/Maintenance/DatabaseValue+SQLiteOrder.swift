import Foundation
import GRDB

// MARK: - DatabaseValue + SQLite order

extension DatabaseValue {
  /// Compares two values as SQLite's `ORDER BY` does with the `BINARY` collation: `NULL`
  /// first, then numbers (integers and reals compared by value), then text (by the bytes of
  /// its UTF-8 encoding), then blobs (by their bytes).
  ///
  /// - Returns: A negative number if `self` sorts first, zero if the two tie, a positive number
  ///   if `other` sorts first.
  /// - Complexity: O(*k*), where *k* is the length of the shorter text or blob.
  func sqliteOrder(comparedTo other: DatabaseValue) -> Int {
    switch (storage, other.storage) {
    case (.null, .null): return 0
    case (.null, _): return -1
    case (_, .null): return 1
    case (.int64(let lhs), .int64(let rhs)): return Self.order(lhs, rhs)
    case (.int64(let lhs), .double(let rhs)): return -Self.order(rhs, lhs)
    case (.double(let lhs), .int64(let rhs)): return Self.order(lhs, rhs)
    case (.double(let lhs), .double(let rhs)): return Self.order(lhs, rhs)
    case (.int64, _), (.double, _): return -1
    case (_, .int64), (_, .double): return 1
    case (.string(let lhs), .string(let rhs)): return Self.order(bytes: lhs.utf8, rhs.utf8)
    case (.string, _): return -1
    case (_, .string): return 1
    case (.blob(let lhs), .blob(let rhs)): return Self.order(bytes: lhs, rhs)
    }
  }

  // MARK: Private

  private static func order<T: Comparable>(_ lhs: T, _ rhs: T) -> Int {
    lhs < rhs ? -1 : (lhs == rhs ? 0 : 1)
  }

  /// A real against an integer, exactly: converting a large integer to a `Double` rounds it.
  private static func order(_ lhs: Double, _ rhs: Int64) -> Int {
    if lhs.isNaN { return -1 }
    if lhs < -9_223_372_036_854_775_808.0 { return -1 }
    if lhs >= 9_223_372_036_854_775_808.0 { return 1 }
    let whole = Int64(lhs.rounded(.down))
    if whole != rhs { return order(whole, rhs) }
    return lhs > lhs.rounded(.down) ? 1 : 0
  }

  /// Bytes compared as `memcmp` does, then the shorter first.
  private static func order<S: Sequence<UInt8>>(bytes lhs: S, _ rhs: S) -> Int {
    var left = lhs.makeIterator()
    var right = rhs.makeIterator()
    while true {
      switch (left.next(), right.next()) {
      case (nil, nil): return 0
      case (nil, _): return -1
      case (_, nil): return 1
      case (let lhsByte?, let rhsByte?):
        if lhsByte != rhsByte { return lhsByte < rhsByte ? -1 : 1 }
      }
    }
  }
}
