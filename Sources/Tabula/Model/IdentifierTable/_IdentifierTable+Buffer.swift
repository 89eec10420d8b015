// MARK: - _IdentifierTable + Buffer

extension _IdentifierTable {
  /// The buckets, and the identifiers they point to.
  ///
  /// Each bucket has a control byte (empty, removed, or in use with seven bits of the hash)
  /// and, in use, a slot and an identifier. An identifier that holds storage (a `String`)
  /// stands in an array of their own, in the order they were added, with no gaps (a removal
  /// moves the last one into the gap), and its bucket holds its position there. One that
  /// holds none (an integer) stays in its bucket (``keepsIdentifiersInBuckets``).
  ///
  /// NB: a snapshot adds its identifiers in list order, which is also the order their storage
  /// was allocated in: released in that order rather than in the buckets' random one, a
  /// million `String` identifiers took a fifth to a quarter of the time. An identifier with
  /// nothing to release gains nothing from that order, and in its bucket a lookup reads it
  /// beside the control byte instead of after its position. Slots hold no storage, so they
  /// stay in the buckets.
  @usableFromInline
  final class Buffer {
    @usableFromInline let capacity: Int
    /// The number of identifiers, which stand at positions `0..<count` of `ids` unless they
    /// stay in their buckets.
    @usableFromInline @exclusivity(unchecked) var count: Int
    /// Buckets in use plus removed ones: probes run over both, so both count towards the load.
    @usableFromInline @exclusivity(unchecked) var occupied: Int
    @usableFromInline let controls: UnsafeMutablePointer<UInt8>
    /// The position in `ids` of each bucket's identifier, where the bucket is in use; unused
    /// where identifiers stay in their buckets.
    @usableFromInline let entries: UnsafeMutablePointer<UInt32>
    @usableFromInline let ids: UnsafeMutablePointer<ID>
    @usableFromInline let slots: UnsafeMutablePointer<Slot>
    /// The process's seed for integer identifiers (``_integerIdentifierSeed``), read once per
    /// buffer rather than once per hash.
    @usableFromInline let seed: UInt64

    /// Empty buckets.
    @inlinable
    init(capacity: Int) {
      precondition(capacity <= Int(UInt32.max), "An identifier table holds at most 2³² buckets")
      self.capacity = capacity
      count = 0
      occupied = 0
      controls = .allocate(capacity: Swift.max(capacity, 1))
      controls.initialize(repeating: Self.empty, count: Swift.max(capacity, 1))
      let positions = Self.keepsIdentifiersInBuckets ? 1 : Swift.max(capacity, 1)
      entries = .allocate(capacity: positions)
      entries.initialize(repeating: 0, count: positions)
      // NB: the load never passes seven buckets in eight (`isFull(reusing:)`), and every
      // identifier holds a bucket.
      ids = .allocate(
        capacity: Swift.max(
          Self.keepsIdentifiersInBuckets ? capacity : Self.mostEntries(in: capacity), 1))
      slots = .allocate(capacity: Swift.max(capacity, 1))
      seed = _integerIdentifierSeed
    }

    deinit {
      if !Self.keepsIdentifiersInBuckets { ids.deinitialize(count: count) }
      if !_isPOD(Slot.self) {
        for index in 0..<capacity where controls[index] >= Self.inUse {
          (slots + index).deinitialize(count: 1)
        }
      }
      controls.deallocate()
      entries.deallocate()
      ids.deallocate()
      slots.deallocate()
    }

    /// The most identifiers `capacity` buckets hold: seven in eight.
    @inlinable
    static func mostEntries(in capacity: Int) -> Int { capacity * 7 / 8 }

    /// Whether each identifier stays in its bucket rather than in insertion order: those that
    /// hold no storage, whose release costs nothing in any order.
    @inlinable
    static var keepsIdentifiersInBuckets: Bool { _isPOD(ID.self) }

    /// The position in `ids` of the identifier in bucket `index`, which is in use.
    @inlinable
    func entry(at index: Int) -> Int {
      Self.keepsIdentifiersInBuckets ? index : Int(truncatingIfNeeded: entries[index])
    }

    /// The slot of the identifier in the bucket at `index`, which is in use.
    @inlinable
    func slot(at index: Int) -> Slot { slots[index] }

    /// A control byte of a bucket never used.
    @inlinable static var empty: UInt8 { 0 }
    /// A control byte of a bucket whose identifier was removed.
    @inlinable static var removed: UInt8 { 1 }
    /// The least control byte of a bucket in use.
    @inlinable static var inUse: UInt8 { 0x80 }

