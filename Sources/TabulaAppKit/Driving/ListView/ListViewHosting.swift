@_spi(Surfaces) public import Tabula

/// What a ``ListViewSurface`` asks of the view it drives, whether a table view, an outline
/// view or a collection view: cell views by reuse identifier. ``TableViewHosting``,
/// ``OutlineViewHosting`` and ``CollectionViewHosting`` add what each view has of its own.
@_spi(AppKitUpdates)
@MainActor
public protocol ListViewHosting: AnyObject {
  /// Makes the views of a cell registration available under its reuse identifier.
  func registerCellView(_ registration: AnyCellRegistration)
  /// A view for an item, reused if one with the identifier is free
  /// (`makeView(withIdentifier:owner:)`, `makeItem(withIdentifier:for:)`), else a new one of
  /// the registered class.
  ///
  /// - Parameters:
  ///   - reuseIdentifier: The registration's reuse identifier.
  ///   - path: The position of the item; a collection view makes its items for one.
  func makeCellView(reuseIdentifier: String, for path: ItemPath) -> AnyObject
}
