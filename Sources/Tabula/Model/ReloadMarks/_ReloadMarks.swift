/// The items and sections of a snapshot marked for reload or reconfigure.
///
/// A snapshot holds its marks as an optional, `nil` when there are none, as there mostly are:
/// a copy of the snapshot then retains nothing for them.
@usableFromInline
struct _ReloadMarks<ItemID: Hashable, SectionID: Hashable> {
  @usableFromInline var reloadedItems: Set<ItemID> = []
  @usableFromInline var reconfiguredItems: Set<ItemID> = []
  @usableFromInline var reloadedSections: Set<SectionID> = []

  @inlinable
  init() {}

  /// Whether nothing is marked.
  @inlinable
  var isEmpty: Bool {
    reloadedItems.isEmpty && reconfiguredItems.isEmpty && reloadedSections.isEmpty
  }
}

// MARK: - _ReloadMarks + Sendable

extension _ReloadMarks: Sendable where ItemID: Sendable, SectionID: Sendable {}
