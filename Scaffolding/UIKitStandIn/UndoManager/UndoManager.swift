// MARK: - UndoManager

/// A general-purpose recorder of operations that enables undo and redo.
///
/// On Apple platforms `UndoManager` is Foundation's `NSUndoManager`; corelibs Foundation has
/// none, so the stand-in declares one that follows Foundation's rules:
///
/// - registering while undoing adds to the redo stack; registering while redoing adds to the
///   undo stack; registering otherwise adds to the undo stack and clears the redo stack;
/// - an action name attaches to the open group (or, with none open, to the newest group);
/// - `undo()` closes an open top-level group first, then reverts the newest group as a whole;
/// - with ``groupsByEvent`` (the default), the first registration or group of a run-loop pass
///   opens a top-level group that the end of the pass closes, so everything registered in one
///   pass is one undo step.
///
/// The stand-in has no run loop: a simulated user event is a pass of its own, and
/// `UIKitStandIn.endRunLoopPass()` ends one (see there).
@MainActor open class UndoManager: NSObject {
  /// Creates an empty undo manager.
  public override init() {
    super.init()
  }

  // MARK: Registering

  /// Registers a closure that reverts one change of `target`.
  ///
  /// The manager keeps `target` weakly (Foundation keeps it unowned); the handler is skipped
  /// when the target is gone.
  ///
  /// - Parameters:
  ///   - target: The object the change applies to.
  ///   - handler: Reverts the change; it receives `target`.
  open func registerUndo<TargetType: AnyObject>(
    withTarget target: TargetType,
    handler: @escaping @MainActor (TargetType) -> Void
  ) {
    let action = Action(target: ObjectIdentifier(target)) { [weak target] in
      if let target {
        handler(target)
      }
    }
    if isUndoing {
      recordingRedoGroup?.actions.append(action)
    } else if isRedoing {
      recordingUndoGroup?.actions.append(action)
    } else if openGroup != nil || openEventGroupIfNeeded() {
      openGroup?.actions.append(action)
      redoStack.removeAll()
    } else {
      redoStack.removeAll()
      push(Group(actions: [action]), onto: &undoStack)
    }
  }

  /// Names the action of the open group (or of the newest group when none is open).
  ///
  /// - Parameter actionName: The name, such as "Delete".
  open func setActionName(_ actionName: String) {
    if isUndoing, recordingRedoGroup != nil {
      recordingRedoGroup?.name = actionName
    } else if isRedoing, recordingUndoGroup != nil {
      recordingUndoGroup?.name = actionName
    } else if openGroup != nil {
      openGroup?.name = actionName
    } else if !undoStack.isEmpty {
      undoStack[undoStack.count - 1].name = actionName
    }
  }

  // MARK: Grouping

  /// Whether the manager opens a top-level group in each run-loop pass that registers
  /// something, and closes it at the end of the pass; `true` by default, as in Foundation.
  open var groupsByEvent = true

  /// The number of nested open groups.
  open var groupingLevel: Int { groupDepth }

  /// Opens a group; groups may nest, and only the outermost one becomes an undo step.
  open func beginUndoGrouping() {
    openEventGroupIfNeeded()
    groupDepth += 1
    if groupDepth == 1 {
      openGroup = Group()
    }
  }

  /// Closes the innermost open group. With no group open, this is the
  /// `NSInternalInconsistencyException` Foundation raises (recorded, then ignored).
  open func endUndoGrouping() {
    guard groupDepth > 0 else {
      UIKitStandIn.record(
        UIKitStandInViolation(
          kind: .unbalancedUndoGrouping,
          reason: "endUndoGrouping called with no matching begin",
          fidelity: .approximate))
      return
    }
    groupDepth -= 1
    if groupDepth == 0 {
      hasEventGroup = false
    }
    if groupDepth == 0, let group = openGroup {
      openGroup = nil
      if !group.actions.isEmpty {
        push(group, onto: &undoStack)
      }
    }
  }

  // MARK: Undo and redo

  /// Whether there is a group to undo.
  open var canUndo: Bool { !undoStack.isEmpty || !(openGroup?.actions.isEmpty ?? true) }

  /// Whether there is a group to redo.
  open var canRedo: Bool { !redoStack.isEmpty }

  /// Whether `undo()` is running.
  open private(set) var isUndoing = false

