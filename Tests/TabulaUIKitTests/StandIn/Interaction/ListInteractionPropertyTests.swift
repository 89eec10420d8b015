// Linux only: this test drives the UIKit stand-in's simulated gestures and reads its recorded
// violations, which real UIKit does not have. See CONTRIBUTING.md, "How the UIKit layer is
// verified".
#if os(Linux)
import Foundation
import PropertyBased
import Tabula
import TabulaTestSupport
import TabulaUIKit
import Testing
@_spi(StandIn) import UIKit

/// The product's property test: flat lists, sections and outlines, in tables and collection
/// views, under every gesture a surface reports (swipe deletes, reorders within and across
/// sections and levels, drag and drop of one row or several, disclosure taps, deletes of a
/// multiple selection), with the provider's own updates arriving while animations run and
/// animations ending one at a time or all at once, and with undo and redo.
///
/// Every batch is judged twice: by the data source, which checks each one with
/// `BatchValidator` (both readings of where UIKit puts a reload) and reports an `invalidBatch`
/// instead of handing it over, and by the UIKit stand-in, which models UIKit on its own and
/// records every rule a batch breaks (strict mode in CI). A refused gesture is fine; any other
/// diagnostic is not. Whenever the animations have ended, the view's cells show exactly the
/// provider's rows (for an outline, those under expanded rows), at their levels.
///
/// Environment: `TABULA_INTERACTION_RUNS` (random runs, 2,000 by default, 500 in the
/// sanitizers' runs), `TABULA_INTERACTION_STEPS` (steps of each run, 40 by default), and
/// `TABULA_INTERACTION_SEED` (one run replayed, each step traced: the provider's rows, the data
/// source's and the table cells' indentation).
@MainActor
struct ListInteractionPropertyTests {
  static let environment = ProcessInfo.processInfo.environment
  static let runs = environment["TABULA_INTERACTION_RUNS"].flatMap(Int.init) ?? defaultRuns
  // NB: the sanitizers' runs, and the one with the internal checks that re-read every snapshot,
  // look for what the debug run does not (races, memory errors, broken invariants) in fewer runs.
  #if TABULA_INTERNAL_CHECKS || TABULA_FEWER_PROPERTY_CASES
  static let defaultRuns = 500
  #else
  static let defaultRuns = 2_000
  #endif
  static let steps = environment["TABULA_INTERACTION_STEPS"].flatMap(Int.init) ?? 40

  /// What the runs did, for the note that reports them.
  final class Tally {
    var counts: [String: Int] = [:]

    func add(_ key: String) { counts[key, default: 0] += 1 }
    subscript(key: String) -> Int { counts[key, default: 0] }
  }

  @Test
  func
    `every shape, gesture and update, mid-animation, with undo: legal batches and a view that settles on the provider`()
    async throws
  {
    let tally = Tally()
    if let seed = Self.environment["TABULA_INTERACTION_SEED"].flatMap(Int.init) {
      return try Self.run(seed: seed, tally: tally, tracing: true)
    }
    await propertyCheck(count: Self.runs, input: Gen.int(in: 0...Int(Int32.max))) { seed in
      try Self.run(seed: seed, tally: tally)
    }
    print(
      "list interaction: "
        + tally.counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(
          separator: ", "))
    for kind in [
      "reorder", "drag and drop", "swipe delete", "disclosure", "multiple delete", "undo",
      "redo", "reorder during an update", "outline reorder during an update",
      "drag and drop during an update", "outline drag and drop",
    ] {
      #expect(tally[kind] > 0, "no \(kind) in \(tally.counts)")
    }
  }

  /// Runs that once failed, replayed in every run. 992608316: in an outline, a user's reorder
  /// while an update moved a row up a level had the rest of the update planned again, which
  /// dropped its second stage, the one reconfiguring the moved row: the row kept its old
  /// indentation once everything settled.
  @Test(arguments: [992_608_316])
  func `a run that once failed settles on the provider`(seed: Int) throws {
    try Self.run(seed: seed, tally: Tally())
  }

  /// One random run: a list of a random shape in a random view, then `steps` random steps.
  static func run(seed: Int, tally: Tally, tracing: Bool = false) throws {
    var random = SeededRandom(seed: seed)
    let shapes = InteractionHarness.Shape.allCases
    let shape = shapes[Int.random(in: 0..<shapes.count, using: &random)]
    let harness = try InteractionHarness(shape: shape, table: random.chance(0.5), using: &random)
    tally.add("run \(shape.rawValue) \(harness.tableView != nil ? "table" : "collection")")
    var done: [String] = []
    var diagnosticsSeen = 0
    for _ in 0..<steps {
      let animating = harness.isAnimating
      var name = ""
      let violations = UIKitStandIn.violations {
        name = Self.randomStep(harness, using: &random)
      }
      done.append(name)
      if tracing { Self.trace(name, harness) }
      if !name.hasSuffix("(nothing)") {
        tally.add(name)
        if animating { tally.add("\(name) during an update") }
        if animating, shape == .outline { tally.add("outline \(name) during an update") }
        if shape == .outline { tally.add("outline \(name)") }
      }
      #expect(violations.isEmpty, "seed \(seed): \(done): \(violations)")
      let kinds = harness.diagnostics.kinds.dropFirst(diagnosticsSeen)
      diagnosticsSeen = harness.diagnostics.kinds.count
      let unexpected = kinds.filter { $0 != .moveRefused && $0 != .editRefused }
      #expect(unexpected.isEmpty, "seed \(seed): \(done): \(harness.diagnostics.diagnostics)")
      tally.counts["refused", default: 0] += kinds.count - unexpected.count
      if !violations.isEmpty || !unexpected.isEmpty { return }
      if !harness.isAnimating {
        let problems = harness.settledProblems()
        #expect(problems.isEmpty, "seed \(seed): \(done): \(problems)")
        if !problems.isEmpty { return }
      }
    }
    harness.settle()
    let problems = harness.settledProblems()
    #expect(problems.isEmpty, "seed \(seed): \(done), settled: \(problems)")
    tally.counts["batches", default: 0] += harness.dataSource.updateCounts.batches
    harness.end()
  }

