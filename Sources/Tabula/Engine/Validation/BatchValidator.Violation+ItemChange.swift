// MARK: - BatchValidator.Violation + ItemChange

extension BatchValidator.Violation {
  /// One item operation of a batch, as a ``BatchValidator/Violation/Kind`` names it when the operation
  /// touches a section that is changed in the same batch.
  ///
  /// ```swift
  /// // Deleting item 0 of a deleted section 1:
  /// BatchValidator.Violation.Kind.itemChangeInDeletedSection(.delete(ItemPath(section: 1, item: 0)))
  /// ```
  public enum ItemChange: Hashable, Sendable {
    /// An item delete, at its position before the update.
    case delete(ItemPath)

    /// An item insert, at its position after the update.
    case insert(ItemPath)

    /// An item reload, at its position before the update.
    case reload(ItemPath)

    /// An item reconfigure, at its position before the update.
    case reconfigure(ItemPath)

    /// An item move, seen from the section it leaves.
    case moveOut(BatchUpdate.Move<ItemPath>)

    /// An item move, seen from the section it enters.
    case moveIn(BatchUpdate.Move<ItemPath>)

    /// The section the change touches: the section before the update for deletes, reloads,
    /// reconfigures and moves out; the section after the update for inserts and moves in.
    ///
    /// - Complexity: O(1).
    public var section: Int {
      switch self {
      case .delete(let path), .insert(let path), .reload(let path), .reconfigure(let path):
        path.section
      case .moveOut(let move): move.from.section
      case .moveIn(let move): move.to.section
      }
    }
  }
}
