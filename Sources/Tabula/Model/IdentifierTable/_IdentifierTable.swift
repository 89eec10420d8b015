/// The hash table from identifiers to slots under a snapshot's item index: open addressing
/// with linear probing, in three arrays (a control byte, the identifier, the slot per bucket)
/// and as many buckets as it needs rather than a power of two.
///
/// A `Dictionary` of a million identifiers rounds up to 2²¹ buckets, about 42 bytes per item
/// for an `Int` identifier and a 12-byte slot; this table holds them in 1.25 buckets each, about
/// 26 bytes. Each control byte keeps seven bits of the identifier's hash, so a probe compares
/// identifiers only when those bits agree.
///
/// A value with value semantics: copies share the buckets until one of them is changed.
@usableFromInline
struct _IdentifierTable<ID: Hashable, Slot> {
  @usableFromInline var buffer: Buffer

  /// An empty table.
  @inlinable
  init() {
    buffer = Buffer(capacity: 0)
  }

  /// The number of identifiers.
  ///
  /// - Complexity: O(1).
  @inlinable
  var count: Int { buffer.count }

  /// Makes room for `capacity` identifiers in all, so that adding them never rebuilds.
  ///
  /// - Complexity: O(*n*) if it rebuilds.
  @inlinable
  mutating func reserveCapacity(_ capacity: Int) {
    let needed = Self.bucketCount(for: capacity)
    guard needed > buffer.capacity else { return makeUnique() }
    buffer = buffer.rebuilt(capacity: needed)
  }

  /// The slot of an identifier, or `nil` if the table does not hold it.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  subscript(id: ID) -> Slot? {
    buffer.lookup(id, hash: Self.hash(of: id)).map { buffer.slots[$0] }
  }

  /// Sets the slot of an identifier and returns the one it replaced.
  ///
  /// - Complexity: O(1) on average; O(*n*) when the table grows, amortized O(1).
  @inlinable
  @discardableResult
  mutating func updateValue(_ slot: Slot, forKey id: ID) -> Slot? {
    makeUnique()
    let hash = Self.hash(of: id)
    var bucket = buffer.find(id, hash: hash)
    if bucket.found {
      let old = buffer.slots[bucket.index]
      buffer.slots[bucket.index] = slot
      return old
    }
    if buffer.isFull(reusing: bucket.index) {
      buffer = buffer.rebuilt(capacity: buffer.capacityForGrowth)
      bucket = buffer.find(id, hash: hash)
    }
    buffer.insert(id, slot, hash: hash, at: bucket.index)
    return nil
  }

  /// Removes an identifier and returns its slot.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  @discardableResult
  mutating func removeValue(forKey id: ID) -> Slot? {
    let bucket = buffer.find(id, hash: Self.hash(of: id))
    guard bucket.found else { return nil }
    makeUnique()
    return buffer.remove(at: bucket.index)
  }

  /// Gives this table buckets of its own, copying them if another copy shares them.
  @inlinable
  mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&buffer) { buffer = buffer.copied() }
  }
}

// MARK: - _IdentifierTable + Sizing

extension _IdentifierTable {
  /// The buckets that hold `count` identifiers at the highest load the table allows.
  @inlinable
  static func bucketCount(for count: Int) -> Int {
    // NB: a quarter more buckets than identifiers, so that 9% more can be added before
    // the table is rebuilt at its highest load, seven buckets in eight.
    count == 0 ? 0 : count + count / 4 + 1
  }

  /// The hash of an identifier, with all 64 bits mixed.
  @inlinable
  static func hash(of id: ID) -> UInt64 {
    UInt64(truncatingIfNeeded: id.hashValue)
  }
}

// MARK: - _IdentifierTable + Sendable

// NB: the buffer is only written while this table alone holds it (`isKnownUniquelyReferenced`),
// as Dictionary's storage is.
extension _IdentifierTable: @unchecked Sendable where ID: Sendable, Slot: Sendable {}
