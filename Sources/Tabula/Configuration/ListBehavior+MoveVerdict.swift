// MARK: - ListBehavior + Move verdict

extension ListBehavior {
  /// What a ``ListBehavior/moveRule`` answers for an item the user moves or drops.
  public enum MoveVerdict: Hashable, Sendable {
    /// The item may land there.
    case allowed

    /// The item may not land there; the reason is reported in the diagnostic.
    case refused(reason: String)

    /// The item lands at this place instead, counted as the proposed place is; a redirected
    /// place must be allowed itself, or the move is refused.
    case redirected(to: ItemPath)
  }
}
