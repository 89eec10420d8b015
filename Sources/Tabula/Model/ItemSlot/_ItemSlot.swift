/// Where an item stands, in a form that does not change when other items come or go: the
/// key of its section and its label in that section's tree.
///
/// The section's index when the slot was written is kept as a hint: it holds until sections
/// are inserted, removed or moved before it, and saves a table lookup while it does.
///
/// NB: not nested in `Snapshot`: a type nested in a generic type is generic too, and generic
/// code that is not specialized looks up its metadata at run time on every use.
@usableFromInline
struct _ItemSlot: Sendable {
  @usableFromInline var sectionKey: Int32
  @usableFromInline var sectionHint: Int32
  @usableFromInline var label: UInt64

  @inlinable
  init(sectionKey: Int, section: Int, label: UInt64) {
    self.sectionKey = Int32(truncatingIfNeeded: sectionKey)
    self.sectionHint = Int32(truncatingIfNeeded: section)
    self.label = label
  }
}
