/// What an inner node of an item tree keeps of each child: the number of items below it, the
/// label of the last one, and the lowest outline level among them.
///
/// NB: one array of these rather than two arrays: a node copied for an edit then copies one
/// array, not two.
@usableFromInline
@frozen
struct _ItemTreeChild: Equatable, Sendable {
  /// The number of items below the child.
  @usableFromInline var count: Int
  /// The label of the last item below the child; 0 if it has none.
  @usableFromInline var lastLabel: UInt64
  /// The lowest level of an item below the child: where a subtree of an outline ends, or
  /// where an item's parent stands, is found by skipping children whose items are all deeper.
  @usableFromInline var minimumLevel: UInt32

  @inlinable
  init(count: Int, lastLabel: UInt64, minimumLevel: UInt32 = 0) {
    self.count = count
    self.lastLabel = lastLabel
    self.minimumLevel = minimumLevel
  }
}
