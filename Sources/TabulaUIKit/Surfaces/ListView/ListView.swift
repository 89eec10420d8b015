#if canImport(UIKit)
@_spi(Surfaces) internal import Tabula
internal import UIKit

/// A UIKit view that shows a list: what a table view and a collection view do differently.
///
/// Everything else about showing a list (connecting the data source, registering and checking
/// cells, running a batch) is written once, in the `ListSurface` conformance every list view
/// gets from this protocol, and in ``ListViewBridge``.
@MainActor
protocol ListView: UIScrollView, ListSurface {
  /// The cells the view shows: `UITableViewCell` or `UICollectionViewCell`.
  associatedtype Cell: UIView

  /// The empty cell shown where the data source could not make one, and its identifier.
  static var placeholder: (cellClass: Cell.Type, reuseIdentifier: String) { get }

  /// The window the view is in, if any.
  var window: UIWindow? { get }

  /// The bridge installed as the view's data source, if any.
  var installedBridge: ListViewBridge? { get }

  /// Makes a bridge to a list and installs it as the view's data source and delegate.
  ///
  /// - Parameter client: The list to show.
  /// - Returns: The bridge, which the view holds weakly.
  func installBridge(to client: any ListSurfaceClient) -> ListViewBridge

  /// Registers a cell class under a reuse identifier.
  ///
  /// - Parameters:
  ///   - cellClass: A subclass of ``Cell``.
  ///   - identifier: The reuse identifier.
  func register(cellClass: AnyClass, forReuseIdentifier identifier: String)

  /// Registers a nib holding one cell under a reuse identifier.
  ///
  /// - Parameters:
  ///   - nib: The nib.
  ///   - identifier: The reuse identifier.
  func register(cellNib nib: UINib, forReuseIdentifier identifier: String)

  /// A reused or new cell registered under an identifier, for the item at an index path.
  ///
  /// - Parameters:
  ///   - identifier: A registered reuse identifier.
  ///   - indexPath: The item the view asked a cell for.
  /// - Returns: The cell.
  func reusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> Cell

  /// Deselects an item.
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - animated: Whether the deselection animates.
  func deselectItem(at indexPath: IndexPath, animated: Bool)

  /// Selects an item without telling the delegate, and without scrolling.
  ///
  /// - Parameter indexPath: The item.
  func selectViewItem(at indexPath: IndexPath)

  /// The index paths of the selected items.
  var selectedIndexPaths: [IndexPath] { get }

  /// Whether the user can select several items at once outside editing mode.
  var allowsMultipleSelection: Bool { get set }

  /// Whether the user can select several items at once in editing mode.
  var allowsMultipleSelectionDuringEditing: Bool { get set }

  /// Runs the view's own `performBatchUpdates(_:completion:)`.
  ///
  /// - Parameters:
  ///   - updates: Switches the data and tells the view about every change.
  ///   - completion: Called when the animations end.
  func performViewBatchUpdates(
    _ updates: @escaping () -> Void, completion: @escaping (Bool) -> Void)

  /// The index paths of the items the view shows now.
  var visibleItemIndexPaths: [IndexPath] { get }

  /// The index path of the item a visible cell shows; `nil` if the cell is not visible.
  ///
  /// - Parameter cell: A cell.
  /// - Returns: Its index path, or `nil`.
  func indexPath(ofVisible cell: Cell) -> IndexPath?

  /// Draws a row of an outline on its cell: its indentation and its disclosure control.
  ///
  /// - Parameters:
  ///   - row: The outline row, or `nil` for a row of a flat list.
  ///   - cell: The cell that shows the row.
  ///   - toggle: What a tap on the disclosure control runs.
  func showOutlineRow(
    _ row: SurfaceOutlineRow?, on cell: Cell, toggle: @escaping @MainActor () -> Void)

  /// Whether the view shows an item at an index path, as its counts stand now.
  ///
  /// - Parameter indexPath: The item.
  /// - Returns: `true` if the section and the item exist.
  func containsItem(at indexPath: IndexPath) -> Bool

  /// Where an item is in the view's content, or `nil` if the view has no such item.
  ///
  /// - Parameter indexPath: The item.
  /// - Returns: The item's frame, in the scroll view's content coordinates.
  func frameOfItem(at indexPath: IndexPath) -> CGRect?

  /// Tells the view about every change of a batch; called inside its update block.
  ///
  /// - Parameter batch: The changes, in UIKit's index spaces.
  func tell(_ batch: BatchUpdate)
}
#endif
