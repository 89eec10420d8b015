/// A provider of one section of items from an array: the simplest list.
///
/// ```swift
/// let provider = try ArrayProvider(books)
/// provider.numberOfItems(inSectionAt: 0)  // books.count
/// try provider.setItems(books + [newBook])  // observers receive the new snapshot
/// ```
@MainActor
public final class ArrayProvider<Item: Identifiable & Equatable>: DataProvider
where Item.ID: Sendable {
  /// The section model: one ``ListSection``.
  public typealias Section = ListSection

  private let storage: SnapshotProvider<ListSection, Item>

  // MARK: Lifecycle

  /// Creates a provider of one section holding these items.
  ///
  /// - Parameters:
  ///   - items: The items, in order.
  ///   - section: The one section; by default it has the identifier `"items"` and no header.
  /// - Throws: ``SnapshotError/duplicateIdentifiers(sections:items:)`` naming every item
  ///   identifier that occurs more than once, with its positions.
  /// - Complexity: O(*n*) on average, where *n* is the number of items.
  public init(_ items: [Item], section: ListSection = ListSection(id: "items"))
    throws(SnapshotError<String, Item.ID>)
  {
    storage = SnapshotProvider(try Snapshot(sections: [SnapshotSection(section, items: items)]))
  }

  /// Creates a provider of one empty section.
  ///
  /// - Parameter section: The one section; by default it has the identifier `"items"`.
  public init(section: ListSection = ListSection(id: "items")) {
    storage = SnapshotProvider(Snapshot(_uncheckedSections: [section], items: [[]]))
  }

  // MARK: Public

  /// The current state of the data: one section holding ``items``.
  public var snapshot: Snapshot<ListSection, Item> { storage.snapshot }

  /// The number of live observations.
  public var observerCount: Int { storage.observerCount }

  /// The items, in order.
  ///
  /// - Complexity: O(*n*), where *n* is the number of items.
  public var items: [Item] { storage.snapshot.items }

  /// Replaces the items and publishes the new snapshot.
  ///
  /// - Parameter items: The new items, in order.
  /// - Throws: ``SnapshotError/duplicateIdentifiers(sections:items:)`` naming every item
  ///   identifier that occurs more than once; then nothing changes and nothing is published.
  /// - Complexity: O(*n*) on average, where *n* is the number of items.
  public func setItems(_ items: [Item]) throws(SnapshotError<String, Item.ID>) {
    let section = storage.snapshot.section(at: 0) ?? ListSection(id: "items")
    storage.update(try Snapshot(sections: [SnapshotSection(section, items: items)]))
  }

  /// Calls `onChange` with the new snapshot after every change, until the returned token is
  /// cancelled or released.
  ///
  /// - Parameter onChange: Called on the main actor with each new snapshot.
  /// - Returns: The token that keeps the observation alive.
  public func observe(_ onChange: @escaping @MainActor (Snapshot<ListSection, Item>) -> Void)
    -> ObservationToken
  {
    storage.observe(onChange)
  }
}
