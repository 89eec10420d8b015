// MARK: - UICollectionViewDropProposal + Intent

@available(iOS 11.0, *) @available(tvOS, unavailable)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable)
#endif
extension UICollectionViewDropProposal {
  /// Where a collection view places dropped items.
  @available(iOS 11.0, *)
  public enum Intent: Int, Sendable {
    /// The view accepts the drop, but the place is not known yet; no gap opens.
    case unspecified = 0
    /// The items go into items inserted at the destination index path; a gap opens there.
    case insertAtDestinationIndexPath = 1
    /// The items go into the item at the destination index path, which is highlighted.
    case insertIntoDestinationIndexPath = 2
  }
}
