import Tabula
import TabulaTesting

/// A sequence of edits, undos and redos on an `EditableList` that a `ListDataSource` shows on
/// a `HeadlessListView`. An edit either throws and changes nothing, or becomes one step; each
/// undo and redo lands exactly on the snapshot it should; the view always shows the list;
/// undoing everything returns the first snapshot, and redoing everything the last.
enum EditTarget {
  @MainActor
  static func run(_ input: inout FuzzInput) throws(FuzzFailure) {
    let shown = ShownList(&input)
    let (list, log, view, dataSource) = (shown.list, shown.log, shown.view, shown.dataSource)
    dataSource.apply(list.snapshot, animated: false)
    let token = list.observe { dataSource.apply($0) }
    var timeline = EditTimeline(list.snapshot)
    while !input.isExhausted {
      switch input.int(in: 0...4) {
      case 0: try timeline.undo(list)
      case 1: try timeline.redo(list)
      default: try timeline.perform(input.editOperation(), on: list)
      }
      try view.checkShows(list.snapshot, context: "after \(timeline)")
    }
    try timeline.undoAll(list)
    try view.checkShows(list.snapshot, context: "after undoing all of \(timeline)")
    try timeline.redoAll(list)
    try view.checkShows(list.snapshot, context: "after redoing all of \(timeline)")
    try require(log.diagnostics.isEmpty, "\(timeline): reported \(log.diagnostics)")
    withExtendedLifetime(token) {}
  }
}
