/// A random number generator that gives the same numbers for the same seed on every run and
/// platform (SplitMix64): the chat's made-up conversation is the same in every frame.
///
/// ```swift
/// var random = SeededGenerator(seed: 23)
/// let names = ["Ada", "Grace", "Alan"]
/// let name = names[random.next(below: names.count)]   // the same name on every run
/// ```
struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  // MARK: Lifecycle

  /// Creates a generator.
  ///
  /// - Parameter seed: The seed: the same seed gives the same numbers.
  init(seed: UInt64) {
    state = seed
  }

  // MARK: Internal

  /// The next number.
  ///
  /// - Returns: 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0..<upperBound`, from the next number: the same on every platform, unlike
  /// the standard library's `random(in:using:)`, whose use of the bits is not promised.
  ///
  /// - Parameter upperBound: One more than the largest number; at least 1.
  /// - Returns: The number.
  mutating func next(below upperBound: Int) -> Int {
    Int(next() % UInt64(max(upperBound, 1)))
  }
}
