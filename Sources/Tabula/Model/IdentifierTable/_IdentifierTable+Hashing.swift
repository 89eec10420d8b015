// MARK: - _IdentifierTable + Hashing

extension _IdentifierTable {
  /// The hash of an identifier, as ``value(forKey:hash:)`` takes it: the same in every table
  /// of the process, so one hash serves several.
  ///
  /// - Complexity: O(1) for an integer; otherwise that of the identifier's `hash(into:)`.
  @inlinable
  func hash(of id: ID) -> UInt64 { buffer.hash(of: id) }
}

extension _IdentifierTable.Buffer {
  /// The hash of an identifier, with all 64 bits mixed.
  ///
  /// An integer identifier is mixed by one multiplication with the seed; any other goes
  /// through its `hashValue`, which the standard library computes with SipHash, several times
  /// as long for an `Int`.
  @inlinable
  func hash(of id: ID) -> UInt64 {
    // NB: each comparison of types is settled at compile time where the table is specialized.
    if ID.self == Int.self { return mixed(unsafeBitCast(id, to: Int.self)) }
    if ID.self == Int64.self { return mixed(unsafeBitCast(id, to: Int64.self)) }
    if ID.self == UInt.self { return mixed(unsafeBitCast(id, to: UInt.self)) }
    if ID.self == UInt64.self { return mixed(unsafeBitCast(id, to: UInt64.self)) }
    if ID.self == Int32.self { return mixed(unsafeBitCast(id, to: Int32.self)) }
    if ID.self == UInt32.self { return mixed(unsafeBitCast(id, to: UInt32.self)) }
    return UInt64(truncatingIfNeeded: id.hashValue)
  }

  /// An integer's bits mixed with the seed: the two halves of one full-width product, folded.
  @inlinable
  func mixed(_ value: some FixedWidthInteger) -> UInt64 {
    let product = (UInt64(truncatingIfNeeded: value) ^ seed)
      .multipliedFullWidth(by: Self.goldenRatioMultiplier)
    return product.high ^ product.low
  }

  /// The integer part of 2⁶⁴ divided by the golden ratio, an odd number: a product by it
  /// carries every bit of an integer into the high half.
  @inlinable
  static var goldenRatioMultiplier: UInt64 { 0x9E37_79B9_7F4A_7C15 }
}

/// The seed integer identifiers are hashed with: drawn from `Hasher`, so random per process
/// unless `SWIFT_DETERMINISTIC_HASHING` is set, like the standard library's own.
///
/// NB: unknown to whoever chooses the identifiers, it keeps them from choosing identifiers that
/// all fall into one run of buckets.
@usableFromInline
let _integerIdentifierSeed: UInt64 = {
  var hasher = Hasher()
  hasher.combine(0x7AB0_1A5E_ED00)
  return UInt64(truncatingIfNeeded: hasher.finalize())
}()
