// MARK: - UITableViewDropProposal + Intent

@available(iOS 11.0, *) @available(tvOS, unavailable)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable)
#endif
extension UITableViewDropProposal {
  /// Where a table view places dropped items.
  @available(iOS 11.0, *)
  public enum Intent: Int, Sendable {
    /// The table accepts the drop, but the place is not known yet; no gap opens.
    case unspecified = 0
    /// The items go into rows inserted at the destination index path; a gap opens there.
    case insertAtDestinationIndexPath = 1
    /// The items go into the row at the destination index path, which is highlighted.
    case insertIntoDestinationIndexPath = 2
    /// The table chooses between the two insertions by where the drop is.
    case automatic = 3
  }
}
