public import Tabula

/// A place to drop dragged items on a collection view, as `NSCollectionView` names it: an
/// index path, and whether the drop goes before the item there or onto it
/// (`NSCollectionView.DropOperation`).
///
/// The place after a section's last item is the index path one past it, before.
@_spi(AppKitUpdates)
public struct CollectionDrop: Hashable, Sendable {
  /// Where the drop goes relative to the item.
  public enum Operation: Hashable, Sendable {
    /// Into the gap before the item (`.before`).
    case before
    /// Onto the item itself (`.on`).
    case on
  }

  /// The position of the item.
  public var path: ItemPath
  /// Before or onto the item.
  public var operation: Operation

  /// Creates a drop place.
  ///
  /// - Parameters:
  ///   - path: The position of the item; one past a section's last item for the place after
  ///     it.
  ///   - operation: Before or onto the item.
  public init(path: ItemPath, operation: Operation) {
    self.path = path
    self.operation = operation
  }
}
