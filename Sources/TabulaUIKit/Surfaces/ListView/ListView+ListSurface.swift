#if canImport(UIKit)
@_spi(Surfaces) internal import Tabula
internal import UIKit

// MARK: - ListView + ListSurface

extension ListView {
  /// Whether the view is in a window; a view that is not is reloaded instead of animated, as
  /// UIKit requires.
  @_spi(Surfaces) public var isDisplayingList: Bool { window != nil }

  /// The list the view shows, through the bridge that is its data source.
  ///
  /// Connect a list with `connect(_:)` (`ListDataSource` does), which installs the bridge that
  /// UIKit talks to. Setting this property only replaces the list of a view that already has
  /// one; setting a list on any other view is a programming error.
  @_spi(Surfaces) public var client: (any ListSurfaceClient)? {
    get { installedBridge?.source }
    set {
      if let bridge = installedBridge {
        bridge.source = newValue
      } else {
        precondition(
          newValue == nil,
          "Connect a list to a \(Self.self) with connect(_:), and keep the object it returns")
      }
    }
  }

  /// Installs a bridge that answers the view from `dataSource`, as the view's data source
  /// and delegate, and registers the placeholder cell it shows where a cell cannot be made.
  ///
  /// - Parameter dataSource: The list to show.
  /// - Returns: The bridge; the view holds it weakly, so the caller keeps it.
  @_spi(Surfaces) public func connect(_ dataSource: any ListSurfaceClient) -> AnyObject? {
    register(
      cellClass: Self.placeholder.cellClass,
      forReuseIdentifier: Self.placeholder.reuseIdentifier)
    return installBridge(to: dataSource)
  }

  /// Registers a cell class, or the nib it names, under the registration's identifier.
  ///
  /// - Parameter registration: The cell to register; its class must be a cell this view
  ///   shows, and a nib is looked up in the main bundle.
  @_spi(Surfaces) public func registerCell(_ registration: AnyCellRegistration) {
    if let nibName = registration.nibName {
      register(
        cellNib: UINib(nibName: nibName, bundle: nil),
        forReuseIdentifier: registration.reuseIdentifier)
    } else {
      precondition(
        registration.cellClass is Cell.Type,
        "\(registration) is not a \(Cell.self); a \(Self.self) cannot show it")
      register(cellClass: registration.cellClass, forReuseIdentifier: registration.reuseIdentifier)
    }
  }

  /// Whether an object is a cell of the kind this view shows.
  ///
  /// - Parameter cell: What a cell provider made.
  /// - Returns: `true` for a `UITableViewCell` in a table, a `UICollectionViewCell` in a
  ///   collection view.
  @_spi(Surfaces) public func canShow(_ cell: AnyObject) -> Bool {
    cell is Cell
  }

  /// The positions of the rows the view shows selected.
  @_spi(Surfaces) public var selectedItemPaths: [ItemPath] {
    selectedIndexPaths.map(ItemPath.init)
  }

  /// Shows the row at a position selected, without telling the data source.
  ///
  /// - Parameter path: The position of the row.
  @_spi(Surfaces) public func selectItem(at path: ItemPath) {
    selectViewItem(at: IndexPath(path))
  }

  /// Shows the row at a position not selected, without telling the data source.
  ///
  /// - Parameter path: The position of the row.
  @_spi(Surfaces) public func deselectItem(at path: ItemPath) {
    deselectItem(at: IndexPath(path), animated: false)
  }

  /// Dequeues the cell registered under an identifier, for an item.
  ///
  /// - Parameters:
  ///   - reuseIdentifier: The identifier the cell was registered under.
  ///   - path: The item.
  /// - Returns: A reused or new cell.
  public func dequeueCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath)
    -> AnyObject
  {
    reusableCell(withIdentifier: reuseIdentifier, for: IndexPath(path))
  }

  /// Runs one batch through the view's `performBatchUpdates(_:completion:)`: switches the data
  /// inside the update, then tells the view about every change.
  ///
  /// - Parameters:
  ///   - batch: The changes, in UIKit's index spaces.
  ///   - updateData: Switches the data source to the state after the batch.
  ///   - completion: Called when the animations end.
  @_spi(Surfaces) public func performBatchUpdates(
    _ batch: BatchUpdate,
    updateData: @escaping @MainActor () -> Void,
    completion: @escaping @MainActor (Bool) -> Void
  ) {
    performViewBatchUpdates(
      {
        updateData()
        self.tell(batch)
      },
      completion: { finished in completion(finished) })
  }
}
#endif