    /// The control byte of a bucket holding an identifier with this hash.
    @inlinable
    static func control(of hash: UInt64) -> UInt8 {
      UInt8(truncatingIfNeeded: hash) | inUse
    }

    /// The bucket where the probe for this hash starts.
    @inlinable
    func home(of hash: UInt64) -> Int {
      Int(truncatingIfNeeded: hash.multipliedFullWidth(by: UInt64(capacity)).high)
    }

    /// The bucket holding `id`, or, if none does, the bucket to insert it into: the first
    /// removed bucket on its probe, or the empty one that ends it.
    @inlinable
    func find(_ id: ID, hash: UInt64) -> (index: Int, found: Bool) {
      guard capacity > 0 else { return (0, false) }
      return find(id, hash: hash, from: home(of: hash), reusable: -1)
    }

    /// What ``find(_:hash:)`` finds, going on with a probe from bucket `index`, a byte at a
    /// time; `reusable` is the first removed bucket the probe met before it, or -1.
    @inlinable
    func find(_ id: ID, hash: UInt64, from index: Int, reusable: Int) -> (index: Int, found: Bool) {
      let control = Self.control(of: hash)
      var index = index
      var reusable = reusable
      while true {
        let current = controls[index]
        if current == control, ids[entry(at: index)] == id { return (index, true) }
        if current == Self.empty { return (reusable >= 0 ? reusable : index, false) }
        if current == Self.removed, reusable < 0 { reusable = index }
        index += 1
        if index == capacity { index = 0 }
      }
    }

    /// What ``find(_:hash:)`` finds, reading eight control bytes at a time where they do not
    /// run past the end.
    ///
    /// A probe for an identifier the table lacks runs to the next empty bucket, a dozen
    /// buckets on average at the highest load, as a diff's lookups of inserted items do; read
    /// a byte at a time, its varying length costs a mispredicted branch.
    @inlinable
    func findInGroups(_ id: ID, hash: UInt64) -> (index: Int, found: Bool) {
      guard capacity > 0 else { return (0, false) }
      let control = Self.control(of: hash)
      let home = home(of: hash)
      // NB: read before the control bytes say whether it is wanted, so that the two reads wait
      // on memory together; most identifiers stand in their home bucket.
      let homeEntry = entry(at: home)
      var index = home
      var reusable = -1
      while true {
        guard index &+ 8 <= capacity else {
          return find(id, hash: hash, from: index, reusable: reusable)
        }
        let group = UInt64(
          littleEndian: UnsafeRawPointer(controls + index).loadUnaligned(as: UInt64.self))
        let empties = Self.bytes(of: Self.empty, in: group)
        // The probe ends at the first empty bucket; bytes past it are not on it.
        let onProbe = empties == 0 ? ~0 : (empties & (0 &- empties)) &- 1
        var matches = Self.bytes(of: control, in: group) & onProbe
        while matches != 0 {
          let bucket = index + matches.trailingZeroBitCount / 8
          let entry = bucket == home ? homeEntry : entry(at: bucket)
          if ids[entry] == id { return (bucket, true) }
          matches &= matches &- 1
        }
        if reusable < 0 {
          let removed = Self.bytes(of: Self.removed, in: group) & onProbe
          if removed != 0 { reusable = index + removed.trailingZeroBitCount / 8 }
        }
        if empties != 0 {
          return (reusable >= 0 ? reusable : index + empties.trailingZeroBitCount / 8, false)
        }
        index += 8
        if index == capacity { index = 0 }
      }
    }

    /// The bucket holding `id`, or the bucket to insert it into, as ``find(_:hash:)`` finds
    /// it: eight control bytes at a time in a small table
    /// (``_IdentifierTable/smallTableCapacity``), a byte at a time in a larger one.
    @inlinable
    func findForInsert(_ id: ID, hash: UInt64) -> (index: Int, found: Bool) {
      capacity <= _IdentifierTable.smallTableCapacity
        ? findInGroups(id, hash: hash) : find(id, hash: hash)
    }

    /// The high bit of each byte of `group` that equals `byte`, and no other bit.
    @inlinable
    static func bytes(of byte: UInt8, in group: UInt64) -> UInt64 {
      let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
      let zeroed = group ^ (UInt64(byte) &* 0x0101_0101_0101_0101)
      // NB: a byte's low seven bits plus 0x7F carry into its high bit unless they are all 0,
      // and never into the next byte: the high bit is left set only on bytes that were 0.
      return ~(((zeroed & low) &+ low) | zeroed | low)
    }

    /// Whether inserting into `index` would take the table past its highest load.
    @inlinable
    func isFull(reusing index: Int) -> Bool {
      guard capacity > 0 else { return true }
      let taken = controls[index] == Self.removed ? occupied : occupied + 1
      return taken > Self.mostEntries(in: capacity)
    }

