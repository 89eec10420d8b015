/// The hash table from identifiers to slots under a snapshot's item index: open addressing
/// with linear probing over as many buckets as it needs rather than a power of two. A bucket
/// holds a control byte, a slot and an identifier that holds no storage, such as an integer;
/// identifiers that hold storage, such as `String`s, stand in an array of their own, in the
/// order they were added, and each bucket holds its identifier's position there.
///
/// A `Dictionary` of a million identifiers rounds up to 2²¹ buckets, about 42 bytes per item
/// for an `Int` identifier and a 12-byte slot; this table holds them in 1.25 buckets of 21
/// bytes, about 26 bytes (1.5 buckets in a table of up to about 21,800, where probes matter
/// more than memory). Each control byte keeps seven bits of the identifier's hash, so a probe
/// compares identifiers only when those bits agree.
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
    value(forKey: id, hash: hash(of: id))
  }

  /// The slot of an identifier whose hash (``hash(of:)``) is known, or `nil` if the table does
  /// not hold it: one hash serves several tables.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  func value(forKey id: ID, hash: UInt64) -> Slot? {
    let bucket = buffer.findInGroups(id, hash: hash)
    return bucket.found ? buffer.slot(at: bucket.index) : nil
  }

  /// Calls `body` with each identifier and its slot, in no particular order.
  ///
  /// - Complexity: O(*capacity*).
  @inlinable
  func forEach(_ body: (ID, Slot) throws -> Void) rethrows {
    for index in 0..<buffer.capacity where buffer.controls[index] >= Buffer.inUse {
      try body(buffer.ids[buffer.entry(at: index)], buffer.slots[index])
    }
  }

  /// Sets the slot of an identifier and returns the one it replaced.
  ///
  /// - Complexity: O(1) on average; O(*n*) when the table grows, amortized O(1).
  @inlinable
  @discardableResult
  mutating func updateValue(_ slot: Slot, forKey id: ID) -> Slot? {
    makeUnique()
    return updateOwnedValue(slot, forKey: id)
  }

  /// Sets the slot of an identifier, as ``updateValue(_:forKey:)`` does, in buckets known to be
  /// this table's own: after one ``makeUnique()``, a snapshot being built sets all its
  /// identifiers with no check of ownership per identifier.
  ///
  /// It takes the identifier, so that the caller's copy is the one stored: an identifier that
  /// holds storage, such as a `String`, is then retained once rather than twice and released.
  ///
  /// - Complexity: O(1) on average; O(*n*) when the table grows, amortized O(1).
  @inlinable
  @discardableResult
  mutating func updateOwnedValue(_ slot: Slot, forKey id: consuming ID) -> Slot? {
    let idHash = hash(of: id)
    var bucket = buffer.findForInsert(id, hash: idHash)
    if bucket.found { return buffer.replaceSlot(at: bucket.index, with: slot) }
    if buffer.isFull(reusing: bucket.index) {
      buffer = buffer.rebuilt(capacity: buffer.capacityForGrowth)
      bucket = buffer.findForInsert(id, hash: idHash)
    }
    buffer.insert(id, slot, hash: idHash, at: bucket.index)
    return nil
  }

  /// Removes an identifier and returns its slot.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  @discardableResult
  mutating func removeValue(forKey id: ID) -> Slot? {
    let bucket = buffer.find(id, hash: hash(of: id))
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
  /// The buckets for `count` identifiers: half as many again in a small table, a quarter more
  /// in a large one.
  ///
  /// A probe for an identifier the table lacks, as a diff's lookup of an inserted item, runs to
  /// the next empty bucket: 13 buckets on average at a load of 0.8, 5 at 0.67. In a small
  /// table the probes this shortens are worth 5 bytes more per `Int` identifier; in a large
  /// one, the memory comes first.
  @inlinable
  static func bucketCount(for count: Int) -> Int {
    guard count > 0 else { return 0 }
    // NB: either way, 9% more identifiers or more can be added before the table is rebuilt at
    // its highest load, seven buckets in eight.
    let roomy = count + count / 2 + 1
    return roomy <= smallTableCapacity ? roomy : count + count / 4 + 1
  }

  /// The most buckets of a small table, which an insert reads eight control bytes at a time.
  ///
  /// In a table that fits in the processor's caches, a group read spares the mispredicted
  /// branch of a probe whose length varies. In a larger one each probe waits on memory, and
  /// reading a byte at a time lets the processor run ahead on the predicted branch to the next
  /// identifier: a million `Int` identifiers took 30% longer to insert by groups, 100,000 about
  /// as long either way.
  @inlinable
  static var smallTableCapacity: Int { 1 << 15 }
}

// MARK: - _IdentifierTable + Sendable

// NB: the buffer is only written while this table alone holds it (`isKnownUniquelyReferenced`),
// as Dictionary's storage is.
extension _IdentifierTable: @unchecked Sendable where ID: Sendable, Slot: Sendable {}
