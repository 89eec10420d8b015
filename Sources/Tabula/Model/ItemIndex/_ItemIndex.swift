/// The table from item identifiers to where the items stand, cheap to copy and to edit once
/// copied.
///
/// A snapshot that owns its table alone edits it in place. A copy shares
/// the table, and each copy records its own later changes beside it instead of copying all of
/// it; once the changes grow to a fraction of the table, they are folded into a table of the
/// copy's own. So a lookup costs one hash where nothing changed since the copy, two
/// otherwise, and an edit of a shared snapshot costs O(1) amortized rather than O(*n*).
@usableFromInline
struct _ItemIndex<ID: Hashable, Slot> {
  /// The table a snapshot may share with its copies.
  @usableFromInline
  final class Storage {
    @usableFromInline @exclusivity(unchecked) var table: _IdentifierTable<ID, Slot>

    @inlinable
    init(_ table: _IdentifierTable<ID, Slot>) {
      self.table = table
    }
  }

  @usableFromInline var storage: Storage
  /// What changed since this copy stopped owning `storage` alone: a new slot, or `nil` for an
  /// identifier that left. A table like `storage`'s, so that a lookup hashes once for both;
  /// `nil` when nothing changed, so that an index without changes allocates none.
  @usableFromInline var changes: _IdentifierTable<ID, Slot?>?
  /// The number of identifiers.
  @usableFromInline var count: Int

  // MARK: Lifecycle

  @inlinable
  init() {
    storage = Storage(_IdentifierTable())
    changes = nil
    count = 0
  }

  // MARK: Internal

  /// Makes room for `capacity` identifiers.
  @inlinable
  mutating func reserveCapacity(_ capacity: Int) {
    makeOwned()
    storage.table.reserveCapacity(capacity)
  }

  /// The slot of an identifier, or `nil` if the table does not hold it; setting `nil` removes
  /// the identifier.
  ///
  /// - Complexity: O(1) on average; a set on a shared table O(1) amortized.
  @inlinable
  subscript(id: ID) -> Slot? {
    get { value(forKey: id, hash: hash(of: id)) }
    set {
      if let newValue {
        updateValue(newValue, forKey: id)
      } else {
        removeValue(forKey: id)
      }
    }
  }

  /// The hash of an identifier, as ``value(forKey:hash:)`` takes it.
  @inlinable
  func hash(of id: ID) -> UInt64 { storage.table.hash(of: id) }

  /// The slot of an identifier whose hash is known, or `nil` if the table does not hold it:
  /// one hash serves the changes, the shared table, and the tables of other snapshots.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  func value(forKey id: ID, hash: UInt64) -> Slot? {
    if let changes, let change = changes.value(forKey: id, hash: hash) { return change }
    return storage.table.value(forKey: id, hash: hash)
  }

  /// Sets the slot of an identifier and returns the one it replaced.
  ///
  /// - Complexity: O(1) on average; on a shared table O(1) amortized.
  @inlinable
  @discardableResult
  mutating func updateValue(_ slot: Slot, forKey id: ID) -> Slot? {
    let old: Slot?
    if isKnownUniquelyReferenced(&storage) {
      if changes != nil { fold() }
      old = storage.table.updateValue(slot, forKey: id)
    } else {
      old = self[id]
      recordChange(slot, forKey: id)
      foldIfLarge()
    }
    if old == nil { count += 1 }
    return old
  }

  /// Sets the slot of an identifier without looking up the slot it replaces, so without
  /// counting it: as a moved item's, which the table holds already, or as an inserted item's,
  /// whose caller adds to ``count`` the identifiers it knows to be new.
  ///
  /// - Complexity: O(1) on average; on a shared table O(1) amortized.
  @inlinable
  mutating func writeValue(_ slot: Slot, forKey id: ID) {
    // NB: unlike `updateValue`, no lookup of the old slot, which only serves the count.
    if isKnownUniquelyReferenced(&storage) {
      if changes != nil { fold() }
      storage.table.updateValue(slot, forKey: id)
    } else {
      recordChange(slot, forKey: id)
      foldIfLarge()
    }
  }

  /// Removes an identifier the table holds, as a removed item's: no lookup of its slot.
  ///
  /// - Complexity: O(1) on average; on a shared table O(1) amortized.
  @inlinable
  mutating func removeValue(forKnownKey id: ID) {
    if isKnownUniquelyReferenced(&storage) {
      if changes != nil { fold() }
      storage.table.removeValue(forKey: id)
    } else {
      recordChange(nil, forKey: id)
      foldIfLarge()
    }
    count -= 1
  }

  /// Removes an identifier and returns its slot.
  ///
  /// - Complexity: O(1) on average; on a shared table O(1) amortized.
  @inlinable
  @discardableResult
  mutating func removeValue(forKey id: ID) -> Slot? {
    let old: Slot?
    if isKnownUniquelyReferenced(&storage) {
      if changes != nil { fold() }
      old = storage.table.removeValue(forKey: id)
    } else {
      old = self[id]
      if old != nil {
        recordChange(nil, forKey: id)
        foldIfLarge()
      }
    }
    if old != nil { count -= 1 }
    return old
  }

  /// Hands the table, owned by this copy alone, to `body` to fill, as a snapshot being built
  /// does: no check of ownership per identifier.
  @inlinable
  mutating func withOwnedTable<Result>(_ body: (inout _IdentifierTable<ID, Slot>) throws -> Result)
    rethrows
    -> Result
  {
    makeOwned()
    defer { count = storage.table.count }
    return try body(&storage.table)
  }

  /// Records a change beside the shared table: a new slot, or `nil` for an identifier that
  /// left.
  @inlinable
  mutating func recordChange(_ change: Slot?, forKey id: ID) {
    // NB: updated in place, not through a copy that would share the buckets.
    if changes == nil { changes = _IdentifierTable() }
    changes?.updateValue(change, forKey: id)
  }

  /// Gives this copy a table of its own once its changes are a sizeable part of the shared
  /// one.
  @inlinable
  mutating func foldIfLarge() {
    // NB: past a fraction of the table, a table of its own is cheaper to read and to copy,
    // and copying it then costs O(1) per change recorded since.
    if let changes, changes.count > Swift.max(64, storage.table.count / 8) { makeOwned() }
  }

  /// Gives this copy a table of its own, holding its changes.
  ///
  /// - Complexity: O(*n*) if the table is shared, O(*c*) for *c* changes otherwise.
  @inlinable
  mutating func makeOwned() {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.table) }
    fold()
  }

  /// Writes the changes into the table, which this copy must own.
  @inlinable
  mutating func fold() {
    let storage = storage
    changes?.forEach { id, change in
      if let change {
        storage.table.updateValue(change, forKey: id)
      } else {
        storage.table.removeValue(forKey: id)
      }
    }
    changes = nil
  }
}

// MARK: - _ItemIndex + Sendable

// NB: the storage class is only written while this index alone holds it
// (`isKnownUniquelyReferenced`), as Array's storage is.
extension _ItemIndex: @unchecked Sendable where ID: Sendable, Slot: Sendable {}
