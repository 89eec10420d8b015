#if canImport(UIKit)
@_spi(Surfaces) public import Tabula
public import UIKit

// MARK: - UICollectionView + ListSurface

extension UICollectionView: ListSurface {
  /// Whether the collection view is in a window; one that is not is reloaded instead of
  /// animated, as UIKit requires.
  @_spi(Surfaces) public var isDisplayingList: Bool { window != nil }

  /// The list the collection view shows, through its ``CollectionViewBridge``.
  ///
  /// Connect a list with ``connect(_:)`` (`ListDataSource` does), which installs the
  /// go-between that UIKit talks to. Setting this property only replaces the list of a view
  /// that already has one; setting a list on any other view is a programming error.
  @_spi(Surfaces) public var client: (any ListSurfaceClient)? {
    get { (dataSource as? CollectionViewBridge)?.source }
    set {
      if let bridge = dataSource as? CollectionViewBridge {
        bridge.source = newValue
      } else {
        precondition(
          newValue == nil,
          "Connect a list to a UICollectionView with connect(_:), and keep the object it returns"
        )
      }
    }
  }

  /// Installs a ``CollectionViewBridge`` that answers the view from `dataSource`, as the
  /// view's data source and delegate.
  ///
  /// - Parameter dataSource: The list to show.
  /// - Returns: The ``CollectionViewBridge``; the view holds it weakly, so the caller
  ///   keeps it.
  @_spi(Surfaces) public func connect(_ dataSource: any ListSurfaceClient) -> AnyObject? {
    CollectionViewBridge(collectionView: self, source: dataSource)
  }

  /// Registers a cell class, or the nib it names, under the registration's identifier.
  ///
  /// - Parameter registration: The cell to register; its class must be a
  ///   `UICollectionViewCell`, and a nib is looked up in the main bundle.
  @_spi(Surfaces) public func registerCell(_ registration: AnyCellRegistration) {
    if let nibName = registration.nibName {
      register(
        UINib(nibName: nibName, bundle: nil),
        forCellWithReuseIdentifier: registration.reuseIdentifier)
    } else {
      precondition(
        registration.cellClass is UICollectionViewCell.Type,
        "\(registration) is not a UICollectionViewCell; a collection view cannot show it")
      register(registration.cellClass, forCellWithReuseIdentifier: registration.reuseIdentifier)
    }
  }

  /// Whether an object is a `UICollectionViewCell`, the only cells this view shows.
  ///
  /// - Parameter cell: What a cell provider made.
  /// - Returns: `true` for a `UICollectionViewCell`.
  @_spi(Surfaces) public func canShow(_ cell: AnyObject) -> Bool {
    cell is UICollectionViewCell
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
    dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: IndexPath(path))
  }

  /// Runs one batch through `performBatchUpdates(_:completion:)`: switches the data inside
  /// the update, then tells the view about every change.
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
        self.tell(batch)
      },
      completion: { finished in completion(finished) })
  }
}

// MARK: - UICollectionView + BatchReceiver

extension UICollectionView: BatchReceiver {}
#endif
