/// The undo and redo stacks of a list's edits, kept as operations, never as copies of the
/// list.
///
/// Each step stores the edit that redoes it and the edit that undoes it; an edit that removed
/// items keeps exactly those items, so the history grows with what changed, not with the
/// size of the list.
///
/// ```swift
/// var history = UndoHistory<ListSection, Pokemon>()
/// try history.perform(.deleteItems([eevee.id]), named: "Delete", on: &snapshot)
/// history.undoActionName                      // "Delete": title a button "Undo Delete"
/// try history.undo(&snapshot)                 // eevee is back
/// try history.redo(&snapshot)                 // and gone again
/// ```
public struct UndoHistory<Section: Identifiable & Equatable, Item: Identifiable & Equatable>
where Section.ID: Sendable, Item.ID: Sendable {
  /// One undoable step: a named edit and its inverse.
  public struct Step {
    /// The name of the step, for menu and button titles ("Undo Delete").
    public var name: String

    /// The edit that carries the step out again.
    public var redo: EditOperation<Section, Item>

    /// The edit that reverts the step.
    public var undo: EditOperation<Section, Item>
  }

  /// The steps that can be undone, oldest first.
  public private(set) var undoSteps: [Step] = []

  /// The steps that can be redone, the next one last.
  public private(set) var redoSteps: [Step] = []

  /// The most steps the history keeps; the oldest are forgotten first. `nil` keeps all.
  public var limit: Int? {
    didSet { trimToLimit() }
  }

  // MARK: Lifecycle

  /// Creates an empty history.
  ///
  /// - Parameter limit: The most steps to keep; `nil` keeps all.
  public init(limit: Int? = nil) {
    self.limit = limit
  }

  /// Creates a history of these steps, as a provider that keeps its steps elsewhere reports
  /// them.
  init(undoSteps: [Step], redoSteps: [Step]) {
    self.undoSteps = undoSteps
    self.redoSteps = redoSteps
  }

  // MARK: Public

  /// Whether there is a step to undo.
  public var canUndo: Bool { !undoSteps.isEmpty }

  /// Whether there is a step to redo.
  public var canRedo: Bool { !redoSteps.isEmpty }

  /// The name of the step ``undo(_:)`` would revert, if any.
  public var undoActionName: String? { undoSteps.last?.name }

  /// The name of the step ``redo(_:)`` would carry out again, if any.
  public var redoActionName: String? { redoSteps.last?.name }

  /// The number of items the history holds, over all steps: what it costs in memory.
  ///
  /// - Complexity: O(*s*), where *s* is the number of steps.
  public var itemCount: Int {
    (undoSteps + redoSteps).reduce(0) { $0 + $1.redo.itemCount + $1.undo.itemCount }
  }

  /// Applies an edit to a snapshot and records it as one step, clearing the redo stack.
  ///
  /// - Parameters:
  ///   - operation: The edit; use ``EditOperation/group(_:)`` for several edits as one step.
  ///   - name: The step's name, such as "Delete" or "Move".
  ///   - snapshot: The snapshot to edit.
  /// - Throws: ``SnapshotError`` if the edit cannot be applied; then neither the snapshot nor
  ///   the history changes.
  /// - Complexity: That of applying `operation`.
  public mutating func perform(
    _ operation: EditOperation<Section, Item>,
    named name: String,
    on snapshot: inout Snapshot<Section, Item>
  ) throws(SnapshotError<Section.ID, Item.ID>) {
    let inverse = try operation.apply(to: &snapshot)
    record(Step(name: name, redo: operation, undo: inverse))
  }

  /// Records an edit that was already applied, given its inverse, clearing the redo stack.
  ///
  /// - Parameter step: The applied edit, its inverse, and its name.
  public mutating func record(_ step: Step) {
    undoSteps.append(step)
    if !redoSteps.isEmpty { redoSteps.removeAll() }
    trimToLimit()
  }

  /// Reverts the last step, which then becomes the next step to redo.
  ///
  /// - Parameter snapshot: The snapshot the step was applied to, as it is now.
  /// - Returns: The reverted step's name, or `nil` if there was nothing to undo.
  /// - Throws: ``SnapshotError`` if the list changed so that the step cannot be reverted;
  ///   then neither the snapshot nor the history changes.
  @discardableResult
  public mutating func undo(_ snapshot: inout Snapshot<Section, Item>)
    throws(SnapshotError<Section.ID, Item.ID>) -> String?
  {
    guard let step = undoSteps.last else { return nil }
    let redo = try step.undo.apply(to: &snapshot)
    undoSteps.removeLast()
    redoSteps.append(Step(name: step.name, redo: redo, undo: step.undo))
    return step.name
  }

  /// Carries out the last undone step again, which then becomes the next step to undo.
  ///
  /// - Parameter snapshot: The snapshot as the undo left it.
  /// - Returns: The step's name, or `nil` if there was nothing to redo.
  /// - Throws: ``SnapshotError`` if the list changed so that the step cannot be redone; then
  ///   neither the snapshot nor the history changes.
  @discardableResult
  public mutating func redo(_ snapshot: inout Snapshot<Section, Item>)
    throws(SnapshotError<Section.ID, Item.ID>) -> String?
  {
    guard let step = redoSteps.last else { return nil }
    let undo = try step.redo.apply(to: &snapshot)
    redoSteps.removeLast()
    undoSteps.append(Step(name: step.name, redo: step.redo, undo: undo))
    return step.name
  }

  /// Forgets every step.
  public mutating func removeAll() {
    undoSteps.removeAll()
    redoSteps.removeAll()
  }

  private mutating func trimToLimit() {
    guard let limit, undoSteps.count > limit else { return }
    undoSteps.removeFirst(undoSteps.count - max(limit, 0))
  }
}

// MARK: - UndoHistory + Sendable

extension UndoHistory: Sendable where Section: Sendable, Item: Sendable {}
extension UndoHistory.Step: Sendable where Section: Sendable, Item: Sendable {}
extension UndoHistory.Step: Equatable {}
