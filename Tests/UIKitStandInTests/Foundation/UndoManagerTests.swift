import Testing
@_spi(StandIn) import UIKit

/// A counter whose changes are undoable.
@MainActor private final class Counter {
  var value = 0
  let undoManager: UndoManager

  init(undoManager: UndoManager) {
    self.undoManager = undoManager
  }

  func add(_ amount: Int, named name: String = "Add") {
    value += amount
    undoManager.registerUndo(withTarget: self) { $0.add(-amount, named: name) }
    undoManager.setActionName(name)
  }
}

@MainActor struct UndoManagerTests {
  @Test func `undo and redo walk the two stacks`() {
    let counter = Counter(undoManager: UndoManager())
    let manager = counter.undoManager
    counter.add(1)
    UIKitStandIn.endRunLoopPass()
    counter.add(10, named: "Add Ten")
    UIKitStandIn.endRunLoopPass()
    #expect(manager.canUndo && !manager.canRedo)
    #expect(manager.undoActionName == "Add Ten")
    manager.undo()
    #expect(counter.value == 1)
    #expect(manager.canRedo)
    #expect(manager.redoActionName == "Add Ten")
    #expect(manager.undoActionName == "Add")
    manager.redo()
    #expect(counter.value == 11)
    #expect(!manager.canRedo)
    #expect(manager.undoActionName == "Add Ten")
  }

  @Test func `a new registration clears the redo stack`() {
    let counter = Counter(undoManager: UndoManager())
    counter.add(1)
    counter.undoManager.undo()
    #expect(counter.undoManager.canRedo)
    counter.add(5)
    #expect(!counter.undoManager.canRedo)
  }

  @Test func `handlers see isUndoing and isRedoing`() {
    let manager = UndoManager()
    let target = NSObject()
    var seen: [String] = []
    manager.registerUndo(withTarget: target) { _ in
      seen.append("undoing \(manager.isUndoing)")
    }
    manager.undo()
    #expect(seen == ["undoing true"])
    #expect(!manager.isUndoing)
  }

  @Test func `a group undoes as one step with one name`() {
    let counter = Counter(undoManager: UndoManager())
    let manager = counter.undoManager
    manager.groupsByEvent = false
    manager.beginUndoGrouping()
    counter.add(1)
    manager.beginUndoGrouping()
    counter.add(2)
    manager.endUndoGrouping()
    manager.setActionName("Add Three")
    #expect(manager.groupingLevel == 1)
    manager.endUndoGrouping()
    #expect(manager.undoActionName == "Add Three")
    manager.undo()
    #expect(counter.value == 0)
    #expect(!manager.canUndo)
    manager.redo()
    #expect(counter.value == 3)
  }

  @Test func `levelsOfUndo drops the oldest groups`() {
    let counter = Counter(undoManager: UndoManager())
    counter.undoManager.levelsOfUndo = 2
    for amount in 1...3 {
      counter.add(amount)
      UIKitStandIn.endRunLoopPass()
    }
    counter.undoManager.undo()
    counter.undoManager.undo()
    counter.undoManager.undo()
    #expect(counter.value == 1)
    counter.undoManager.removeAllActions()
    #expect(!counter.undoManager.canRedo)
  }

  @Test func `ending a group that was never begun is reported`() {
    let manager = UndoManager()
    let violations = UIKitStandIn.violations { manager.endUndoGrouping() }
    #expect(violations.map(\.kind) == [.unbalancedUndoGrouping])
  }

  @Test func `by default, everything registered in one run-loop pass is one undo step`() {
    let counter = Counter(undoManager: UndoManager())
    let manager = counter.undoManager
    #expect(manager.groupsByEvent)
    counter.add(1)
    counter.add(2, named: "Add Two")
    #expect(manager.groupingLevel == 1, "the pass's group is open until the pass ends")
    #expect(manager.undoActionName == "Add Two")
    UIKitStandIn.endRunLoopPass()
    #expect(manager.groupingLevel == 0)
    counter.add(4)
    UIKitStandIn.endRunLoopPass()
    manager.undo()
    #expect(counter.value == 3)
    manager.undo()
    #expect(counter.value == 0, "both registrations of the first pass are undone together")
    #expect(!manager.canUndo)
    manager.redo()
    #expect(counter.value == 3)
  }

  @Test func `undo closes the open group of the pass, then undoes it`() {
    let counter = Counter(undoManager: UndoManager())
    counter.add(1)
    counter.add(2)
    counter.undoManager.undo()
    #expect(counter.value == 0)
    #expect(counter.undoManager.groupingLevel == 0)
    #expect(counter.undoManager.canRedo)
  }

  @Test func `groups the app opens nest inside the pass's group`() {
    let counter = Counter(undoManager: UndoManager())
    let manager = counter.undoManager
    manager.beginUndoGrouping()
    counter.add(1)
    manager.endUndoGrouping()
    #expect(manager.groupingLevel == 1)
    counter.add(2)
    UIKitStandIn.endRunLoopPass()
    manager.undo()
    #expect(counter.value == 0)
  }

  @Test func `a pass that registered something ends when the main actor runs queued work`()
    async
  {
    let counter = Counter(undoManager: UndoManager())
    counter.add(1)
    #expect(counter.undoManager.groupingLevel == 1)
    await Task.yield()
    #expect(counter.undoManager.groupingLevel == 0)
    counter.add(2)
    await Task.yield()
    counter.undoManager.undo()
    #expect(counter.value == 1)
  }

  @Test func `each simulated user event is a pass of its own`() {
    let counter = Counter(undoManager: UndoManager())
    let first = UIBarButtonItem(primaryAction: UIAction { _ in counter.add(1) })
    let second = UIBarButtonItem(primaryAction: UIAction { _ in counter.add(2) })
    first.standInTap()
    second.standInTap()
    #expect(counter.undoManager.groupingLevel == 0)
    counter.undoManager.undo()
    #expect(counter.value == 1)
  }

  @Test func `a window shares one undo manager with its views and controllers`() {
    let window = UIWindow(frame: .zero)
    let controller = UIViewController()
    window.rootViewController = controller
    let manager = window.undoManager
    #expect(manager != nil)
    #expect(window.undoManager === manager)
    #expect(controller.view.undoManager === manager)
    #expect(controller.undoManager === manager)
    #expect(UIView().undoManager == nil)
    #expect(UIWindow(frame: .zero).undoManager !== manager)
  }
}
