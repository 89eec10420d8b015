import TabulaTestSupport

// Linux only: this file needs the UIKit stand-in (its recorded violations, cached counts,
// viewport or in-code nibs), which real UIKit does not have. See CONTRIBUTING.md, "How the UIKit
// layer is verified".
#if os(Linux)
import Foundation
import Tabula
import TabulaUIKit
import Testing
@_spi(StandIn) import UIKit

/// The acceptance test of the UIKit layer: a table in a window, driven by a `ListDataSource`
/// bound to an `EditableList`, through long seeded sequences of random snapshot changes and
/// random user edits (reorders too while a staged update animates); after every step the
/// stand-in has seen no broken UIKit rule and the table shows the model exactly, and every cell
/// that must survive a step does.
///
/// Environment: `TABULA_UIKIT_SEED` (the seed, replayed exactly), `TABULA_UIKIT_STEPS` (steps of
/// each table sequence, 1,000 by default), `TABULA_UIKIT_COLLECTION_STEPS` (300 by default).
@MainActor
struct UIKitTablePropertyTests {
  static let environment = ProcessInfo.processInfo.environment
  static let seed = environment["TABULA_UIKIT_SEED"].flatMap(Int.init) ?? 20_251_121
  static let steps = environment["TABULA_UIKIT_STEPS"].flatMap(Int.init) ?? 1_000
  static let collectionSteps =
    environment["TABULA_UIKIT_COLLECTION_STEPS"].flatMap(Int.init) ?? 300

  /// What one step did, for the checks that follow it.
  struct Step {
    var number: Int
    var name: String
    var wasSettled: Bool
    var before: AdapterSnapshot
    var cellsBefore: [String: ObjectIdentifier]
    /// Where the table was scrolled when the step began.
    var offsetBefore: CGFloat
    var reloadsBefore: Int
    var globalViolationsBefore: Int
    var viewViolationsBefore: Int
  }

  @Test(arguments: [1_000, 12])
  func `a table shows its list exactly through 1,000 random snapshot changes`(visibleRows: Int)
    throws
  {
    let seed = Self.seed
    var changes = AdapterRandomChanges(seed: seed)
    let harness = AdapterHarness(try changes.initial(), visibleRows: visibleRows)
    #expect(harness.problems().isEmpty, "seed \(seed): first load: \(harness.problems())")
    var animatedSteps = 0
    for number in 1...max(1, Self.steps) {
      let new = try changes.change(harness.list.snapshot)
      let settles = changes.random.chance(0.85)
      // Now and then the user scrolls (a small viewport then shows other rows).
      let scroll =
        harness.isSettled && changes.random.chance(0.2)
        ? Self.randomPath(harness.tableView.standInCachedCounts, using: &changes.random) : nil
      var step = Self.begin(number, "replace with \(new.layout)", harness)
      let batches = harness.tableDataSource.updateCounts.batches
      let violations = UIKitStandIn.violations {
        if let scroll {
          harness.tableView.scrollToRow(at: scroll, at: .middle, animated: false)
          step.cellsBefore = harness.cellsByItem
          step.offsetBefore = harness.tableView.contentOffset.y
        }
        harness.list.replace(with: new)
        if settles { harness.settle() }
      }
      if harness.tableDataSource.updateCounts.batches > batches { animatedSteps += 1 }
      let failures = Self.check(step, harness, violations: violations, settled: settles, new: new)
      #expect(failures.isEmpty, "seed \(seed), step \(number) (\(step.name)): \(failures)")
      if !failures.isEmpty { break }
    }
    harness.settle()
    #expect(harness.problems().isEmpty, "seed \(seed): at the end: \(harness.problems())")
    #expect(harness.isSettled)
    #expect(harness.tableDataSource.updateCounts.reloads == 1, "only the first load reloads")
    #expect(animatedSteps > Self.steps / 2, "most changes animate")
  }

