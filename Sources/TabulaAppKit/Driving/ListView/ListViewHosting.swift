@_spi(Surfaces) public import Tabula

/// What a ``ListViewSurface`` asks of the view it drives, whether a table view or an outline
/// view: cell views by reuse identifier. ``TableViewHosting`` and ``OutlineViewHosting`` add
/// what each view has of its own.
@_spi(AppKitUpdates)
@MainActor
public protocol ListViewHosting: AnyObject {
  /// Makes the views of a cell registration available under its reuse identifier.
  func registerCellView(_ registration: AnyCellRegistration)
  /// A view for a row, reused if one with the identifier is free
  /// (`makeView(withIdentifier:owner:)`), else a new one of the registered class.
  func makeCellView(reuseIdentifier: String) -> AnyObject
}
