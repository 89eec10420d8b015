/// The object an outline view holds for a row: `NSOutlineView` identifies items by object, so
/// each shown row is one object for as long as it shows.
///
/// Apple's documentation of `NSOutlineView`: "Each item in the outline view must be unique. In
/// order for the collapsed state to remain consistent between reloads the item's pointer must
/// remain the same"; of `outlineView(_:child:ofItem:)`: "you must always return the same
/// object for a specified `child` and `item`". A value handed over anew each time would be a
/// new item each time, and rows would collapse.
@_spi(AppKitUpdates)
public final class OutlineItemObject {
  /// The identifier of the row.
  public let id: AnyHashable

  init(id: AnyHashable) {
    self.id = id
  }
}

/// The object of each shown row, by identifier: one object per identifier while its row shows,
/// a new one for a row that replaces a row with the same identifier (a reloaded row).
@_spi(AppKitUpdates)
@MainActor
public struct OutlineItemObjects {
  /// The objects of the rows shown, or showing once the update under way ends.
  private var current: [AnyHashable: OutlineItemObject] = [:]
  /// The objects of rows the update under way removes or replaces.
  private var departing: [AnyHashable: OutlineItemObject] = [:]

  /// Creates a set of objects for no rows.
  public init() {}

  /// The object for an item a call names: the same object for the same row, every time.
  ///
  /// - Parameter item: The item.
  /// - Returns: Its object.
  public mutating func object(for item: OutlineViewUpdate.Item) -> OutlineItemObject {
    switch item {
    case .current(let id): return object(for: id)
    case .departing(let id):
      if let object = departing[id] { return object }
      let object = OutlineItemObject(id: id)
      departing[id] = object
      return object
    }
  }

  /// Sets apart the objects of the rows an update removes or replaces, before its calls: they
  /// stay the objects of the old rows, and a row that replaces one gets a new object.
  ///
  /// - Parameter ids: The identifiers of the rows that leave or are replaced.
  /// - Complexity: O(*k*) for *k* identifiers.
  public mutating func prepare(departing ids: [AnyHashable]) {
    for id in ids {
      if let object = current.removeValue(forKey: id) { departing[id] = object }
    }
  }

  /// The object of the row with an identifier.
  ///
  /// - Parameter id: The identifier of a row that shows, or comes with the update under way.
  /// - Returns: Its object, made the first time.
  /// - Complexity: O(1), one hash of the identifier whether its object exists or is made:
  ///   `NSOutlineView` asks for every child of an item that expands.
  public mutating func object(for id: AnyHashable) -> OutlineItemObject {
    // Through the subscript's `modify`, which makes and inserts the default where it found no
    // object: one lookup where a read and an insert took two.
    Self.found(&current[id, default: OutlineItemObject(id: id)])
  }

  private static func found(_ object: inout OutlineItemObject) -> OutlineItemObject { object }

  /// Forgets the objects of the rows that left or were replaced, once an update ended: those
  /// set apart by ``prepare(departing:)``; the others stand for rows that show.
  ///
  /// - Complexity: O(*k*) for *k* objects set apart.
  public mutating func finishUpdate() {
    departing = [:]
  }

  /// Forgets the objects of the rows that no longer show once an update ended.
  ///
  /// - Parameter forest: The rows shown now.
  /// - Complexity: O(*n*) for *n* objects.
  public mutating func keep(only forest: OutlineForest) {
    departing = [:]
    current = current.filter { forest.contains($0.key) }
  }
}
