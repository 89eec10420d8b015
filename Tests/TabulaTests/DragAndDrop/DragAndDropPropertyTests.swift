import PropertyBased
@_spi(Surfaces) import Tabula
import TabulaTestSupport
import TabulaTesting
import Testing

/// Random drag sessions and selections on a headless table, interleaved with the provider's
/// own edits, undo and redo, checked against a plain model of what each drop must do.
@MainActor
struct DragAndDropPropertyTests {
  /// The rule every session runs under: a fruit whose id is a multiple of 5 may not land in
  /// the first section.
  static func rule(_ fruit: Fruit, from: ItemPath, to: ItemPath) -> ListBehavior<Fruit>.MoveVerdict
  {
    fruit.id % 5 == 0 && to.section == 0 ? .refused(reason: "\(fruit.id) stays out") : .allowed
  }

  /// What a drop of `dragged` at `destination` makes of `layout`, or `nil` if it must be
  /// refused: a dragged item is gone, the place is outside the list, or the rule refuses.
  static func expectedDrop(of dragged: [Int], at destination: ItemPath, in layout: [[Int]])
    -> [[Int]]?
  {
    let present = Set(layout.joined())
    guard dragged.allSatisfy(present.contains), layout.indices.contains(destination.section)
    else { return nil }
    var result = layout.map { $0.filter { !dragged.contains($0) } }
    guard (0...result[destination.section].count).contains(destination.item) else { return nil }
    result[destination.section].insert(contentsOf: dragged, at: destination.item)
    if destination.section == 0, dragged.contains(where: { $0 % 5 == 0 }) { return nil }
    return result
  }

  @Test
  func
    `the view always shows the provider, drops do what the model says, undo-all returns the first list`()
    async
  {
    await propertyCheck(count: propertyCases(200), input: Gen.int(in: 0...Int(Int32.max))) {
      seed in
      var random = SeededRandom(seed: seed)
      let original = try FruitSnapshot.shelves(
        (0..<Int.random(in: 1...4, using: &random)).map { section in
          (0..<Int.random(in: 0...7, using: &random)).map { section * 100 + $0 }
        })
      let list = EditableList(original)
      let recorder = DiagnosticRecorder()
      let (view, dataSource) = HeadlessListView.showingFruits(
        visibleRowLimit: 6, diagnostics: recorder.handler)
      dataSource.behavior.allowsMultipleSelection = true
      dataSource.behavior.moveRule = { Self.rule($0, from: $1, to: $2) }
      let token = dataSource.bind(to: list)
      view.isEditing = true
      var nextID = 10_000
      var refusals = 0
      for _ in 0..<Int.random(in: 1...30, using: &random) {
        let layout = list.snapshot.layout
        let paths = layout.indices.flatMap { section in
          layout[section].indices.map { ItemPath(section: section, item: $0) }
        }
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1:
          guard let path = paths.randomElement(using: &random) else { continue }
          view.simulateUserTap(at: path)
        case 2, 3, 4:
          guard let lift = paths.randomElement(using: &random) else { continue }
          let lifted = view.simulateUserLift(at: lift)
          let dragged = lifted.map { layout[$0.section][$0.item] }
          #expect(!dragged.isEmpty, "seed \(seed)")
          if random.chance(0.3) {
            // The provider changes under the drag.
            let id = layout.joined().randomElement(using: &random) ?? 0
            try list.perform(.deleteItems([id]), named: "Delete")
          }
          let section = Int.random(in: 0...layout.count, using: &random)
          let destination = ItemPath(
            section: section,
            item: Int.random(
              in: 0...(layout.indices.contains(section) ? layout[section].count : 1),
              using: &random))
          if random.chance(0.1) {
            view.simulateUserCancelDrag()
            continue
          }
          let before = list.snapshot.layout
          let expected = Self.expectedDrop(of: dragged, at: destination, in: before)
          let diagnosticsBefore = recorder.diagnostics.count
          let dropped = view.simulateUserDrop(at: destination)
          #expect(dropped == (expected != nil), "seed \(seed): \(dragged) at \(destination)")
          #expect(list.snapshot.layout == (expected ?? before), "seed \(seed)")
          if expected == nil {
            refusals += 1
            #expect(
              recorder.diagnostics.dropFirst(diagnosticsBefore).map(\.kind) == [.moveRefused],
              "seed \(seed)")
          }
        case 5:
          let id = layout.joined().randomElement(using: &random)
          nextID += 1
          let section = Int.random(in: 0..<layout.count, using: &random)
          let edit: FruitEdit =
            random.chance(0.5) || id == nil
            ? .insertItems([
              PositionedItem(
                Fruit(nextID),
                at: ItemPath(
                  section: section, item: Int.random(in: 0...layout[section].count, using: &random))
              )
            ])
            : .deleteItems([id ?? 0])
          try list.perform(edit, named: "Edit")
        case 6:
          try list.undo()
        case 7:
          try list.redo()
        case 8:
          dataSource.deleteSelection()
        default:
          dataSource.moveSelection(toSection: Int.random(in: 0..<layout.count, using: &random))
        }
        let shown = list.snapshot
        #expect(view.shownTokens == shown.items.map { ItemToken($0) }, "seed \(seed)")
        #expect(view.problems.isEmpty, "seed \(seed): \(view.problems)")
        #expect(dataSource.selection.allSatisfy { shown.path(of: $0) != nil }, "seed \(seed)")
        #expect(
          view.selectedItemPaths == dataSource.selection.compactMap { shown.path(of: $0) }.sorted(),
          "seed \(seed)")
      }
      let unexpected = recorder.diagnostics.filter { $0.kind != .moveRefused }
      #expect(unexpected.isEmpty, "seed \(seed): \(unexpected)")
      #expect(recorder.diagnostics.count >= refusals, "seed \(seed)")
      while list.history.canUndo { try list.undo() }
      #expect(list.snapshot == original, "seed \(seed)")
      #expect(view.shownTokens == original.items.map { ItemToken($0) }, "seed \(seed)")
      #expect(view.problems.isEmpty, "seed \(seed): \(view.problems)")
      token.cancel()
    }
  }
}
