/// An identifier type the benchmarks run with: `Int`, and 36-character UUID-like `String`s.
protocol BenchmarkID: Hashable, Sendable {
  /// The name shown in benchmark titles.
  static var typeName: String { get }

  /// The identifier of the item with key `key`; distinct keys give distinct identifiers.
  static func make(key: Int, using generator: inout SeededGenerator) -> Self
}

// MARK: - Int + BenchmarkID

extension Int: BenchmarkID {
  static var typeName: String { "Int" }

  static func make(key: Int, using generator: inout SeededGenerator) -> Int { key }
}

// MARK: - String + BenchmarkID

extension String: BenchmarkID {
  static var typeName: String { "String" }

  /// A lowercase UUID-shaped string, `8-4-4-4-12` hex digits. NB: the first 64 bits are a
  /// bijection of the key, so identifiers are unique without a check; the rest is random.
  static func make(key: Int, using generator: inout SeededGenerator) -> String {
    let high = SeededGenerator.mix(UInt64(key))
    let low = generator.next()
    let digits = Array("0123456789abcdef".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(36)
    for (index, value) in [high, low].enumerated() {
      for nibble in 0..<16 {
        let position = index * 16 + nibble
        if position == 8 || position == 12 || position == 16 || position == 20 {
          bytes.append(UInt8(ascii: "-"))
        }
        bytes.append(digits[Int((value >> UInt64(60 - 4 * nibble)) & 0xF)])
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