  /// Prints what a step left: each row of the provider, of the data source and of the view,
  /// with its level.
  static func trace(_ name: String, _ harness: InteractionHarness) {
    func levels(_ rows: Snapshot<ListSection, Node>, _ outline: Snapshot<ListSection, Node>)
      -> [String]
    {
      rows.items.map { "\($0.id):\(outline.level(of: $0.id) ?? -1)" }
    }
    let source = harness.dataSource.snapshot
    print(
      "\(name): provider \(levels(harness.providerRows, harness.list.snapshot)), "
        + "data source \(levels(source, source)), view \(harness.shownLevels), "
        + "animating: \(harness.isAnimating), \(harness.dataSource.updateCounts)")
  }

  /// Takes one random step and returns its name; `(nothing)` ends the name of a step that
  /// did nothing (no row where it needed one, or a gesture the view ignored).
  static func randomStep(_ harness: InteractionHarness, using random: inout SeededRandom)
    -> String
  {
    func named(_ name: String, _ applied: Bool) -> String { applied ? name : "\(name) (nothing)" }
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<26:
      return providerEdit(harness, using: &random)
    case 26..<36:
      guard let path = harness.randomRow(using: &random) else { return "swipe delete (nothing)" }
      return named("swipe delete", harness.swipeDelete(at: path))
    case 36..<50:
      guard let source = harness.randomRow(using: &random),
        let destination = harness.randomDestination(from: source, using: &random)
      else { return "reorder (nothing)" }
      return named("reorder", harness.reorder(from: source, to: destination))
    case 50..<58:
      guard let first = harness.randomRow(using: &random),
        let destination = harness.randomDestination(from: first, using: &random)
      else { return "drag and drop (nothing)" }
      var lifted = [first]
      if random.chance(0.3), let other = harness.randomRow(using: &random), other != first {
        lifted.append(other)
      }
      return named("drag and drop", harness.dragAndDrop(lifting: lifted, to: destination))
    case 58..<66:
      guard harness.shape == .outline, let path = harness.randomRow(using: &random) else {
        return "disclosure (nothing)"
      }
      return named("disclosure", harness.tapDisclosure(at: path))
    case 66..<71:
      let paths = (0..<Int.random(in: 1...3, using: &random)).compactMap { _ in
        harness.randomRow(using: &random)
      }
      return named("multiple delete", harness.deleteSelected(paths))
    case 71..<78:
      return named("undo", (try? harness.list.undo()) != nil)
    case 78..<82:
      return named("redo", (try? harness.list.redo()) != nil)
    case 82..<94:
      return named("an animation ends", UIKitStandIn.runOldestPendingAnimation())
    default:
      let animating = harness.isAnimating
      harness.settle()
      return named("every animation ends", animating)
    }
  }

  /// The provider changes on its own: a delete, an insert, a move, a new name, or, in
  /// sections, a section inserted or deleted.
  static func providerEdit(_ harness: InteractionHarness, using random: inout SeededRandom)
    -> String
  {
    let snapshot = harness.list.snapshot
    let items = snapshot.items
    let operation: EditOperation<ListSection, Node>
    let name: String
    switch Int.random(in: 0..<10, using: &random) {
    case 0..<3 where !items.isEmpty:
      let count = Int.random(in: 1...min(2, items.count), using: &random)
      operation = .deleteItems(
        (0..<count).map { _ in items[Int.random(in: 0..<items.count, using: &random)].id })
      name = "provider delete"
    case 3..<5 where !items.isEmpty:
      let item = items[Int.random(in: 0..<items.count, using: &random)]
      operation = .replaceItem(Node(id: item.id, name: item.name + "'"))
      name = "provider rename"
    case 5..<7 where !items.isEmpty:
      let item = items[Int.random(in: 0..<items.count, using: &random)]
      let section = Int.random(in: 0..<snapshot.numberOfSections, using: &random)
      let count = snapshot.numberOfItems(inSectionAt: section) ?? 0
      operation = .moveItem(
        item.id, to: ItemPath(section: section, item: Int.random(in: 0...count, using: &random)))
      name = "provider move"
    case 7 where harness.shape == .sections:
      let index = Int.random(in: 0...snapshot.numberOfSections, using: &random)
      let section = SnapshotSection(
        ListSection(id: "s\(harness.freshNode().id)"), items: [harness.freshNode()])
      operation = .insertSections([PositionedSection(section, at: index)])
      name = "provider section insert"
    case 8 where harness.shape == .sections && snapshot.numberOfSections > 1:
      let index = Int.random(in: 0..<snapshot.numberOfSections, using: &random)
      guard let section = snapshot.section(at: index) else { return "provider edit (nothing)" }
      operation = .deleteSections([section.id])
      name = "provider section delete"
    default:
      guard snapshot.numberOfSections > 0 else { return "provider insert (nothing)" }
      let section = Int.random(in: 0..<snapshot.numberOfSections, using: &random)
      let count = snapshot.numberOfItems(inSectionAt: section) ?? 0
      let path = ItemPath(section: section, item: Int.random(in: 0...count, using: &random))
      operation = .insertItems([PositionedItem(harness.freshNode(), at: path)])
      name = "provider insert"
    }
    let applied = (try? harness.list.perform(operation, named: name)) != nil
    return applied ? name : "\(name) (nothing)"
  }
}
#endif
