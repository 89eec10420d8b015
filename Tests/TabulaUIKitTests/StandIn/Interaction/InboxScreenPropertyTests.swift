import TabulaExampleModels
import TabulaTestSupport

// Linux only: this file needs the UIKit stand-in (simulated swipes and long presses, and the
// menus and swipe buttons they open, which real UIKit does not let a test read). See README,
// "How the UIKit layer is verified".
#if os(Linux)
import Foundation
import Tabula
import TabulaExamples
import TabulaUIKit
import Testing
@_spi(StandIn) import UIKit

/// The "modern list" acceptance test: the inbox screen through 1,000 seeded random steps of
/// swipes (leading and trailing), menu commands, undos, redos and snapshot changes; after
/// every step the stand-in has seen no broken UIKit rule and the screen shows the model
/// exactly, headers and footers included.
///
/// Environment: `TABULA_UIKIT_SEED` (replayed exactly), `TABULA_UIKIT_STEPS` (1,000 by default).
@MainActor
struct InboxScreenPropertyTests {
  static let environment = ProcessInfo.processInfo.environment
  static let seed = environment["TABULA_UIKIT_SEED"].flatMap(Int.init) ?? 20_261_125
  static let steps = environment["TABULA_UIKIT_STEPS"].flatMap(Int.init) ?? 1_000

  @Test func `the inbox shows its model exactly through 1,000 random swipes, menus and undos`()
    throws
  {
    var random = SeededRandom(seed: Self.seed)
    let harness = InboxScreenHarness(count: 24, visibleItems: 8)
    var done: [String: Int] = [:]
    var nextID = 1_000
    for number in 1...max(1, Self.steps) {
      let step = Self.randomStep(on: harness, nextID: &nextID, using: &random)
      let settles = random.chance(0.8)
      var failures: [String] = []
      let violations = UIKitStandIn.violations {
        failures += step.perform()
        if settles { harness.settle() }
      }
      done[step.kind, default: 0] += 1
      failures += violations.map { "violation: \($0)" }
      if settles { failures += harness.problems() }
      #expect(failures.isEmpty, "seed \(Self.seed), step \(number) (\(step.name)): \(failures)")
      if !failures.isEmpty { break }
    }
    harness.settle()
    #expect(harness.problems().isEmpty, "seed \(Self.seed): at the end: \(harness.problems())")
    let unexpected = harness.diagnostics.diagnostics.filter { $0.kind != .itemVanished }
    #expect(unexpected.isEmpty, "\(unexpected)")
    for kind in ["leading swipe", "trailing swipe", "menu", "undo", "redo", "change", "scroll"] {
      #expect(done[kind, default: 0] >= Self.steps / 40, "too few \(kind) steps: \(done)")
    }
  }

  /// One step: its kind for the tally, its name for failures, and what it does.
  struct Step {
    var kind: String
    var name: String
    var perform: @MainActor () -> [String]
  }

  static func randomStep(
    on harness: InboxScreenHarness, nextID: inout Int, using random: inout SeededRandom
  ) -> Step {
    let inbox = harness.inbox
    let collectionView = harness.collectionView
    let visible = collectionView.indexPathsForVisibleItems
    let roll = Int.random(in: 0..<100, using: &random)
    if roll < 20, let row = visible.randomElement(using: &random) {
      let edge: UIKitStandIn.SwipeEdge = roll < 10 ? .leading : .trailing
      let kind = edge == .leading ? "leading swipe" : "trailing swipe"
      return Step(kind: kind, name: "\(kind) at \(row)") {
        let before = inbox.snapshot
        guard let action = collectionView.standInSimulateSwipe(edge, at: row)?.actions.first,
          let swiped = harness.controller.dataSource?.item(at: ItemPath(row))
        else { return ["no \(kind) action at \(row)"] }
        let performed = action.standInPerform(in: collectionView)
        // While an update animates, the row may show a message the inbox no longer has: the
        // app's edit is then refused, and the inbox must be untouched.
        let expectsChange = before.path(of: swiped.id) != nil
        return performed == true && (inbox.snapshot != before) == expectsChange
          ? [] : ["\(kind) at \(row) on \(swiped.id): \(String(describing: performed))"]
      }
    }
    if roll < 35, let row = visible.randomElement(using: &random) {
      let choice = Int.random(in: 0..<2, using: &random)
      return Step(kind: "menu", name: "menu command \(choice) at \(row)") {
        let commands =
          (collectionView.standInSimulateContextMenu(at: row)?.standInMenu()?.children ?? [])
          .compactMap { $0 as? UIAction }
        guard commands.count == 2 else { return ["menu at \(row): \(commands.map(\.title))"] }
        return commands[choice].standInPerform() ? [] : ["menu command did not run"]
      }
    }
    if roll < 55, inbox.history.canUndo {
      return Step(kind: "undo", name: "undo \(inbox.history.undoActionName ?? "")") {
        (try? inbox.undo()) == nil ? ["undo failed"] : []
      }
    }
    if roll < 65, inbox.history.canRedo {
      return Step(kind: "redo", name: "redo \(inbox.history.redoActionName ?? "")") {
        (try? inbox.redo()) == nil ? ["redo failed"] : []
      }
    }
    if roll < 75, let row = visible.randomElement(using: &random) {
      // The user opens a menu, an update removes the row, then the user chooses a command.
      return Step(kind: "vanished", name: "menu on \(row), row deleted, then chosen") {
        let commands =
          (collectionView.standInSimulateContextMenu(at: row)?.standInMenu()?.children ?? [])
          .compactMap { $0 as? UIAction }
        guard let item = harness.controller.dataSource?.item(at: ItemPath(row)),
          let flag = commands.first
        else { return ["no menu at \(row)"] }
        if inbox.snapshot.path(of: item.id) != nil {
          try? inbox.perform(.deleteItems([item.id]), named: "Delete elsewhere")
        }
        let after = inbox.snapshot
        _ = flag.standInPerform()
        return inbox.snapshot == after ? [] : ["a command ran on a vanished item"]
      }
    }
    if roll < 85 {
      let target = IndexPath(
        item: 0,
        section: Int.random(in: 0..<max(1, inbox.snapshot.numberOfSections), using: &random))
      return Step(kind: "scroll", name: "scroll to \(target)") {
        if inbox.snapshot.numberOfItems(inSectionAt: target.section) ?? 0 > 0 {
          collectionView.scrollToItem(at: target, at: .top, animated: false)
        }
        return []
      }
    }
    nextID += 1
    let id = nextID
    let section = Int.random(in: 0..<max(1, inbox.snapshot.numberOfSections), using: &random)
    return Step(kind: "change", name: "new message \(id) in section \(section)") {
      guard inbox.snapshot.numberOfSections > 0 else {
        inbox.replace(with: Inbox.snapshot(count: 12))
        return []
      }
      let path = ItemPath(section: section, item: 0)
      do {
        try inbox.perform(
          .insertItems([PositionedItem(Inbox.message(id), at: path)]), named: "Receive")
      } catch {
        return ["insert refused: \(error)"]
      }
      return []
    }
  }
}
#endif