  /// Whether `redo()` is running.
  open private(set) var isRedoing = false

  /// The name of the group `undo()` would revert (the open group, once it holds an action),
  /// or "".
  open var undoActionName: String {
    if let openGroup, !openGroup.actions.isEmpty { return openGroup.name }
    return undoStack.last?.name ?? ""
  }

  /// The name of the group `redo()` would replay, or "".
  open var redoActionName: String { redoStack.last?.name ?? "" }

  /// The maximum number of undo groups kept; 0 (the default) means no limit.
  open var levelsOfUndo = 0 {
    didSet { trim(&undoStack) }
  }

  /// Closes an open top-level group, then reverts the newest group; the changes it registers
  /// form the matching redo group.
  open func undo() {
    if groupDepth == 1 {
      endUndoGrouping()
    } else if groupDepth > 1 {
      UIKitStandIn.record(
        UIKitStandInViolation(
          kind: .unbalancedUndoGrouping,
          reason: "undo was called with too many nested undo groups",
          fidelity: .approximate))
      return
    }
    guard let group = undoStack.popLast() else { return }
    isUndoing = true
    recordingRedoGroup = Group(name: group.name)
    for action in group.actions.reversed() {
      action.run()
    }
    isUndoing = false
    if let redoGroup = recordingRedoGroup, !redoGroup.actions.isEmpty {
      push(redoGroup, onto: &redoStack)
    }
    recordingRedoGroup = nil
  }

  /// Replays the newest undone group; the changes it registers form a new undo group and do
  /// not clear the redo stack.
  open func redo() {
    guard let group = redoStack.popLast() else { return }
    isRedoing = true
    recordingUndoGroup = Group(name: group.name)
    for action in group.actions.reversed() {
      action.run()
    }
    isRedoing = false
    if let undoGroup = recordingUndoGroup, !undoGroup.actions.isEmpty {
      push(undoGroup, onto: &undoStack)
    }
    recordingUndoGroup = nil
  }

  /// Clears both stacks and closes any open group.
  /// Removes every undo and redo action registered with a target, and the groups left
  /// empty.
  ///
  /// - Parameter target: The target the actions were registered with.
  open func removeAllActions(withTarget target: Any) {
    let id = ObjectIdentifier(target as AnyObject)
    func strip(_ stack: inout [Group]) {
      for index in stack.indices {
        stack[index].actions.removeAll { $0.target == id }
      }
      stack.removeAll { $0.actions.isEmpty }
    }
    strip(&undoStack)
    strip(&redoStack)
    openGroup?.actions.removeAll { $0.target == id }
  }

  open func removeAllActions() {
    undoStack.removeAll()
    redoStack.removeAll()
    openGroup = nil
    groupDepth = 0
    hasEventGroup = false
  }

  // MARK: Private

  private struct Action {
    let target: ObjectIdentifier
    let run: @MainActor () -> Void
  }

  private struct Group {
    var name = ""
    var actions: [Action] = []
  }

  private var undoStack: [Group] = []
  private var redoStack: [Group] = []
  private var openGroup: Group?
  private var groupDepth = 0
  private var recordingRedoGroup: Group?
  private var recordingUndoGroup: Group?
  private var hasEventGroup = false

  /// Opens the pass's top-level group when grouping by event and no group is open.
  ///
  /// - Returns: Whether a group was opened.
  @discardableResult private func openEventGroupIfNeeded() -> Bool {
    guard groupsByEvent, groupDepth == 0, !isUndoing, !isRedoing else { return false }
    groupDepth = 1
    openGroup = Group()
    hasEventGroup = true
    UIKitStandIn.undoManagerDidOpenEventGroup(self)
    return true
  }

  /// Closes the group this pass opened, if it is the only one open. A pass that ends inside
  /// groups the app opened leaves them open, as Foundation does.
  func endEventGroup() {
    guard hasEventGroup, groupDepth == 1 else { return }
    endUndoGrouping()
  }

  private func push(_ group: Group, onto stack: inout [Group]) {
    stack.append(group)
    trim(&stack)
  }

  private func trim(_ stack: inout [Group]) {
    if levelsOfUndo > 0, stack.count > levelsOfUndo {
      stack.removeFirst(stack.count - levelsOfUndo)
    }
  }
}
