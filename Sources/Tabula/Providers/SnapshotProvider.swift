/// A provider of sectioned data held in memory as a snapshot.
///
/// Change the data with `update(_:)`, given either a whole new snapshot or a closure that
/// changes the current one in place; observers receive the result.
///
/// ```swift
/// let provider = SnapshotProvider(try Snapshot {
///   SnapshotSection("Tolkien") { hobbit; silmarillion }
///   SnapshotSection("Le Guin") { earthsea }
/// })
/// try provider.update { try $0.deleteItems([hobbit.id]) }
/// ```
@MainActor
package final class SnapshotProvider<
  Section: SectionModel,
  Item: Identifiable & Equatable
>: DataProvider where Section.ID: Sendable, Item.ID: Sendable {
  /// The current state of the data.
  package private(set) var snapshot: Snapshot<Section, Item>

  private let observers = ObserverList<Snapshot<Section, Item>>()
  /// Where each new snapshot is announced to Observation: the relay of the provider that
  /// keeps this one, whose `snapshot` records the reads.
  private let observation: ObservationRelay?

  // MARK: Lifecycle

  /// Creates a provider holding a snapshot.
  ///
  /// - Parameter snapshot: The initial data; empty by default.
  package convenience init(_ snapshot: Snapshot<Section, Item> = Snapshot()) {
    self.init(snapshot, announcingTo: nil)
  }

  /// Creates a provider holding a snapshot, for a provider that keeps it.
  ///
  /// - Parameters:
  ///   - snapshot: The initial data.
  ///   - observation: Where to announce each new snapshot to Observation, if anywhere.
  init(_ snapshot: Snapshot<Section, Item>, announcingTo observation: ObservationRelay?) {
    self.snapshot = snapshot
    self.observation = observation
  }

  // MARK: Public

  /// The number of live observations.
  package var observerCount: Int { observers.count }

  /// Replaces the data and publishes the new snapshot.
  ///
  /// Reload marks (``Snapshot/reloadItems(_:)``) ask for new cells once: observers receive
  /// them, and the provider forgets them, so that the next change does not reload the same
  /// rows again.
  ///
  /// - Parameter snapshot: The new data.
  package func update(_ snapshot: Snapshot<Section, Item>) {
    self.snapshot = snapshot
    observation?.announceChange(of: .snapshot)
    observers.notify(snapshot)
    self.snapshot.clearReloadMarks()
  }

  /// Changes the data in place and publishes the result, or changes nothing if `change`
  /// throws.
  ///
  /// - Parameter change: Changes the snapshot it is given.
  /// - Throws: Whatever `change` throws; then neither the data nor the observers are touched.
  package func update<E: Error>(_ change: (inout Snapshot<Section, Item>) throws(E) -> Void)
    throws(E)
  {
    var copy = snapshot
    try change(&copy)
    update(copy)
  }

  /// Calls `onChange` with the new snapshot after every change, until the returned token is
  /// cancelled or released.
  ///
  /// - Parameter onChange: Called on the main actor with each new snapshot.
  /// - Returns: The token that keeps the observation alive.
  package func observe(_ onChange: @escaping @MainActor (Snapshot<Section, Item>) -> Void)
    -> ObservationToken
  {
    observers.add(onChange)
  }
}
