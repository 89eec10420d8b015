/// A view that shows a list: a table view, a collection view, the headless view of tests, or
/// the demo's terminal list.
///
/// The data source is the only one that talks to a surface, and a surface never changes the
/// data itself. It asks its ``ListSurfaceDataSource`` for counts and cells, as `UITableView`
/// asks its data source.
///
/// ```swift
/// extension UITableView: ListSurface { ... }  // in TabulaUIKit
/// let dataSource = ListDataSource(surface: tableView, registration: bookCells)
/// dataSource.apply(snapshot)                  // animates the difference
/// ```
@MainActor
public protocol ListSurface: AnyObject {
  /// Whether the surface is loaded and on screen. When it is not, the data source switches
  /// data with ``reloadData()`` instead of animating, as UIKit requires.
  var isDisplayingList: Bool { get }

  /// The object the surface asks for counts and cells; the surface holds it weakly.
  var listDataSource: (any ListSurfaceDataSource)? { get set }

  /// Registers a cell, so that ``dequeueCell(withReuseIdentifier:for:)`` can make it.
  ///
  /// - Parameter registration: The cell's identifier, class and nib.
  func registerCell(_ registration: AnyCellRegistration)

  /// A cell registered under `reuseIdentifier`: a reused one, or a new one.
  ///
  /// - Parameters:
  ///   - reuseIdentifier: The identifier the cell was registered under.
  ///   - path: The position the cell is for.
  /// - Returns: The cell.
  func dequeueCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath) -> AnyObject

  /// Forgets every count and cell and asks the data source again.
  func reloadData()

  /// Applies one batch: inside the update, calls `updateData` (after which the data source
  /// reports the new state), then tells the view about the batch's changes; calls
  /// `completion` once the update's animations end.
  ///
  /// - Parameters:
  ///   - batch: The changes, in UIKit's index spaces.
  ///   - updateData: Switches the data source to the state after the batch.
  ///   - completion: Called when the update is done; `true` if its animations finished.
  func performBatchUpdates(
    _ batch: BatchUpdate,
    updateData: () -> Void,
    completion: @escaping @MainActor (Bool) -> Void
  )
}
