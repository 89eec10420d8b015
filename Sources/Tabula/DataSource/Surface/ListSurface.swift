/// A view that shows a list: a table view, a collection view, the headless view of tests, or
/// the demo's terminal list.
///
/// The data source is the only one that talks to a surface, and a surface never changes the
/// data itself. It asks its client (the ``ListDataSource``) for counts and cells, as
/// `UITableView` asks its data source.
///
/// Apps use the surfaces Tabula ships, and call only
/// ``dequeueCell(withReuseIdentifier:for:)``, from a cell provider. To make a surface of your
/// own (a SwiftUI or AppKit list, a test double), import the other requirements with
/// `@_spi(Surfaces) import Tabula`: they may change in any release.
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
  @_spi(Surfaces) var isDisplayingList: Bool { get }

  /// The object the surface asks for counts and cells; the surface holds it weakly.
  @_spi(Surfaces) var client: (any ListSurfaceClient)? { get set }

  /// Makes `dataSource` the surface's data source, and returns an object that must live as
  /// long as the connection does, if the surface needs one.
  ///
  /// A surface that asks its data source directly sets ``client`` and returns `nil`
  /// (the default). A `UITableView` asks a `UITableViewDataSource`, which it holds weakly:
  /// it returns the go-between it installed, and ``ListDataSource`` keeps it alive.
  ///
  /// - Parameter dataSource: The data source to connect.
  /// - Returns: An object to keep alive while the data source drives the surface, or `nil`.
  @_spi(Surfaces) func connect(_ dataSource: any ListSurfaceClient) -> AnyObject?

  /// Registers a cell, so that ``dequeueCell(withReuseIdentifier:for:)`` can make it.
  ///
  /// - Parameter registration: The cell's identifier, class and nib.
  @_spi(Surfaces) func registerCell(_ registration: AnyCellRegistration)

  /// A cell registered under `reuseIdentifier`: a reused one, or a new one.
  ///
  /// - Parameters:
  ///   - reuseIdentifier: The identifier the cell was registered under.
  ///   - path: The position the cell is for.
  /// - Returns: The cell.
  func dequeueCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath) -> AnyObject

  /// Whether the surface can show this object as a cell: a table view shows only table view
  /// cells. A data source reports any other object as a mismatch and shows an empty cell.
  ///
  /// - Parameter cell: What a cell provider made.
  /// - Returns: `true` if the surface can show it.
  @_spi(Surfaces) func canShow(_ cell: AnyObject) -> Bool

  /// Whether the surface could not make the cell it last dequeued for a position, and has
  /// reported why itself (a class it cannot create): a data source then adds no mismatch of
  /// its own, which would repeat the surface's report as if it were another problem. `false`
  /// by default.
  ///
  /// - Parameter path: The position the cell was dequeued for.
  /// - Returns: `true` if the surface handed out a placeholder for it and said why.
  @_spi(Surfaces) func couldNotMakeCell(for path: ItemPath) -> Bool

  /// Forgets every count and cell and asks the data source again.
  @_spi(Surfaces) func reloadData()

  /// Applies one batch: inside the update, calls `updateData` (after which the data source
  /// reports the new state), then tells the view about the batch's changes; calls
  /// `completion` once the update's animations end.
  ///
  /// - Parameters:
  ///   - batch: The changes, in UIKit's index spaces.
  ///   - updateData: Switches the data source to the state after the batch.
  ///   - completion: Called when the update is done; `true` if its animations finished.
  @_spi(Surfaces) func performBatchUpdates(
    _ batch: BatchUpdate,
    updateData: @escaping @MainActor () -> Void,
    completion: @escaping @MainActor (Bool) -> Void
  )

  /// What the viewport shows, for updates that keep the user's place
  /// (``ListDataSource/scrollAnchoring``); `nil`, the default, for a surface without a
  /// viewport.
  @_spi(Surfaces) var scrollViewport: ScrollAnchoring.Viewport? { get }
  /// Whether the user is dragging the list or it still moves after a drag: a data source that
  /// keeps the user's place holds updates back until the surface calls
  /// ``ListSurfaceClient/userDidEndScrolling()``. `false` by default.
  @_spi(Surfaces) var isUserScrolling: Bool { get }
  /// Puts the viewport where `placement` says, right after a batch or a reload has switched
  /// the data and before anything is drawn; clamped to the content. The default does nothing.
  ///
  /// - Parameter placement: Where the viewport goes, in the new state's positions.
  @_spi(Surfaces) func place(_ placement: ScrollAnchoring.Placement)

  /// Whether the surface is in edit mode, where a list that allows multiple selection
  /// selects rows instead of opening them. `false` by default.
  @_spi(Surfaces) var isEditing: Bool { get }

  /// The positions of the rows the surface shows selected. Empty by default.
  @_spi(Surfaces) var selectedItemPaths: [ItemPath] { get }

  /// Shows the row at a position selected, without telling the data source; the data source
  /// calls it to keep its selection on screen after batches and reloads. The default does
  /// nothing.
  ///
  /// - Parameter path: The position of the row, in the data the surface shows.
  @_spi(Surfaces) func selectItem(at path: ItemPath)

  /// Shows the row at a position not selected, without telling the data source. The default
  /// does nothing.
  ///
  /// - Parameter path: The position of the row, in the data the surface shows.
  @_spi(Surfaces) func deselectItem(at path: ItemPath)
  /// Registers a supplementary view's class, or the nib it names, under its kind and
  /// identifier. Surfaces without supplementary views ignore it.
  ///
  /// - Parameter registration: The view to register.
  @_spi(Surfaces) func registerSupplementaryView(_ registration: AnySupplementaryRegistration)

  /// A reused or new supplementary view registered under a kind and identifier, for a
  /// section; `nil` on a surface without supplementary views.
  ///
  /// - Parameters:
  ///   - kind: What the view is for.
  ///   - reuseIdentifier: The identifier it was registered under.
  ///   - section: The index of the section.
  /// - Returns: The view, or `nil`.
  @_spi(Surfaces) func dequeueSupplementaryView(
    ofKind kind: SupplementaryKind, withReuseIdentifier reuseIdentifier: String,
    inSection section: Int
  ) -> AnyObject?
}
