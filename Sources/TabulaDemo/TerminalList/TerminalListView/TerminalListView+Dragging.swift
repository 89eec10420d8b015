@_spi(Surfaces) import Tabula
import TabulaTesting

// MARK: - TerminalListView + Dragging

extension TerminalListView {
  /// Does what lifting a row to drag it does: asks the data source which rows the drag
  /// carries (the row, or every selected row when it is one of several selected), and puts
  /// the drop marker where the row stands.
  ///
  /// - Parameter path: The position of the lifted row.
  /// - Returns: The positions of the lifted rows; empty if the row cannot be dragged or a
  ///   drag already runs.
  @discardableResult
  func liftRows(at path: ItemPath) -> [ItemPath] {
    layoutIfNeeded()
    guard drag == nil, let client, let lifted = identity(at: path) else { return [] }
    let paths = client.itemsToDrag(at: path)
    guard !paths.isEmpty else { return [] }
    let identities = paths.compactMap(identity(at:))
    let above = paths.count { $0.section == path.section && $0.item < path.item }
    let start = ItemPath(
      section: path.section, item: path.item - (identities.contains(lifted) ? above : 0))
    drag = TerminalDrag(
      identities: identities, destination: start, landing: client.proposedDrop(at: start))
    refresh()
    return paths
  }

  /// Moves the drop marker by `offset` places, across sections, and asks the data source
  /// where the rows would land there. The places are the gaps between the rows that are not
  /// dragged: before the first of a section, between two, after the last.
  ///
  /// - Parameter offset: How many places down (positive) or up (negative).
  func moveDropMarker(by offset: Int) {
    guard var drag, let client else { return }
    let places = dropPlaces
    guard !places.isEmpty else { return }
    let index = places.firstIndex(of: drag.destination) ?? 0
    drag.destination = places[min(max(index + offset, 0), places.count - 1)]
    drag.landing = client.proposedDrop(at: drag.destination)
    self.drag = drag
    refresh()
  }

  /// Drops the dragged rows at the marker: the data source hands the move to its provider,
  /// then animates what the provider publishes (the list moves no row itself).
  ///
  /// - Returns: Where the first row lands, or `nil` if the drop was refused (the data source
  ///   reports why) or no drag runs.
  @discardableResult
  func dropRows() -> ItemPath? {
    guard let drag, let client else { return nil }
    self.drag = nil
    let landed = client.userDidDrop(at: drag.destination)
    client.userDidEndDrag()
    refresh()
    return landed
  }

  /// Ends the drag without a drop: the rows stay where they are.
  func cancelDrag() {
    guard drag != nil else { return }
    drag = nil
    client?.userDidEndDrag()
    refresh()
  }

  // MARK: Internal

  /// Every place the drop marker can stand, in list order, counted once the dragged rows are
  /// taken out.
  var dropPlaces: [ItemPath] {
    guard let drag else { return [] }
    let lifted = Set(drag.identities)
    return sections.indices.flatMap { section in
      let staying = sections[section].rows.count { row in
        !(row.token.map { lifted.contains($0.id) } ?? false)
      }
      return (0...staying).map { ItemPath(section: section, item: $0) }
    }
  }

  /// The row the drop marker stands above, as the list shows it (dragged rows included), or
  /// the position past the last row of its section; `nil` when no drag runs.
  var dropMarkerPath: ItemPath? {
    guard let drag, sections.indices.contains(drag.destination.section) else { return nil }
    let section = drag.destination.section
    let rows = sections[section].rows
    var staying = 0
    for (item, row) in rows.enumerated() where !isLifted(row) {
      if staying == drag.destination.item { return ItemPath(section: section, item: item) }
      staying += 1
    }
    return ItemPath(section: section, item: rows.count)
  }

  /// The mark in the gutter of a row being dragged.
  static let liftedMark: Character = "^"

  /// What the drop marker says: where the rows would land, or that they may not.
  var dropMarkerText: String {
    guard let drag else { return "" }
    guard let landing = drag.landing else { return "✗ cannot drop here" }
    let rows = drag.identities.count == 1 ? "" : "\(drag.identities.count) rows "
    guard landing != drag.destination else { return "──── drop \(rows)here" }
    let section = titles(landing.section).header ?? "section \(landing.section + 1)"
    return "──── drop \(rows)here: lands in \(section), place \(landing.item + 1)"
  }

  /// How the drop marker is coloured: green where the rows may land, red where not.
  var dropMarkerCodes: [Int] {
    drag?.landing == nil ? [ANSIStyle.red, ANSIStyle.bold] : [ANSIStyle.green, ANSIStyle.bold]
  }

  /// Whether a row is one of those being dragged.
  func isLifted(_ row: TerminalRow) -> Bool {
    guard let drag, let id = row.token?.id else { return false }
    return drag.identities.contains(id)
  }
}
