/// The owner of a list's data, which publishes a snapshot whenever the data changes.
///
/// A provider is the only owner of the data: views read from it, and edits go through it.
/// Tabula ships ``ArrayProvider`` (one section from an array), ``SnapshotProvider`` (any
/// sectioned snapshot), ``EditableList`` (a snapshot the user edits, with undo),
/// ``LoadingProvider`` (items loaded asynchronously), ``PagedProvider`` (items loaded a page
/// at a time as the user scrolls) and ``StreamProvider`` (the lists an `AsyncSequence`
/// produces); `TabulaGRDB` adds a provider backed by a live SQLite query.
///
/// **Capabilities are protocols.** A provider the user can edit also adopts
/// ``EditableProvider``; one that loads its data adopts ``LoadStateProviding``. Data sources
/// and screens take the capability from the provider's type, never by casting it.
///
/// **How changes are published.** A provider has one mechanism: ``observe(_:)``. The closure
/// is called on the main actor with the new snapshot after every change, in the order the
/// changes happened, and never for a change that failed. It is not called with the current
/// snapshot when observation starts; read ``snapshot`` for that.
///
/// ```swift
/// let provider = try ArrayProvider(books)
/// let token = provider.observe { snapshot in
///   dataSource.apply(snapshot)  // the update engine animates the difference
/// }
/// ```
@MainActor
public protocol DataProvider<Section, Item>: AnyObject {
  /// The section model.
  associatedtype Section: Identifiable & Equatable where Section.ID: Sendable

  /// The item model.
  associatedtype Item: Identifiable & Equatable where Item.ID: Sendable

  /// The current state of the data.
  var snapshot: Snapshot<Section, Item> { get }

  /// Calls `onChange` with the new snapshot after every change, until the returned token is
  /// cancelled or released.
  ///
  /// - Parameter onChange: Called on the main actor with each new snapshot.
  /// - Returns: The token that keeps the observation alive.
  func observe(_ onChange: @escaping @MainActor (Snapshot<Section, Item>) -> Void)
    -> ObservationToken
}
