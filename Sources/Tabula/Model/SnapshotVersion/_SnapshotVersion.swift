/// The identity of one state of a snapshot: every mutation gives the snapshot a new one, so two
/// snapshots with the same version hold the same sections and items.
///
/// NB: not nested in `Snapshot`, for the reason `_ItemSlot` is not.
@usableFromInline
final class _SnapshotVersion: Sendable {
  @inlinable
  init() {}
}
