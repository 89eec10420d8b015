@_spi(Surfaces) import Tabula

// MARK: - ListScreen + Dragging

extension ListScreen {
  /// Carries out a step of a drag: picks up the row under the cursor (or the selected rows),
  /// moves the drop marker, drops, or puts the rows back.
  ///
  /// - Parameter step: The step.
  /// - Returns: A message for the status line, if any.
  func drag(_ step: DragStep) -> String? {
    switch step {
    case .lift: return lift()
    case .moveMarker(let offset):
      view.moveDropMarker(by: offset)
      return nil
    case .drop: return drop()
    case .cancel:
      guard view.drag != nil else { return nil }
      view.cancelDrag()
      return "Put back: nothing moved"
    }
  }

  // MARK: Private

  private func lift() -> String? {
    if let refusal = moveRefusal { return refusal }
    guard let cursor = view.cursor, let item = itemUnderCursor else { return "Nothing to move" }
    let lifted = view.liftRows(at: cursor)
    guard !lifted.isEmpty else { return "This row cannot move" }
    return "Picked up \(rows(lifted.count, else: behavior.describe(item)))"
  }

  /// Drops the rows; the data source hands the move to the model as one step named "Move".
  private func drop() -> String? {
    guard let drag = view.drag else { return nil }
    let first = drag.identities.first.flatMap(view.path(showing:)).flatMap(dataSource.item(at:))
    guard let landed = view.dropRows() else { return "Not moved" }
    let what = rows(drag.identities.count, else: first.map(behavior.describe) ?? "the row")
    let section = dataSource.snapshot.section(at: landed.section)?.header ?? "the list"
    return "Moved \(what) to \(section), place \(landed.item + 1)"
  }

  private func rows(_ count: Int, else single: String) -> String {
    count == 1 ? single : "\(count) rows"
  }
}
