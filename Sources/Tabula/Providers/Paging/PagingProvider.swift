/// A provider that loads more data as the user scrolls: whoever shows it reports each item
/// about to appear, and the provider decides whether to load.
///
/// `ListDataSource.bind(to:)` connects a paging provider to the display
/// events of its surface, so the app never reports appearing items itself.
/// ``PagedProvider`` adopts it.
///
/// ```swift
/// let users = PagedProvider<User, Int> { cursor in try await api.users(after: cursor) }
/// let token = dataSource.bind(to: users)   // rows that appear near the end load the next page
/// users.refresh()
/// ```
@MainActor
public protocol PagingProvider: DataProvider {
  /// The item at a position of ``DataProvider/snapshot`` is about to appear on screen.
  ///
  /// - Parameter path: The item's position in the provider's current snapshot.
  func itemWillAppear(at path: ItemPath)
}
