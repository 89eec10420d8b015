/// The integers a property test generates, read one decision at a time: each decision takes
/// the next integer modulo its number of options, and every decision past the end takes the
/// first option, so that a shrunk input decodes to a simpler case.
struct Choices {
  private let codes: [Int]
  private var next = 0

  init(_ codes: [Int]) {
    self.codes = codes
  }

  /// Whether every integer has been read.
  var isExhausted: Bool { next >= codes.count }

  /// One of `count` options, from 0.
  mutating func pick(_ count: Int) -> Int {
    guard next < codes.count, count > 1 else {
      next += 1
      return 0
    }
    defer { next += 1 }
    return codes[next] % count
  }

  /// One of the elements.
  mutating func pick<Element>(_ options: [Element]) -> Element {
    options[pick(options.count)]
  }

  /// Whether a one-in-`odds` event happens.
  mutating func chance(_ odds: Int) -> Bool {
    pick(odds) == odds - 1
  }
}