    /// Puts an identifier that is not in the table, with its slot, into bucket `index` as `find`
    /// gave it; an identifier that does not stay in its bucket stands after the last one.
    @inlinable
    func insert(_ id: consuming ID, _ slot: Slot, hash: UInt64, at index: Int) {
      if controls[index] == Self.empty { occupied += 1 }
      controls[index] = Self.control(of: hash)
      if Self.keepsIdentifiersInBuckets {
        (ids + index).initialize(to: id)
      } else {
        entries[index] = UInt32(truncatingIfNeeded: count)
        (ids + count).initialize(to: id)
      }
      (slots + index).initialize(to: slot)
      count += 1
    }

    /// Sets the slot of the identifier in bucket `index`, which is in use, and returns the old.
    @inlinable
    func replaceSlot(at index: Int, with slot: Slot) -> Slot {
      let old = slots[index]
      slots[index] = slot
      return old
    }

    /// Takes the identifier out of bucket `index` and returns its slot; the last identifier
    /// moves into the gap, unless identifiers stay in their buckets.
    @inlinable
    func remove(at index: Int) -> Slot {
      let entry = entry(at: index)
      controls[index] = Self.removed
      (ids + entry).deinitialize(count: 1)
      let slot = (slots + index).move()
      count -= 1
      if !Self.keepsIdentifiersInBuckets && entry != count {
        entries[bucket(ofEntry: count)] = UInt32(truncatingIfNeeded: entry)
        (ids + entry).moveInitialize(from: ids + count, count: 1)
      }
      return slot
    }

    /// The bucket in use that points to position `entry` of `ids`.
    @inlinable
    func bucket(ofEntry entry: Int) -> Int {
      let target = UInt32(truncatingIfNeeded: entry)
      var index = home(of: hash(of: ids[entry]))
      while controls[index] < Self.inUse || entries[index] != target {
        index += 1
        if index == capacity { index = 0 }
      }
      return index
    }

    /// A buffer holding the same identifiers and slots in the same buckets and order.
    ///
    /// - Complexity: O(*capacity*).
    @inlinable
    func copied() -> Buffer {
      let copy = Buffer(capacity: capacity)
      copy.controls.update(from: controls, count: capacity)
      if !Self.keepsIdentifiersInBuckets {
        copy.entries.update(from: entries, count: capacity)
        copy.ids.initialize(from: ids, count: count)
      }
      for index in 0..<capacity where controls[index] >= Self.inUse {
        if Self.keepsIdentifiersInBuckets { (copy.ids + index).initialize(to: ids[index]) }
        (copy.slots + index).initialize(to: slots[index])
      }
      copy.count = count
      copy.occupied = occupied
      return copy
    }

    /// The capacity to rebuild with before one more identifier goes in: the same if removed
    /// buckets take a quarter of the table or more and the identifiers fit without them, twice
    /// the identifiers otherwise.
    @inlinable
    var capacityForGrowth: Int {
      let fitsWithoutRemoved = count < Self.mostEntries(in: capacity)
      return fitsWithoutRemoved && (occupied - count) * 4 >= capacity
        ? capacity : _IdentifierTable.bucketCount(for: Swift.max(8, count * 2))
    }

    /// A buffer of `capacity` buckets holding the same identifiers and slots, those that do not
    /// stay in their buckets in the same order.
    ///
    /// - Complexity: O(*n* + *capacity*).
    @inlinable
    func rebuilt(capacity newCapacity: Int) -> Buffer {
      let copy = Buffer(capacity: newCapacity)
      if Self.keepsIdentifiersInBuckets {
        for index in 0..<capacity where controls[index] >= Self.inUse {
          let id = ids[index]
          let idHash = hash(of: id)
          copy.insert(
            id, slots[index], hash: idHash, at: copy.findForInsert(id, hash: idHash).index)
        }
        return copy
      }
      // NB: gathered in the identifiers' order, the slots go in with them, which keeps that order.
      let ordered = UnsafeMutablePointer<Slot>.allocate(capacity: Swift.max(count, 1))
      defer { ordered.deallocate() }
      for index in 0..<capacity where controls[index] >= Self.inUse {
        (ordered + entry(at: index)).initialize(to: slots[index])
      }
      for entry in 0..<count {
        let id = ids[entry]
        let idHash = hash(of: id)
        copy.insert(
          id, (ordered + entry).move(), hash: idHash,
          at: copy.findForInsert(id, hash: idHash).index)
      }
      return copy
    }
  }
}
