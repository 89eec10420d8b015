// MARK: - UICollectionViewDataSource

/// The methods a collection view calls to get its data and cells.
///
/// Optional requirements are ordinary requirements with defaults; see `UITableViewDataSource`
/// for the `respondsToSelector:` emulation and the dispatch caveat.
@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// The number of items in `section`.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int

  /// The cell for the item at `indexPath`; it must come from
  /// `dequeueReusableCell(withReuseIdentifier:for:)` with that index path.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell

  /// The number of sections; 1 when not implemented.
  func numberOfSections(in collectionView: UICollectionView) -> Int

  /// The supplementary view of `kind` at `indexPath`; it must come from
  /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` with that kind and
  /// index path. A layout that shows supplementary views needs it.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView

  /// Whether the item at `indexPath` can be moved; `true` when not implemented (moving still
  /// requires `collectionView(_:moveItemAt:to:)`).
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool

  /// Moves an item in the model after the user reordered it; the view has already moved it.
  /// Not implementing it disables reordering.
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// Not implemented: tells the collection view, which records that its layout needs views
  /// the data source cannot give.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.engine.noteUnimplementedOptionalReached()
    return UICollectionReusableView(frame: .zero)
  }

  /// Every item is movable.
  public func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool {
    true
  }

  /// Not implemented: tells the collection view, which then behaves as UIKit does when
  /// `respondsToSelector:` is false.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    collectionView.engine.noteUnimplementedOptionalReached()
  }
}
