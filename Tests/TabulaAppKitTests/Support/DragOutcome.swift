/// What became of a drag a fixture made on a table, collection or outline surface: what it
/// carried, where the view showed the drop, and what the drop answered.
struct DragOutcome<Dragged, Drop> {
  /// The rows or items the drag carries, as the fixture names them.
  var dragged: [Dragged]
  /// The place the view shows for the proposal, once retargeted; `nil` if refused.
  var shown: Drop?
  /// What `acceptDrop` answered; `nil` if it was not called.
  var accepted: Bool?
}
