// MARK: - UICollectionViewDragDelegate

/// The methods a collection view calls to start a drag of its items.
///
/// UIKit's optional requirements are requirements with defaults here, UIKit's behaviour when a
/// method is absent; see `UICollectionViewDataSource` for the dispatch caveat.
@available(iOS 11.0, *) @available(tvOS, unavailable)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable, message: "UICollectionViewDragDelegate is unavailable in tvOS")
#endif
@MainActor public protocol UICollectionViewDragDelegate: NSObjectProtocol {
  /// The items to drag when the user lifts the item at `indexPath`; none starts no drag.
  func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem]

  /// The items to add to a drag under way when the user taps the item at `indexPath`; none
  /// (also when not implemented) adds nothing.
  func collectionView(
    _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession,
    at indexPath: IndexPath,
    point: CGPoint
  ) -> [UIDragItem]

  /// The lift ended and the drag began; always balanced by `dragSessionDidEnd`.
  func collectionView(
    _ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)

  /// The drag ended, whatever became of it.
  func collectionView(
    _ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession)

  /// Whether a drop may move the items; `true` when not implemented.
  func collectionView(
    _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession
  )
    -> Bool

  /// Whether the drag stays inside this app; `false` when not implemented.
  func collectionView(
    _ collectionView: UICollectionView,
    dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
  ) -> Bool
}

@available(iOS 11.0, *) @available(tvOS, unavailable)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable)
#endif
extension UICollectionViewDragDelegate {
  /// No items.
  public func collectionView(
    _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession,
    at indexPath: IndexPath,
    point: CGPoint
  ) -> [UIDragItem] {
    []
  }

  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession
  ) {}

  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession
  ) {}

  /// `true`, UIKit's default.
  public func collectionView(
    _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession
  )
    -> Bool
  {
    true
  }

  /// `false`, UIKit's default.
  public func collectionView(
    _ collectionView: UICollectionView,
    dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
  ) -> Bool {
    false
  }
}
