// MARK: - _ItemTree + Cursor

extension _ItemTree {
  /// A position in a tree that reads the items from there on: one step costs O(1), except
  /// where it enters the next leaf, and a jump costs O(log *n*).
  @usableFromInline
  struct Cursor: IteratorProtocol {
    @usableFromInline let root: Node
    @usableFromInline var leaf: Node
    @usableFromInline var leafStart: Int
    /// The position of the item ``current`` reads.
    @usableFromInline private(set) var position: Int

    @inlinable
    init(_ tree: _ItemTree, at position: Int) {
      root = tree.root
      leaf = tree.root
      leafStart = 0
      self.position = 0
      seek(to: position)
    }

    /// The item at ``position``, or `nil` past the end.
    @inlinable
    var current: Item? {
      position < root.count ? leaf.items[position - leafStart] : nil
    }

    /// Steps to the next item.
    @inlinable
    mutating func advance() {
      position += 1
      if position - leafStart >= leaf.items.count, position < root.count {
        (leaf, leafStart) = _ItemTree.leaf(in: root, holding: position)
      }
    }

    /// Jumps to a position; past the end, ``current`` is `nil`.
    @inlinable
    mutating func seek(to position: Int) {
      self.position = position
      if position < root.count {
        (leaf, leafStart) = _ItemTree.leaf(in: root, holding: position)
      }
    }

    @inlinable
    mutating func next() -> Item? {
      guard let item = current else { return nil }
      advance()
      return item
    }
  }
}
