import GRDB
import Tabula
import TabulaExampleDatabase

// MARK: - OutlineScreen + Observation

extension OutlineScreen {
  /// The places as an outline: each under the place its `parent` names.
  ///
  /// - Parameter places: The rows, siblings in the order they show.
  /// - Returns: The outline, in one section.
  /// - Throws: ``SnapshotError`` if a row names a parent that is not in the table, or rows
  ///   name each other as parents.
  static func outline(of places: [Place]) throws(SnapshotError<String, Int64>)
    -> Snapshot<ListSection, Place>
  {
    var snapshot = Snapshot<ListSection, Place>()
    try snapshot.appendSections([section])
    try snapshot.appendItems(places, toSection: section.id, parent: \.parent)
    return snapshot
  }

  /// Starts observing the table: each commit that changes it brings its rows again.
  func observe() {
    // NB: the first result is read at once, as a query provider does: the first frame then
    // shows the places however late the observation's first delivery comes (a main actor
    // busy with other work can hold it back for long).
    do {
      receive(try database.queue.read(PlacesTable.places))
    } catch {
      log.record("database: \(error)")
    }
    // NB: `.mainActor` delivers on the main queue, later; `.immediate` traps unless started
    // on the main thread, which main-actor code need not run on (Swift Testing on Linux).
    cancellable = ValueObservation.tracking(PlacesTable.places)
      .removeDuplicates()
      .start(
        in: database.queue, scheduling: .mainActor,
        onError: { [weak self] error in self?.log.record("database: \(error)") },
        onChange: { [weak self] places in self?.receive(places) })
  }

  /// Shows a result: the first at once with the continents expanded, the next ones
  /// animated, with what is expanded kept.
  func receive(_ places: [Place]) {
    let isFirst = self.places == nil
    self.places = places
    do {
      dataSource.apply(try Self.outline(of: places), animated: !isFirst)
    } catch {
      log.record("places: \(error)")
      return
    }
    if isFirst {
      dataSource.expand(places.filter { $0.parent == nil }.map(\.id), animated: false)
    }
  }
}
