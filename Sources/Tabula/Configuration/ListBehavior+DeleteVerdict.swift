// MARK: - ListBehavior + Delete verdict

extension ListBehavior {
  /// What a ``ListBehavior/deleteRule`` answers for an item the user would delete.
  public enum DeleteVerdict: Hashable, Sendable {
    /// The item may be deleted.
    case allowed

    /// The item may not be deleted; the reason is reported in the diagnostic.
    case refused(reason: String)
  }
}
