// MARK: - _ItemTree + Cursor

extension _ItemTree {
  /// A position in a tree that reads the items from there on: one step costs O(1), except
  /// where it enters the next leaf, and a jump costs O(log *n*).
  @usableFromInline
  struct Cursor: IteratorProtocol {
    @usableFromInline let root: Node
    // NB: the leaf's items, not the leaf: a step then reads an array, with no access to a
    // class's storage.
    @usableFromInline var leafItems: ContiguousArray<Item>
    /// The address of the leaf's first item, where ``currentAddress`` and ``peek(within:forIDOf:)``
    /// read items in place.
    ///
    /// NB: `leafItems` keeps that storage alive and is never changed, only replaced together
    /// with this address (``show(_:from:)``). Read through `ContiguousArray`'s subscript, an
    /// item is copied, which retains and releases what it holds, such as a `String`.
    @usableFromInline var leafAddress: UnsafePointer<Item>?
    @usableFromInline var leafStart: Int
    /// The position of the item ``current`` reads.
    @usableFromInline private(set) var position: Int

    @inlinable
    init(_ tree: _ItemTree, at position: Int) {
      root = tree.root
      leafItems = []
      leafAddress = nil
      leafStart = 0
      self.position = 0
      seek(to: position)
    }

    /// The item at ``position``, or `nil` past the end.
    @inlinable
    var current: Item? {
      position - leafStart < leafItems.count ? leafItems[position - leafStart] : nil
    }

    /// Steps to the next item.
    @inlinable
    mutating func advance() {
      position += 1
      if position - leafStart >= leafItems.count { load() }
    }

    /// Jumps to a position; past the end, ``current`` is `nil`.
    @inlinable
    mutating func seek(to position: Int) {
      self.position = position
      guard position < leafStart || position - leafStart >= leafItems.count else { return }
      load()
    }

    /// Jumps to the item after the one at `offset` in `leaf`, a leaf of this tree whose first
    /// item stands at `leafStart`: a descent only if that leaf ends there.
    @inlinable
    mutating func seek(after offset: Int, in leaf: Node, startingAt leafStart: Int) {
      show(leaf.items, from: leafStart)
      position = leafStart + offset + 1
      if offset + 1 >= leafItems.count { load() }
    }

    /// Reads the leaf that holds ``position``; past the end, no leaf.
    @inlinable
    mutating func load() {
      guard position >= 0, position < root.count else { return show([], from: position) }
      let (leaf, start) = _ItemTree.leaf(in: root, holding: position)
      show(leaf.items, from: start)
    }

    /// Reads these items of a leaf, the first of which stands at `start`.
    @inlinable
    mutating func show(_ items: ContiguousArray<Item>, from start: Int) {
      leafItems = items
      leafAddress = leafItems.withUnsafeBufferPointer { $0.baseAddress }
      leafStart = start
    }

    /// The address of the item at ``position``, or `nil` past the end: valid until the cursor
    /// moves.
    @inlinable
    var currentAddress: UnsafePointer<Item>? {
      let offset = position - leafStart
      guard offset < leafItems.count, let leafAddress else { return nil }
      return leafAddress + offset
    }

    @inlinable
    mutating func next() -> Item? {
      guard let item = current else { return nil }
      advance()
      return item
    }
  }
}

// MARK: - _ItemTree.Cursor + Identifiable

extension _ItemTree.Cursor where Item: Identifiable {
  /// The position of the first of the next `limit` items after ``current``, in the same leaf,
  /// that has the identifier of `item`.
  @inlinable
  func peek(within limit: Int, forIDOf item: borrowing Item) -> Int? {
    let start = position - leafStart + 1
    guard start >= 0, start < leafItems.count, let leafAddress else { return nil }
    for offset in start..<Swift.min(start + limit, leafItems.count)
    where leafAddress[offset].id == item.id {
      return leafStart + offset
    }
    return nil
  }
}
