#if canImport(UIKit)
@_spi(Surfaces) public import Tabula
public import UIKit

// MARK: - UITableView + ListSurface

extension UITableView: ListSurface {
  /// Whether the table is in a window; a table that is not is reloaded instead of animated,
  /// as UIKit requires.
  @_spi(Surfaces) public var isDisplayingList: Bool { window != nil }

  /// The list the table shows, through its ``TableViewBridge``.
  ///
  /// Connect a list with ``connect(_:)`` (`ListDataSource` does), which installs the
  /// go-between that UIKit talks to. Setting this property only replaces the list of a table
  /// that already has one; setting a list on any other table is a programming error.
  @_spi(Surfaces) public var client: (any ListSurfaceClient)? {
    get { (dataSource as? TableViewBridge)?.source }
    set {
      if let bridge = dataSource as? TableViewBridge {
        bridge.source = newValue
      } else {
        precondition(
          newValue == nil,
          "Connect a list to a UITableView with connect(_:), and keep the object it returns")
      }
    }
  }

  /// Installs a ``TableViewBridge`` that answers the table from `dataSource`, as the
  /// table's data source and delegate.
  ///
  /// - Parameter dataSource: The list to show.
  /// - Returns: The ``TableViewBridge``; the table holds it weakly, so the caller keeps
  ///   it.
  @_spi(Surfaces) public func connect(_ dataSource: any ListSurfaceClient) -> AnyObject? {
    TableViewBridge(tableView: self, source: dataSource)
  }

  /// Registers a cell class, or the nib it names, under the registration's identifier.
  ///
  /// - Parameter registration: The cell to register; its class must be a
  ///   `UITableViewCell`, and a nib is looked up in the main bundle.
  @_spi(Surfaces) public func registerCell(_ registration: AnyCellRegistration) {
    if let nibName = registration.nibName {
      register(
        UINib(nibName: nibName, bundle: nil),
        forCellReuseIdentifier: registration.reuseIdentifier)
    } else {
      precondition(
        registration.cellClass is UITableViewCell.Type,
        "\(registration) is not a UITableViewCell; a table view cannot show it")
      register(registration.cellClass, forCellReuseIdentifier: registration.reuseIdentifier)
    }
  }

  /// Whether an object is a `UITableViewCell`, the only cells this view shows.
  ///
  /// - Parameter cell: What a cell provider made.
  /// - Returns: `true` for a `UITableViewCell`.
  @_spi(Surfaces) public func canShow(_ cell: AnyObject) -> Bool {
    cell is UITableViewCell
  }

  /// Dequeues the cell registered under an identifier, for a row.
  ///
  /// - Parameters:
  ///   - reuseIdentifier: The identifier the cell was registered under.
  ///   - path: The row.
  /// - Returns: A reused or new cell.
  public func dequeueCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath)
    -> AnyObject
  {
    dequeueReusableCell(withIdentifier: reuseIdentifier, for: IndexPath(path))
  }

  /// Runs one batch through `performBatchUpdates(_:completion:)`: switches the data inside
  /// the update, then tells the table about every change, with automatic animations.
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
    performBatchUpdates(
      {
        updateData()
        TableBatchReceiver(tableView: self).tell(batch)
      },
      completion: { finished in completion(finished) })
  }
}
#endif
