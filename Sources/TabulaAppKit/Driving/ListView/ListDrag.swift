@_spi(Surfaces) internal import Tabula

/// A drag of a view's own rows, from the rows lifted to the drop: the rows by identity, and the
/// last drop place validated as the view was told to show it, with the list's destination it
/// stands for.
///
/// AppKit hands `acceptDrop` the place `validateDrop` last agreed to, retargeted or not; its
/// documentation does not say which. Keeping the destination validated for the retargeted
/// place answers both readings alike: the retargeted place finds it here, the place first
/// proposed maps to it again.
@MainActor
struct ListDrag<Place: Equatable> {
  /// The identifiers of the dragged rows, in list order; empty when no drag of this view's
  /// rows is under way.
  var ids: [AnyHashable] = []
  /// The place last validated, as the view shows it, and the destination it stands for,
  /// counted once the dragged rows are taken out.
  var validated: (place: Place, destination: ItemPath)?

  /// Starts a drag at a row, or finds the row in the drag under way: the rows the data source
  /// drags for it (the row, or the selection it is one of), kept by identity.
  ///
  /// - Returns: Whether the row is dragged.
  /// - Complexity: O(*k* log *n*) for *k* rows dragged, for the first row of a drag.
  mutating func lift(rowAt path: ItemPath, client: any ListSurfaceClient) -> Bool {
    guard let id = client.shownItemID(at: path) else { return false }
    if ids.contains(id) { return true }
    let paths = client.itemsToDrag(at: path)
    self = ListDrag(ids: paths.compactMap { client.shownItemID(at: $0) })
    return paths.contains(path)
  }

  /// Asks the data source where the dragged rows land if dropped at `destination`, and keeps
  /// the place shown for it; `nil` (and nothing kept) if it refuses.
  ///
  /// - Parameters:
  ///   - destination: The destination of the place proposed, if it is in the view.
  ///   - place: The place that shows a landing, counted once the dragged rows are taken out.
  mutating func validate(
    _ destination: ItemPath?, client: any ListSurfaceClient, shownAt place: (ItemPath) -> Place?
  ) -> Place? {
    validated = nil
    guard !ids.isEmpty, let destination, let landing = client.proposedDrop(at: destination),
      let shown = place(landing)
    else { return nil }
    validated = (shown, destination)
    return shown
  }

  /// The destination of a drop at a place: the one validated for it, else `mapped`.
  func destination(ofDropAt place: Place, else mapped: () -> ItemPath?) -> ItemPath? {
    guard let validated, validated.place == place else { return mapped() }
    return validated.destination
  }

  /// Hands the drop of the dragged rows to the data source.
  ///
  /// - Returns: Whether the rows moved.
  mutating func drop(at destination: ItemPath?, client: (any ListSurfaceClient)?) -> Bool {
    validated = nil
    guard let client, !ids.isEmpty, let destination else { return false }
    return client.userDidDrop(at: destination) != nil
  }

  /// Ends the drag, dropped or not.
  mutating func end(client: (any ListSurfaceClient)?) {
    self = ListDrag()
    client?.userDidEndDrag()
  }
}

// MARK: - ListSurfaceClient + Dragged rows

extension ListSurfaceClient {
  /// The positions of the dragged rows as the list shows them now, in list order: a batch
  /// since the lift may have moved them, or removed some.
  ///
  /// - Complexity: O(*k* log *n*) for *k* dragged rows.
  func shownPaths(of ids: [AnyHashable]) -> [ItemPath] {
    ids.compactMap { shownPath(ofItemWithID: $0) }.sorted()
  }
}
