@_spi(Surfaces) internal import Tabula

/// A drag of a view's own rows, from the rows lifted to the drop: the rows by identity, and the
/// last drop place validated as the view was told to show it, with the list's destination it
/// stands for.
///
/// AppKit hands `acceptDrop` the place `validateDrop` last agreed to, retargeted or not; its
/// documentation does not say which. Keeping the destination validated for the retargeted
/// place answers both readings alike: the retargeted place finds it here, the place first
/// proposed maps to it again.
struct ListDrag<Place: Equatable> {
  /// The identifiers of the dragged rows, in list order; empty when no drag of this view's
  /// rows is under way.
  var ids: [AnyHashable] = []
  /// The place last validated, as the view shows it, and the destination it stands for,
  /// counted once the dragged rows are taken out.
  var validated: (place: Place, destination: ItemPath)?

  /// The destination validated for a place, if it is the one last validated.
  func validatedDestination(at place: Place) -> ItemPath? {
    guard let validated, validated.place == place else { return nil }
    return validated.destination
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
