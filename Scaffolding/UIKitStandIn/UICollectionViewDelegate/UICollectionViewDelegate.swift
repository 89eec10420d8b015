// MARK: - UICollectionViewDelegate

/// The methods a collection view calls for selection.
@MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// The item at `indexPath` was selected by the user.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)

  /// The item at `indexPath` was deselected by the user.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)

  /// The view is about to show `cell` for the item at `indexPath`: called when the item comes
  /// into view, after `collectionView(_:cellForItemAt:)`.
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)

  /// Where an item the user is moving would land: `proposedIndexPath` when not implemented.
  @available(iOS 15.0, tvOS 15.0, *)
  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath

  // Not declared when emulating tvOS 15, where UIKit marks them unavailable.
  #if !UIKIT_STANDIN_TVOS
  /// Whether a two-finger pan starting on the item at `indexPath` turns
  /// `allowsMultipleSelection` on and selects items; `false` when not implemented.
  @available(iOS 13.0, *) @available(tvOS, unavailable)
  func collectionView(
    _ collectionView: UICollectionView,
    shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool

  /// The two-finger pan began and the view turned `allowsMultipleSelection` on.
  @available(iOS 13.0, *) @available(tvOS, unavailable)
  func collectionView(
    _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)

  /// The multiple-selection gesture ended; multiple selection stays on.
  @available(iOS 13.0, *) @available(tvOS, unavailable)
  func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView)

  /// The context menu for the item at `indexPath`; `nil` (also when not implemented) shows no
  /// menu. From iOS 16, UIKit calls it only when the delegate does not implement
  /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)`.
  @available(iOS, introduced: 13.0, deprecated: 16.0)
  @available(tvOS, unavailable)
  @available(visionOS, deprecated: 1.0)
  #if UIKIT_STANDIN_VISIONOS
  @available(
    *, deprecated, message: "Use collectionView(_:contextMenuConfigurationForItemsAt:point:)"
  )
  #endif
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration?

  /// The context menu for the items at `indexPaths` (empty: the space between items; several:
  /// a multiple selection); `nil` (also when not implemented) shows no menu.
  @available(iOS 16.0, tvOS 17.0, *)
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  #endif
}

extension UICollectionViewDelegate {
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// `proposedIndexPath`.
  @available(iOS 15.0, tvOS 15.0, *)
  public func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    proposedIndexPath
  }

  #if !UIKIT_STANDIN_TVOS
  /// `false`, UIKit's default.
  @available(iOS 13.0, *) @available(tvOS, unavailable)
  public func collectionView(
    _ collectionView: UICollectionView,
    shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool {
    false
  }

  /// Does nothing.
  @available(iOS 13.0, *) @available(tvOS, unavailable)
  public func collectionView(
    _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  @available(iOS 13.0, *) @available(tvOS, unavailable)
  public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {
  }

  /// No context menu.
  @available(iOS, introduced: 13.0, deprecated: 16.0)
  @available(tvOS, unavailable)
  @available(visionOS, deprecated: 1.0)
  #if UIKIT_STANDIN_VISIONOS
  @available(
    *, deprecated, message: "Use collectionView(_:contextMenuConfigurationForItemsAt:point:)"
  )
  #endif
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    nil
  }

  /// Not implemented: tells the collection view, which then asks
  /// `collectionView(_:contextMenuConfigurationForItemAt:point:)`, as UIKit does when
  /// `respondsToSelector:` is false.
  @available(iOS 16.0, tvOS 17.0, *)
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    collectionView.engine.noteUnimplementedOptionalReached()
    return nil
  }
  #endif
}
