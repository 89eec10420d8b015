@_spi(Surfaces) import Tabula
import TabulaTesting

/// Drag sessions and selections on an `EditableList` that a `ListDataSource` shows on a
/// `HeadlessListView` in edit mode, interleaved with the list's own edits, undo and redo. Every
/// drop does what the plain model of a drop says (or is refused with a `moveRefused`
/// diagnostic and changes nothing); the view always shows the list and the data source's
/// selection; undoing everything returns the first snapshot.
enum DragTarget {
  @MainActor
  static func run(_ input: inout FuzzInput) throws(FuzzFailure) {
    let shown = ShownList(&input)
    let (list, log, view, dataSource) = (shown.list, shown.log, shown.view, shown.dataSource)
    dataSource.behavior = ListBehavior(allowsDeleting: true, allowsMoving: true)
    dataSource.behavior.allowsMultipleSelection = true
    dataSource.behavior.moveRule = { DragExpectation.rule($0, from: $1, to: $2) }
    let token = dataSource.bind(to: list)
    view.isEditing = true
    var timeline = EditTimeline(list.snapshot)
    while !input.isExhausted {
      switch input.int(in: 0...7) {
      case 0: try timeline.undo(list)
      case 1: try timeline.redo(list)
      case 2: try timeline.perform(input.editOperation(depth: 0), on: list)
      case 3: view.simulateUserTap(at: input.path())
      case 4: view.isEditing.toggle()
      default: try drag(&input, view: view, list: list, timeline: &timeline, log: log)
      }
      try view.checkShows(list.snapshot, context: "after \(timeline)")
      try checkSelection(of: dataSource, on: view, context: "after \(timeline)")
    }
    try timeline.undoAll(list)
    try view.checkShows(list.snapshot, context: "after undoing all of \(timeline)")
    let unexpected = log.diagnostics.filter { $0.kind != .moveRefused }
    try require(unexpected.isEmpty, "\(timeline): reported \(unexpected)")
    withExtendedLifetime(token) {}
  }

  /// One drag: a lift at any position, hovers, perhaps an edit of the list under it, then a
  /// drop at any position or a cancellation.
  @MainActor
  private static func drag(
    _ input: inout FuzzInput, view: HeadlessListView,
    list: EditableList<FuzzSection, FuzzItem>, timeline: inout EditTimeline, log: DiagnosticLog
  ) throws(FuzzFailure) {
    let lift = input.path()
    let lifted = view.simulateUserLift(at: lift)
    let dragged = lifted.compactMap { list.snapshot.item(at: $0)?.id }
    try require(
      dragged.count == lifted.count, "\(timeline): lifted \(lifted) outside \(list.snapshot.counts)"
    )
    guard !lifted.isEmpty else { return }
    for _ in 0..<input.int(in: 0...2) { _ = view.simulateUserDragOver(input.path()) }
    if input.int(in: 0...3) == 0 { try timeline.perform(input.editOperation(depth: 0), on: list) }
    guard input.int(in: 0...7) != 0 else { return view.simulateUserCancelDrag() }
    let destination = input.path()
    let before = list.snapshot
    let expected = DragExpectation.layout(dropping: dragged, at: destination, in: before)
    let reported = log.diagnostics.count
    let dropped = view.simulateUserDrop(at: destination)
    let context = "\(timeline): dropping \(dragged) at \(destination) of \(before.itemLayout)"
    try require(dropped == (expected != nil), "\(context): accepted \(dropped)")
    try require(view.draggedRows == nil, "\(context): the drag did not end")
    guard let expected else {
      try require(list.snapshot == before, "\(context): a refused drop changed the list")
      let kinds = log.diagnostics.dropFirst(reported).map(\.kind)
      return try require(kinds == [.moveRefused], "\(context): reported \(kinds)")
    }
    try require(
      list.snapshot.itemLayout == expected, "\(context): landed as \(list.snapshot.itemLayout)")
    if list.snapshot != before { timeline.record(list, named: "Move") }
  }

  @MainActor
  private static func checkSelection(
    of dataSource: ListDataSource<FuzzSection, FuzzItem>, on view: HeadlessListView,
    context: @autoclosure () -> String
  ) throws(FuzzFailure) {
    let shown = dataSource.snapshot
    let paths = dataSource.selection.compactMap { shown.path(of: $0) }
    try require(
      paths.count == dataSource.selection.count,
      "\(context()): the selection keeps \(dataSource.selection), not all shown")
    try require(
      view.selectedItemPaths == paths.sorted(),
      "\(context()): the view selects \(view.selectedItemPaths), not \(paths.sorted())")
  }
}
