// MARK: - UICollectionViewDropDelegate

/// The methods a collection view calls while a drag is over it, and to drop.
///
/// UIKit's optional requirements are requirements with defaults here; see
/// `UICollectionViewDataSource` for the dispatch caveat.
@available(iOS 11.0, *) @available(tvOS, unavailable)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable, message: "UICollectionViewDropDelegate is unavailable in tvOS")
#endif
@MainActor public protocol UICollectionViewDropDelegate: NSObjectProtocol {
  /// The user dropped: update the model and the view, then animate each item to its place
  /// with the coordinator. Items left unplaced animate back where they came from.
  func collectionView(
    _ collectionView: UICollectionView,
    performDropWith coordinator: any UICollectionViewDropCoordinator)

  /// Whether the view takes part in this drop at all; `true` when not implemented. When
  /// `false`, no other drop method is called for the session.
  func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession)
    -> Bool

  /// The drag entered the view.
  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession)

  /// The drag moved over the view: what a drop at `destinationIndexPath` would do. The index
  /// path may be one past the last item of a section (an append), or `nil`.
  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal

  /// The drag left the view.
  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession)

  /// The drop session ended, whatever became of it.
  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession)
}

@available(iOS 11.0, *) @available(tvOS, unavailable)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable)
#endif
extension UICollectionViewDropDelegate {
  /// `true`, UIKit's default.
  public func collectionView(
    _ collectionView: UICollectionView, canHandle session: any UIDropSession
  ) -> Bool {
    true
  }

  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession
  ) {}

  /// A `.cancel` proposal (the stand-in's assumption; UIKit does not document its default).
  public func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal {
    UICollectionViewDropProposal(operation: .cancel, intent: .unspecified)
  }

  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession
  ) {}

  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession
  ) {}
}
