import Tabula

/// What an editable list must go through: every snapshot its steps lead to, the step names,
/// and where undo has brought it.
struct EditTimeline: CustomStringConvertible {
  private var snapshots: [FuzzSnapshot]
  private var names: [String] = []
  private var position = 0
  private var steps: [Step] = []

  /// What was asked of the list, kept as values: described only when a rule breaks.
  private enum Step {
    case perform(EditOperation<FuzzSection, FuzzItem>, refused: Bool)
    case undo
    case redo
    case user(String)
  }

  init(_ first: FuzzSnapshot) {
    snapshots = [first]
  }

  var description: String {
    steps.map { step in
      switch step {
      case .perform(let operation, let refused): "\(operation)" + (refused ? " refused" : "")
      case .undo: "undo"
      case .redo: "redo"
      case .user(let name): "the user's \(name)"
      }
    }
    .joined(separator: ", ")
  }

  @MainActor
  mutating func perform(
    _ operation: EditOperation<FuzzSection, FuzzItem>, on list: EditableList<FuzzSection, FuzzItem>
  ) throws(FuzzFailure) {
    let before = list.snapshot
    let history = (list.history.undoSteps.count, list.history.redoSteps.count)
    let name = "step \(names.count)"
    do {
      try list.perform(operation, named: name)
    } catch {
      steps.append(.perform(operation, refused: true))
      try require(
        list.snapshot == before && list.history.undoSteps.count == history.0
          && list.history.redoSteps.count == history.1,
        "\(self): \(operation) threw \(error) but changed the list or its history")
      return
    }
    steps.append(.perform(operation, refused: false))
    snapshots[(position + 1)...] = [list.snapshot]
    names[position...] = [name]
    position += 1
    try require(list.history.undoActionName == name, "\(self): the undo name is wrong")
  }

  /// Takes in a step the list recorded through a data source (the user's drop), named `name`.
  @MainActor
  mutating func record(_ list: EditableList<FuzzSection, FuzzItem>, named name: String) {
    steps.append(.user(name))
    snapshots[(position + 1)...] = [list.snapshot]
    names[position...] = [name]
    position += 1
  }

  @MainActor
  mutating func undo(_ list: EditableList<FuzzSection, FuzzItem>) throws(FuzzFailure) {
    steps.append(.undo)
    let expected = position > 0 ? names[position - 1] : nil
    let name: String?
    do {
      name = try list.undo()
    } catch {
      throw FuzzFailure("\(self): undo threw \(error)")
    }
    try require(name == expected, "\(self): undid '\(name ?? "nothing")'")
    position = max(0, position - 1)
    try require(
      list.snapshot == snapshots[position],
      "\(self): undo reached \(list.snapshot.itemLayout), not \(snapshots[position].itemLayout)")
  }

  @MainActor
  mutating func redo(_ list: EditableList<FuzzSection, FuzzItem>) throws(FuzzFailure) {
    steps.append(.redo)
    let expected = position < names.count ? names[position] : nil
    let name: String?
    do {
      name = try list.redo()
    } catch {
      throw FuzzFailure("\(self): redo threw \(error)")
    }
    try require(name == expected, "\(self): redid '\(name ?? "nothing")'")
    position = min(names.count, position + 1)
    try require(
      list.snapshot == snapshots[position],
      "\(self): redo reached \(list.snapshot.itemLayout), not \(snapshots[position].itemLayout)")
  }

  @MainActor
  mutating func undoAll(_ list: EditableList<FuzzSection, FuzzItem>) throws(FuzzFailure) {
    while position > 0 { try undo(list) }
    try require(!list.history.canUndo, "\(self): undo left after undoing every step")
    try require(list.snapshot == snapshots[0], "\(self): undoing all missed the first snapshot")
  }

  @MainActor
  mutating func redoAll(_ list: EditableList<FuzzSection, FuzzItem>) throws(FuzzFailure) {
    while position < names.count { try redo(list) }
    try require(!list.history.canRedo, "\(self): redo left after redoing every step")
    try require(list.snapshot == snapshots.last, "\(self): redoing all missed the last snapshot")
  }
}
