@_spi(Surfaces) import Tabula
import TabulaTesting

/// An outline in an `EditableList` that a `ListDataSource` shows on a `HeadlessListView` in
/// edit mode: items inserted at any level, the list's edits, undo and redo, interleaved with
/// expanding and collapsing by the app and by the user's taps, reveals, and rows the user
/// moves in edit mode or drags. After every step the view shows exactly the items whose ancestors are all expanded
/// (read from `parent(of:)` alone), each at its level, by legal batches; undoing everything
/// returns the first outline.
enum OutlineTarget {
  @MainActor
  static func run(_ input: inout FuzzInput) throws(FuzzFailure) {
    let shown = ShownList(&input)
    let (list, log, view, dataSource) = (shown.list, shown.log, shown.view, shown.dataSource)
    dataSource.behavior = ListBehavior(allowsDeleting: true, allowsMoving: true)
    let token = dataSource.bind(to: list)
    view.isEditing = true
    var timeline = EditTimeline(list.snapshot)
    var nextID = 1_000
    while !input.isExhausted {
      let ids = list.snapshot.itemIdentifiers
      let pick = { (input: inout FuzzInput) in
        ids.isEmpty ? -1 : ids[input.int(in: 0...(ids.count - 1))]
      }
      switch input.int(in: 0...12) {
      case 0: try timeline.undo(list)
      case 1: try timeline.redo(list)
      case 2, 3:
        nextID += 1
        let item = PositionedItem(
          FuzzItem(id: nextID), at: input.path(), level: input.int(in: 0...4))
        try timeline.perform(.insertItems([item]), on: list)
      case 4: try timeline.perform(input.editOperation(depth: 0), on: list)
      case 5: dataSource.expand([pick(&input), pick(&input)])
      case 6: dataSource.collapse([pick(&input)])
      case 7: view.simulateUserToggleExpansion(at: input.path())
      case 8: if input.bool() { dataSource.expandAll() } else { dataSource.collapseAll() }
      case 9: if !ids.isEmpty { dataSource.reveal(pick(&input)) }
      case 10:
        let before = list.snapshot
        if view.simulateUserMove(from: input.path(), to: input.path()), list.snapshot != before {
          timeline.record(list, named: "Move")
        }
      default:
        let before = list.snapshot
        if !view.simulateUserLift(at: input.path()).isEmpty,
          view.simulateUserDrop(at: input.path()), list.snapshot != before
        {
          timeline.record(list, named: "Move")
        }
      }
      if input.int(in: 0...3) == 0 { view.finishAnimations() }
      try check(view, showing: list.snapshot, expanded: dataSource.expandedItems, "\(timeline)")
    }
    try timeline.undoAll(list)
    view.finishAnimations()
    try check(
      view, showing: list.snapshot, expanded: dataSource.expandedItems, "undoing all of \(timeline)"
    )
    let unexpected = log.diagnostics.filter { $0.kind != .moveRefused }
    try require(unexpected.isEmpty, "\(timeline): reported \(unexpected)")
    withExtendedLifetime(token) {}
  }

  /// Checks that the view shows the items of `outline` whose ancestors are all expanded, at
  /// their levels, and that it caught no illegal batch.
  @MainActor
  static func check(
    _ view: HeadlessListView, showing outline: FuzzSnapshot, expanded: Set<Int>,
    _ context: @autoclosure () -> String
  ) throws(FuzzFailure) {
    view.finishAnimations()
    try require(view.problems.isEmpty, "\(context()): the view caught \(view.problems)")
    try require(
      expanded.allSatisfy { outline.path(of: $0) != nil },
      "\(context()): \(expanded) expanded, not all in the outline")
    var wanted: [[FuzzItem]] = []
    for section in 0..<outline.numberOfSections {
      wanted.append(
        (outline.items(inSectionAt: section) ?? []).filter { item in
          var id = item.id
          while let parent = outline.parent(of: id) {
            guard expanded.contains(parent) else { return false }
            id = parent
          }
          return true
        })
    }
    try require(
      view.counts == wanted.map(\.count)
        && view.shownTokens == wanted.joined().map { ItemToken($0) },
      "\(context()): the view shows \(view.shownTokens), not \(wanted)")
    for (section, items) in wanted.enumerated() {
      for (index, item) in items.enumerated() {
        let row = view.outlineRow(at: ItemPath(section: section, item: index))
        let level = outline.level(of: item.id) ?? -1
        try require(
          (row?.level ?? 0) == level && (row?.isExpanded ?? false) == expanded.contains(item.id)
            && (row?.hasChildren ?? false) == outline.hasChildren(item.id)
            || row == nil && !outline.isOutline,
          "\(context()): row \(item) drawn as \(String(describing: row)), level \(level)")
      }
    }
  }
}
