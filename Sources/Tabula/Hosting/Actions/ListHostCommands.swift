// MARK: - ListHostMenuCommand

/// A command of a context menu, made by a declarative view: a SwiftUI view cannot become a
/// `UIMenu`, so the view describes each command by value.
@_spi(Hosting) public struct ListHostMenuCommand {
  /// The command's title.
  public var title: String

  /// The name of the system image shown beside the title, if any.
  public var systemImage: String?

  /// Whether the command destroys data, which the menu shows in red.
  public var isDestructive: Bool

  /// Runs the command.
  public var action: @MainActor () -> Void

  /// Creates a command.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - systemImage: The name of a system image, if any.
  ///   - isDestructive: Whether it destroys data.
  ///   - action: Runs the command.
  public init(
    title: String, systemImage: String? = nil, isDestructive: Bool = false,
    action: @escaping @MainActor () -> Void
  ) {
    self.title = title
    self.systemImage = systemImage
    self.isDestructive = isDestructive
    self.action = action
  }
}

// MARK: - ListHostDeletion

/// Items the user deleted, with where the list showed them.
@_spi(Hosting) public struct ListHostDeletion<Item: Identifiable> {
  /// The identifiers of the deleted items.
  public var ids: Set<Item.ID>

  /// Where they were shown, in the order of the list.
  public var paths: [ItemPath]

  package init(ids: Set<Item.ID>, paths: [ItemPath]) {
    self.ids = ids
    self.paths = paths
  }
}

// MARK: - ListHostMove

/// An item the user moved, from where to where.
@_spi(Hosting) public struct ListHostMove<Item: Identifiable> {
  /// The identifier of the moved item.
  public var id: Item.ID

  /// Where it was.
  public var source: ItemPath

  /// Where the user dropped it, counted once the item is taken out.
  public var destination: ItemPath

  package init(id: Item.ID, source: ItemPath, destination: ItemPath) {
    self.id = id
    self.source = source
    self.destination = destination
  }

  /// The destination as `Array.move(fromOffsets:toOffset:)` and SwiftUI's `onMove` count it,
  /// in the list before the move: one past the destination when the item moves down.
  public var destinationOffset: Int {
    destination.section == source.section && destination.item > source.item
      ? destination.item + 1 : destination.item
  }
}
