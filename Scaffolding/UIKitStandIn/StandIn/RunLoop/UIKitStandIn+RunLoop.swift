// MARK: - UIKitStandIn + RunLoop

extension UIKitStandIn {
  /// Ends the current pass of the main run loop: every undo manager that groups by event
  /// closes the group it opened in this pass, so the pass's registrations form one undo step.
  ///
  /// On iOS, each user event is handled in a pass of its own. The stand-in has no run loop:
  /// a simulated user event (a tap, a swipe-to-delete, a drag, a bar button, an action) ends
  /// the pass before and after it runs, and a pass with an open group also ends when the main
  /// actor next runs queued work. Call this to separate programmatic steps the way two
  /// events would.
  public static func endRunLoopPass() {
    let managers = undoManagersGroupingThisPass
    undoManagersGroupingThisPass = []
    isRunLoopPassEndScheduled = false
    for manager in managers {
      manager.value?.endEventGroup()
    }
  }

  /// Remembers an undo manager that opened its event group in this pass, and makes sure the
  /// pass ends.
  ///
  /// - Parameter manager: The undo manager.
  static func undoManagerDidOpenEventGroup(_ manager: UndoManager) {
    undoManagersGroupingThisPass.append(WeakUndoManager(value: manager))
    guard !isRunLoopPassEndScheduled else { return }
    isRunLoopPassEndScheduled = true
    Task { @MainActor in
      if isRunLoopPassEndScheduled { endRunLoopPass() }
    }
  }

  private static var undoManagersGroupingThisPass: [WeakUndoManager] = []
  private static var isRunLoopPassEndScheduled = false

  private struct WeakUndoManager {
    weak var value: UndoManager?
  }
}
