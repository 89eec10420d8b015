@_spi(Surfaces) public import Tabula

/// The list surface of a collection view: its sections and items are the list's, and each
/// batch reaches it as one `performBatchUpdates(_:completionHandler:)`, decided without
/// AppKit.
///
/// TabulaAppKit's collection adapter answers `NSCollectionViewDataSource` and
/// `NSCollectionViewDelegate` from it and hands it the collection view as a
/// ``CollectionViewHosting``; tests hand it a model. Unlike a table view, a collection view
/// takes the calls of a batch together, in `UICollectionView`'s index spaces
/// (``CollectionViewUpdate``), so a section's header is a supplementary view, not a row.
/// What it shares with the table and outline surfaces is ``ListViewSurface``'s.
@_spi(AppKitUpdates)
@MainActor
public final class CollectionSurface: ListViewSurface, ListSurface {
  /// The collection view.
  public weak var view: (any CollectionViewHosting)?
  /// The drag of the view's own items under way, if any.
  var drag = ListDrag<CollectionDrop>()

  /// The collection view's scroll view, which keeps the user's place across updates. Its rows
  /// are the items in list order, numbered across sections (``itemPath(ofRow:)``); headers
  /// are not rows.
  public weak var scrolling: (any ListViewScrolling)?

  /// Creates the surface of a collection view.
  public override init() {}

  override var viewHost: (any ListViewHosting)? { view }
  override var scroller: (any ListViewScrolling)? { scrolling }
  override func itemPath(ofShownRow row: Int) -> ItemPath? { itemPath(ofRow: row) }
  override func shownRow(of path: ItemPath) -> Int? { row(of: path) }

  // MARK: ListSurface

  /// Shows the data source's items anew (`reloadData()`).
  public func reloadData() {
    guard let view else { return }
    updatingView { view.reloadData() }
    readSelection()
  }

  /// Applies a batch of the data source in one `performBatchUpdates`, configures the
  /// reconfigured items again, then reads the selection again.
  public func performBatchUpdates(
    _ batch: BatchUpdate, updateData: @escaping @MainActor () -> Void,
    completion: @escaping @MainActor (Bool) -> Void
  ) {
    guard let view else {
      updateData()
      return completion(true)
    }
    updatingView { CollectionViewUpdate(batch).apply(to: view, updateData: updateData) }
    readSelection()
    completion(true)
  }

  // MARK: Selection

  /// The positions of the items the view shows selected, in list order.
  public override var selectedItemPaths: [ItemPath] { view?.selectedPaths ?? [] }

  override func setViewSelection(_ selected: Bool, ofItemAt path: ItemPath, id: AnyHashable?)
    -> Bool
  {
    guard let view, contains(path) else { return false }
    if selected { view.selectItem(at: path) } else { view.deselectItem(at: path) }
    return true
  }

  // MARK: Items

  /// The number of sections (`numberOfSections(in:)`).
  public var numberOfSections: Int { client?.numberOfSections ?? 0 }

  /// The number of items in a section (`collectionView(_:numberOfItemsInSection:)`).
  public func numberOfItems(inSection section: Int) -> Int {
    guard let client, (0..<client.numberOfSections).contains(section) else { return 0 }
    return client.numberOfItems(inSectionAt: section)
  }

  /// The configured item of a position (`collectionView(_:itemForRepresentedObjectAt:)`);
  /// `nil` for a position the list does not have.
  public func itemView(at path: ItemPath) -> AnyObject? {
    guard let client, contains(path) else { return nil }
    return client.cell(for: self, at: path)
  }

  /// The title a section's header shows; `nil` for a section without one.
  public func headerTitle(inSection section: Int) -> String? {
    guard let client, (0..<client.numberOfSections).contains(section) else { return nil }
    return client.headerTitle(inSection: section)
  }

  /// The item at a position is about to show
  /// (`collectionView(_:willDisplay:forRepresentedObjectAt:)`): a paged provider bound to the
  /// data source loads its next page when it is near the end.
  public func willDisplayItem(at path: ItemPath) {
    guard let client, contains(path) else { return }
    client.willDisplayItem(at: path)
  }

  /// The positions the user may select among those proposed
  /// (`collectionView(_:shouldSelectItemsAt:)`): those the list has.
  public func selectablePaths(_ proposed: [ItemPath]) -> [ItemPath] {
    proposed.filter(contains)
  }

  /// Whether the list has an item at a position.
  func contains(_ path: ItemPath) -> Bool {
    path.item >= 0 && path.item < numberOfItems(inSection: path.section)
  }
}
