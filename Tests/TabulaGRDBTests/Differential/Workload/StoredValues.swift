import Foundation
import GRDB

/// Values that SQLite stores and compares in ways that are easy to get wrong: `NULL`, both
/// zeros, integers beyond 2^53 next to the reals that round to them, the ends of the integer
/// range, text whose UTF-8 and UTF-16 orders differ or that differs only in case or trailing
/// spaces, numbers written as text, and blobs.
enum StoredValues {
  static let numbers: [DatabaseValue] = [
    0.databaseValue, (-0.0).databaseValue, 0.5.databaseValue, 1.databaseValue,
    1.0.databaseValue, (-1).databaseValue,
    Int64(9_007_199_254_740_992).databaseValue, Int64(9_007_199_254_740_993).databaseValue,
    9_007_199_254_740_992.0.databaseValue, 9_007_199_254_740_994.0.databaseValue,
    Int64.max.databaseValue, Int64.min.databaseValue, 9.3e18.databaseValue,
    1e300.databaseValue, (-1e300).databaseValue,
  ]

  static let texts: [DatabaseValue] = [
    "a", "A", "a ", "", "\u{101}", "\u{E9}", "e\u{301}", "\u{FFFD}", "\u{FF5E}", "\u{1D11E}",
    "z\u{1D11E}", "1", "01", " 1", "1.0", "9007199254740993",
  ].map(\.databaseValue)

  static let others: [DatabaseValue] = [
    .null, Data([0x61]).databaseValue, Data([0xFF]).databaseValue, Data().databaseValue,
  ]

  /// A few values, often repeated, so that rows tie.
  static let repeated: [DatabaseValue] = [1.databaseValue, "a".databaseValue]

  /// A value: text most often, as text is where orders differ most, and one of two values
  /// now and then, so that rows tie.
  static func pick(_ choices: inout Choices) -> DatabaseValue {
    choices.pick(choices.pick([numbers, texts, texts, others, repeated]))
  }

  /// A value as a test failure shows it: its storage class and its exact content.
  static func describe(_ value: DatabaseValue) -> String {
    switch value.storage {
    case .null: "NULL"
    case .int64(let integer): "\(integer)"
    case .double(let real): "\(real)r"
    case .string(let text):
      "'"
        + text.unicodeScalars.map { scalar in
          scalar.isASCII ? String(scalar) : "\\u{\(String(scalar.value, radix: 16))}"
        }.joined() + "'"
    case .blob(let bytes): "x'" + bytes.map { String(format: "%02x", $0) }.joined() + "'"
    }
  }
}