  @Test func `a table shows its list exactly through 1,000 random user edits with undo and redo`()
    throws
  {
    let seed = Self.seed &+ 1
    var changes = AdapterRandomChanges(seed: seed)
    let harness = AdapterHarness(try changes.initial())
    harness.tableView.setEditing(true, animated: false)
    var done: [String: Int] = [:]
    for number in 1...max(1, Self.steps) {
      let settles = changes.random.chance(0.85)
      let action = Self.userEdit(on: harness, using: &changes)
      let step = Self.begin(number, action.name, harness)
      var failures: [String] = []
      let violations = UIKitStandIn.violations {
        failures += action.perform()
        if settles { harness.settle() }
      }
      done[action.kind, default: 0] += 1
      failures += Self.check(
        step, harness, violations: violations, settled: settles, new: harness.list.snapshot,
        allowing: action.allowedDiagnostic)
      if settles { failures += action.verify() }
      #expect(failures.isEmpty, "seed \(seed), step \(number) (\(step.name)): \(failures)")
      if !failures.isEmpty { break }
    }
    harness.settle()
    #expect(harness.problems().isEmpty, "seed \(seed): at the end: \(harness.problems())")
    #expect(harness.isSettled)
    for kind in ["delete", "move within", "move across", "undo", "redo", "insert"] {
      #expect(done[kind, default: 0] >= Self.steps / 50, "too few \(kind) edits: \(done)")
    }
    #expect(
      done["move during a staged update", default: 0] >= Self.steps / 100,
      "too few reorders while a staged update animates: \(done)")
  }

  @Test func `a collection view and a table on one list show it through 300 random steps`()
    throws
  {
    let seed = Self.seed &+ 2
    var changes = AdapterRandomChanges(seed: seed)
    let harness = AdapterHarness(try changes.initial(), visibleRows: 1_000, collection: true)
    harness.tableView.setEditing(true, animated: false)
    let collectionView = try #require(harness.collectionView)
    let collectionDataSource = try #require(harness.collectionDataSource)
    let selected = Recorded<Int>()
    collectionDataSource.behavior.didSelect = { item, _ in selected.append(item.id) }
    #expect(harness.problems().isEmpty, "seed \(seed): first load: \(harness.problems())")
    var done: [String: Int] = [:]
    for number in 1...max(1, Self.collectionSteps) {
      let settles = changes.random.chance(0.85)
      let action: UserAction
      if harness.list.history.canUndo, changes.random.chance(0.1) {
        let list = harness.list
        let name = list.history.undoActionName ?? ""
        action = UserAction(kind: "undo", name: "undo \(name)") {
          (try? list.undo()) == name ? [] : ["undo did not undo \(name)"]
        }
      } else if changes.random.chance(0.25) {
        let new = try changes.change(harness.list.snapshot)
        action = UserAction(kind: "replace", name: "replace with \(new.layout)") {
          harness.list.replace(with: new)
          return []
        }
      } else if changes.random.chance(0.4),
        let path = Self.randomPath(collectionView.standInCachedCounts, using: &changes.random),
        let to = Self.randomDestination(
          from: path, counts: collectionView.standInCachedCounts ?? [], using: &changes.random)
      {
        action = Self.collectionMove(
          from: path, to: to, on: harness, collectionView: collectionView,
          dataSource: collectionDataSource)
      } else if changes.random.chance(0.15),
        let path = Self.randomPath(collectionView.standInCachedCounts, using: &changes.random)
      {
        let item = collectionDataSource.item(at: ItemPath(path))
        action = UserAction(kind: "tap", name: "tap \(path)") {
          let tapped = collectionView.standInSimulateTap(at: path)
          return tapped && selected.values.last == item?.id
            && collectionView.indexPathsForSelectedItems == nil
            ? [] : ["the tap on \(path) did not select \(item?.label ?? "nil") and deselect it"]
        }
      } else {
        action = Self.userEdit(on: harness, using: &changes)
      }
      let step = Self.begin(number, action.name, harness)
      var failures: [String] = []
      let violations = UIKitStandIn.violations {
        failures += action.perform()
        if settles { harness.settle() }
      }
      done[action.kind, default: 0] += 1
      failures += Self.check(
        step, harness, violations: violations, settled: settles, new: harness.list.snapshot,
        allowing: action.allowedDiagnostic)
      if settles { failures += action.verify() }
      #expect(failures.isEmpty, "seed \(seed), step \(number) (\(step.name)): \(failures)")
      if !failures.isEmpty { break }
    }
    harness.settle()
    #expect(harness.problems().isEmpty, "seed \(seed): at the end: \(harness.problems())")
    #expect(harness.isSettled)
    for kind in ["replace", "collection move", "tap", "delete", "undo"] {
      #expect(done[kind, default: 0] >= Self.collectionSteps / 50, "too few \(kind): \(done)")
    }
  }

  // MARK: Steps

  /// A user action: what it does, and what must be true afterwards once everything settled.
  struct UserAction {
    var kind: String
    var name: String
    /// Does it; returns what went wrong right away.
    var perform: @MainActor () -> [String]
    /// Checks its effect on the list once settled.
    var verify: @MainActor () -> [String]
    /// The diagnostic the action may cause: a swipe on a row whose item the list already
    /// removed while the table was still animating is refused, as documented.
    var allowedDiagnostic: ListDiagnostic.Kind?

    init(
      kind: String, name: String, allowedDiagnostic: ListDiagnostic.Kind? = nil,
      perform: @escaping @MainActor () -> [String],
      verify: @escaping @MainActor () -> [String] = { [] }
    ) {
      self.kind = kind
      self.name = name
      self.allowedDiagnostic = allowedDiagnostic
      self.perform = perform
      self.verify = verify
    }
  }

  static func begin(_ number: Int, _ name: String, _ harness: AdapterHarness) -> Step {
    harness.forgetPublishedMarks()
    return Step(
      number: number, name: name, wasSettled: harness.isSettled, before: harness.list.snapshot,
      cellsBefore: harness.cellsByItem, offsetBefore: harness.tableView.contentOffset.y,
      reloadsBefore: reloads(harness),
      globalViolationsBefore: UIKitStandIn.violations.count,
      viewViolationsBefore: harness.viewViolationCount)
  }

  static func reloads(_ harness: AdapterHarness) -> Int {
    harness.tableDataSource.updateCounts.reloads
      + (harness.collectionDataSource?.updateCounts.reloads ?? 0)
  }

  /// Everything that must hold after a step: no broken UIKit rule (captured, on the views,
  /// globally), every view showing its model, no diagnostic, and once settled, the list's
  /// snapshot shown, no reload, and the cells of surviving items kept. Returns what went wrong.
  static func check(
    _ step: Step, _ harness: AdapterHarness, violations: [UIKitStandInViolation], settled: Bool,
    new: AdapterSnapshot, allowing allowed: ListDiagnostic.Kind? = nil
  ) -> [String] {
    if let allowed, harness.log.kinds == [allowed] { harness.log.removeAll() }
    var failures = harness.problems()
    harness.log.removeAll()
    if !violations.isEmpty { failures.append("violations: \(violations)") }
    let global = UIKitStandIn.violations.count - step.globalViolationsBefore
    let onViews = harness.viewViolationCount - step.viewViolationsBefore
    if global != violations.count || onViews != violations.count {
      failures.append(
        "\(global) new global and \(onViews) new view violations for \(violations.count) "
          + "in the step: \(UIKitStandIn.violations.suffix(max(0, global)))")
    }
    if settled {
      if !harness.isSettled { failures.append("not settled after the animations") }
      if reloads(harness) != step.reloadsBefore {
        failures.append("reloaded instead of animating")
      }
    }
    let plan = UpdatePlan(from: step.before, to: new) { $0.kind.reuseIdentifier }
    // Between the stages of a plan, a row may leave a small viewport and come back in another
    // cell, and so may a row when the data source moves the viewport to keep the user's place
    // (the stand-in lays out at the old offset first): identity is checked when every row is
    // on screen, or the plan has one stage and the viewport stayed.
    let everythingVisible =
      harness.tableView.standInVisibleRowLimit
      >= max(step.before.numberOfItems, new.numberOfItems)
    let viewportStayed = harness.tableView.contentOffset.y == step.offsetBefore
    if settled, step.wasSettled, everythingVisible || (plan.stages.count < 2 && viewportStayed) {
      let kept = AdapterHarness.itemsKeepingCells(
        from: step.before, to: new,
        marked: harness.publishedMarks.union(new.reloadedItemIdentifiers))
      let replaced = AdapterHarness.replacedCells(
        before: step.cellsBefore, after: harness.cellsByItem, items: kept)
      if !replaced.isEmpty {
        let ids = Set(replaced.compactMap { $0.split(separator: " ").last.flatMap { Int($0) } })
        let paths = ids.sorted().map { id in
          "\(id): \(step.before.path(of: id).map(\.description) ?? "-") -> "
            + "\(new.path(of: id).map(\.description) ?? "-")"
        }
        failures.append(
          "cells replaced: \(replaced) (\(paths)); plan: \(plan.stages.map(\.batch))")
      }
    }
    return failures
  }

  /// A random user edit on the table (swipe-to-delete, reorder), an undo or a redo through the
  /// list, an insert made by the app, or (rarely) a new snapshot, alone or with a reorder while
  /// its staged update animates.
  static func userEdit(on harness: AdapterHarness, using changes: inout AdapterRandomChanges)
    -> UserAction
  {
    let list = harness.list
    let counts = harness.tableView.standInCachedCounts
    let path = randomPath(counts, using: &changes.random)
    let destination = path.flatMap {
      randomDestination(from: $0, counts: counts ?? [], using: &changes.random)
    }
    var action: UserAction?
    // Right after an undo, a redo is likely.
    let roll =
      list.history.canRedo && changes.random.chance(0.4)
      ? 74 : Int.random(in: 0..<100, using: &changes.random)
    switch roll {
    case 0..<30:
      action = path.map { tableDelete(at: $0, on: harness) }
    case 30..<62:
      // Reorders happen at any time, also while a staged update animates: the view then shows
      // an intermediate state of the update, not the list.
      if let path, let destination {
        action = tableMove(from: path, to: destination, on: harness)
      }
    case 62..<74 where list.history.canUndo:
      let name = list.history.undoActionName ?? ""
      action = UserAction(kind: "undo", name: "undo \(name)") {
        (try? list.undo()) == name ? [] : ["undo did not undo \(name)"]
      }
    case 74..<82 where list.history.canRedo:
      let name = list.history.redoActionName ?? ""
      action = UserAction(kind: "redo", name: "redo \(name)") {
        (try? list.redo()) == name ? [] : ["redo did not redo \(name)"]
      }
    case 93..<97 where harness.isSettled && list.snapshot.numberOfSections > 1:
      action = stagedUpdateMove(on: harness, using: &changes)
    case 97..<100:
      let new = (try? changes.change(list.snapshot)) ?? list.snapshot
      action = UserAction(kind: "replace", name: "replace with \(new.layout)") {
        list.replace(with: new)
        return []
      }
    default:
      break
    }
    return action ?? insert(into: list, using: &changes)
  }

  /// An insert made by the app through the list: an item at a random place, or a section with
  /// two items when the list has no section.
  static func insert(into list: AdapterList, using changes: inout AdapterRandomChanges)
    -> UserAction
  {
    let snapshot = list.snapshot
    if snapshot.numberOfSections == 0 || changes.random.chance(0.05) {
      let section = SnapshotSection(
        AdapterSection(changes.freshID()), items: [changes.item(), changes.item()])
      let index = Int.random(in: 0...snapshot.numberOfSections, using: &changes.random)
      let operation = AdapterEdit.insertSections([PositionedSection(section, at: index)])
      return UserAction(kind: "insert section", name: "insert a section at \(index)") {
        (try? list.perform(operation, named: "Add")) != nil
          ? [] : ["inserting a section at \(index) failed"]
      }
    }
    let section = Int.random(in: 0..<snapshot.numberOfSections, using: &changes.random)
    let count = snapshot.numberOfItems(inSectionAt: section) ?? 0
    let at = ItemPath(section: section, item: Int.random(in: 0...count, using: &changes.random))
    let item = changes.item()
    return UserAction(kind: "insert", name: "insert \(item.label) at \(at)") {
      (try? list.perform(.insertItems([PositionedItem(item, at: at)]), named: "Insert")) != nil
        ? [] : ["inserting \(item.label) at \(at) failed"]
    }
  }

  /// Swipe-to-delete of a row: the data source's commit runs, and the row's item leaves the
  /// list.
  static func tableDelete(at path: IndexPath, on harness: AdapterHarness) -> UserAction {
    let item = harness.tableDataSource.item(at: ItemPath(path))
    let gone = item.map { harness.list.snapshot.item(id: $0.id) == nil } == true
    return UserAction(
      kind: "delete", name: "delete \(item?.label ?? "nil") at \(path)",
      allowedDiagnostic: gone ? .editRefused : nil
    ) {
      harness.tableView.standInSimulateDelete(at: path)
        ? [] : ["the swipe-delete of \(path) did not reach the data source"]
    } verify: {
      item.map { harness.list.snapshot.item(id: $0.id) == nil } == true
        ? [] : ["\(item?.label ?? "nil") is still in the list"]
    }
  }

  /// A reorder of a row in editing mode, within or across sections, at any time: the table
  /// moves the cell itself, and the data source must follow without moving it again.
  static func tableMove(from path: IndexPath, to: IndexPath, on harness: AdapterHarness)
    -> UserAction
  {
    let tableView = harness.tableView
    let drop = Drop(
      from: path, to: to, shown: harness.tableDataSource.snapshot, list: harness.list.snapshot)
    let kind = to.section == path.section ? "move within" : "move across"
    return UserAction(
      kind: kind, name: "move \(drop.label) from \(path) to \(to)",
      allowedDiagnostic: drop.isRefused ? .editRefused : nil
    ) {
      let cell = tableView.cellForRow(at: path)
      if !tableView.standInSimulateMove(from: path, to: to) {
        return ["the move from \(path) to \(to) did not reach the data source"]
      }
      return keptCell(cell, tableView.cellForRow(at: to), of: drop.item, in: harness.list)
        ? [] : ["the cell of \(path) is not at \(to) after the move"]
    } verify: {
      drop.problems(in: harness.list.snapshot)
        + AdapterHarness.tableProblems(tableView, showing: harness.list.snapshot)
    }
  }

  /// The app replaces the list with a change that takes a staged update (a section moves while
  /// every section gains an item), and while its first stage animates, the user reorders a row
  /// of the intermediate state the table shows.
  static func stagedUpdateMove(
    on harness: AdapterHarness, using changes: inout AdapterRandomChanges
  ) -> UserAction {
    let list = harness.list
    let tableView = harness.tableView
    var sections = list.snapshot.sections.map { section in
      (section, list.snapshot.items(inSection: section.id) ?? [])
    }
    let from = Int.random(in: 0..<sections.count, using: &changes.random)
    let moving = sections.remove(at: from)
    let to = (0...sections.count).filter { $0 != from }.randomElement(using: &changes.random)
    sections.insert(moving, at: to ?? from)
    for index in sections.indices {
      let at = Int.random(in: 0...sections[index].1.count, using: &changes.random)
      sections[index].1.insert(changes.item(), at: at)
    }
    let new = (try? AdapterRandomChanges.snapshot(sections)) ?? list.snapshot
    let stages = UpdatePlan(from: list.snapshot, to: new) { $0.kind.reuseIdentifier }.stages
    var random = SeededRandom(seed: Int(truncatingIfNeeded: changes.random.next()))
    var drop: Drop?
    return UserAction(
      kind: stages.count > 1 ? "move during a staged update" : "move during an update",
      name: "replace with \(new.layout), then move a row"
    ) {
      list.replace(with: new)
      let counts = tableView.standInCachedCounts ?? []
      let path = randomPath(counts, using: &random)
      let destination = path.flatMap {
        randomDestination(from: $0, counts: counts, using: &random)
      }
      if let path, let destination {
        drop = Drop(
          from: path, to: destination, shown: harness.tableDataSource.snapshot,
          list: list.snapshot)
        let cell = tableView.cellForRow(at: path)
        if !tableView.standInSimulateMove(from: path, to: destination) {
          return ["the move from \(path) to \(destination) did not reach the data source"]
        }
        let after = tableView.cellForRow(at: destination)
        if !keptCell(cell, after, of: drop?.item, in: list) {
          return ["the cell of \(path) is not at \(destination) after the move"]
        }
      }
      return []
    } verify: {
      (drop?.problems(in: list.snapshot) ?? [])
        + AdapterHarness.tableProblems(tableView, showing: list.snapshot)
    }
  }

  /// An interactive move of a collection-view item, within or across sections, at any time.
  static func collectionMove(
    from path: IndexPath, to: IndexPath, on harness: AdapterHarness,
    collectionView: UICollectionView, dataSource: AdapterDataSource
  ) -> UserAction {
    let drop = Drop(from: path, to: to, shown: dataSource.snapshot, list: harness.list.snapshot)
    return UserAction(
      kind: "collection move", name: "collection move \(drop.label) from \(path) to \(to)",
      allowedDiagnostic: drop.isRefused ? .editRefused : nil
    ) {
      let cell = collectionView.cellForItem(at: path)
      if !collectionView.standInSimulateMove(from: path, to: to) {
        return ["the move from \(path) to \(to) did not reach the data source"]
      }
      return keptCell(cell, collectionView.cellForItem(at: to), of: drop.item, in: harness.list)
        ? [] : ["the cell of \(path) is not at \(to) after the move"]
    } verify: {
      drop.problems(in: harness.list.snapshot)
        + AdapterHarness.collectionProblems(collectionView, showing: harness.list.snapshot)
    }
  }

  /// Whether a reorder kept the dragged row's cell: the cell at the destination is the one
  /// dragged. (The list forgets reload marks once published, so a move never reloads.)
  static func keptCell(
    _ before: AnyObject?, _ after: AnyObject?, of item: AdapterItem?, in list: AdapterList
  ) -> Bool {
    before != nil && after === before
  }

  /// Where a reorder must leave its item in the list. The user drops the item among the rows
  /// the view shows, which are an intermediate state while a staged update animates: the
  /// list then holds it in the section it was dropped into, right below the nearest item above
  /// the drop that the list has in that section (at the top if none). If the list no longer
  /// has the item or that section, the move is refused.
  struct Drop {
    /// The item moved.
    var item: AdapterItem?
    /// The identity of the section it was dropped into.
    var section: Int?
    /// The items above the drop in that section, nearest first.
    var above: [Int]
    /// Where the user dropped it, if the view showed the list itself.
    var exactPath: ItemPath?
    /// Whether the list must refuse the move.
    var isRefused: Bool

    init(from path: IndexPath, to: IndexPath, shown: AdapterSnapshot, list: AdapterSnapshot) {
      var dropped = shown
      let moves = (try? dropped.moveItem(at: ItemPath(path), to: ItemPath(to))) != nil
      item = shown.item(at: ItemPath(path))
      section = dropped.section(at: to.section)?.id
      above = (dropped.items(inSectionAt: to.section) ?? []).prefix(to.row).reversed().map(\.id)
      exactPath = shown == list ? ItemPath(to) : nil
      isRefused =
        !moves || item.flatMap { list.item(id: $0.id) } == nil
        || section.flatMap { list.index(ofSection: $0) } == nil
    }

    var label: String { item?.label ?? "nil" }

    /// What is wrong with where the list holds the item.
    func problems(in list: AdapterSnapshot) -> [String] {
      if isRefused { return [] }
      let path = item.flatMap { list.path(of: $0.id) }
      if let exactPath, path != exactPath {
        return ["\(label) is at \(path.map(\.description) ?? "-"), not \(exactPath)"]
      }
      let items = section.flatMap { list.items(inSection: $0) } ?? []
      let index = items.firstIndex { $0.id == item?.id }
      let neighbour = above.first { id in items.contains { $0.id == id } }
      let previous = index.flatMap { $0 > 0 ? items[$0 - 1].id : nil }
      if index == nil || previous != neighbour {
        return [
          "\(label) is not right below \(neighbour.map(String.init) ?? "the top") of section "
            + "\(section.map(String.init) ?? "nil"): \(list.layout)"
        ]
      }
      return []
    }
  }

  /// A random existing index path for cached counts, or `nil` if there is none.
  static func randomPath(_ counts: [Int]?, using random: inout SeededRandom) -> IndexPath? {
    let counts = counts ?? []
    let nonEmpty = counts.indices.filter { counts[$0] > 0 }
    return nonEmpty.randomElement(using: &random).map { section in
      IndexPath(row: Int.random(in: 0..<counts[section], using: &random), section: section)
    }
  }

  /// A random destination for moving the row at `from`, in the index space without it, other
  /// than `from`; `nil` if there is none (the only row of the only section).
  static func randomDestination(
    from: IndexPath, counts: [Int], using random: inout SeededRandom
  ) -> IndexPath? {
    let candidates = counts.indices.flatMap { section in
      let available = counts[section] - (section == from.section ? 1 : 0)
      return (0...max(0, available)).map { IndexPath(row: $0, section: section) }
    }
    // Pick a section first, so that moves across sections are as common as there are sections.
    let sections = Set(candidates.map(\.section)).sorted()
    let section = sections.randomElement(using: &random)
    return candidates.filter { $0.section == section && $0 != from }.randomElement(using: &random)
  }
}
#endif
