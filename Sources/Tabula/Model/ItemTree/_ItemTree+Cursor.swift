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
    @usableFromInline var leafStart: Int
    /// The position of the item ``current`` reads.
    @usableFromInline private(set) var position: Int

    @inlinable
    init(_ tree: _ItemTree, at position: Int) {
      root = tree.root
      leafItems = []
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
      leafItems = leaf.items
      self.leafStart = leafStart
      position = leafStart + offset + 1
      if offset + 1 >= leafItems.count { load() }
    }

    /// The first of the next `limit` items after ``current``, in the same leaf, for which
    /// `isWanted` is true, with its position.
    @inlinable
    func peek(within limit: Int, where isWanted: (Item) -> Bool) -> (position: Int, item: Item)? {
      let start = position - leafStart + 1
      guard start >= 0, start < leafItems.count else { return nil }
      for offset in start..<Swift.min(start + limit, leafItems.count)
      where isWanted(leafItems[offset]) {
        return (leafStart + offset, leafItems[offset])
      }
      return nil
    }

    /// Reads the leaf that holds ``position``; past the end, no leaf.
    @inlinable
    mutating func load() {
      guard position >= 0, position < root.count else {
        leafItems = []
        leafStart = position
        return
      }
      let (leaf, start) = _ItemTree.leaf(in: root, holding: position)
      leafItems = leaf.items
      leafStart = start
    }

    @inlinable
    mutating func next() -> Item? {
      guard let item = current else { return nil }
      advance()
      return item
    }
  }
}
