/// Where an item stands, in a form that does not change when other items come or go: the
/// key of its section and its label in that section's tree.
///
/// NB: not nested in `Snapshot`: a type nested in a generic type is generic too, and generic
/// code that is not specialized looks up its metadata at run time on every use. The label is
/// kept in two halves so that a slot takes 12 bytes rather than 16: the identifier table
/// holds one per bucket.
@usableFromInline
struct _ItemSlot: Sendable {
  @usableFromInline var sectionKey: Int32
  @usableFromInline var labelLow: UInt32
  @usableFromInline var labelHigh: UInt32

  @inlinable
  init(sectionKey: Int, label: UInt64) {
    self.sectionKey = Int32(truncatingIfNeeded: sectionKey)
    labelLow = UInt32(truncatingIfNeeded: label)
    labelHigh = UInt32(truncatingIfNeeded: label >> 32)
  }

  /// The item's label in its section's tree.
  @inlinable
  var label: UInt64 { UInt64(labelHigh) << 32 | UInt64(labelLow) }
}
