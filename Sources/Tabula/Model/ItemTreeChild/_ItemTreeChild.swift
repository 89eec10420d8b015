/// What an inner node of an item tree keeps of each child: the number of items below it and
/// the label of the last one.
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

  @inlinable
  init(count: Int, lastLabel: UInt64) {
    self.count = count
    self.lastLabel = lastLabel
  }
}
