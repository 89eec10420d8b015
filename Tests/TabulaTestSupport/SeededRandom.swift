/// A small deterministic random number generator (SeededRandom), so that a failing seed replays
/// exactly: the one every test target of the package draws from.
package struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates the generator of a seed.
  ///
  /// - Parameter seed: Any integer; equal seeds give equal sequences.
  package init(seed: Int) { state = UInt64(truncatingIfNeeded: seed) &+ 0x9E37_79B9_7F4A_7C15 }

  /// The next 64 random bits.
  ///
  /// - Returns: The bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// `true` with probability `probability`.
  ///
  /// - Parameter probability: Between 0 and 1.
  /// - Returns: Whether the draw fell under it.
  package mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < probability
  }
}
