// MARK: - Snapshot + Equatable

extension Snapshot: Equatable {
  /// Two snapshots are equal when they hold equal sections with equal items, in the same
  /// order.
  ///
  /// Reload and reconfigure marks are instructions for the next update, not part of the
  /// list's state, and are not compared.
  ///
  /// - Complexity: O(*n*), where *n* is the number of sections and items.
  public static func == (lhs: Snapshot, rhs: Snapshot) -> Bool {
    lhs._sections == rhs._sections && lhs._items == rhs._items
  }
}
