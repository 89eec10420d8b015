import PropertyBased
@_spi(Surfaces) import Tabula
import TabulaTestSupport
import TabulaTesting
import Testing

/// Random sequences of swipes, menu commands, undos, redos, scrolls and changes by another
/// writer, on a ``HeadlessListView`` bound to an `EditableList`.
@MainActor
struct ItemActionsPropertyTests {
  /// One run: the list, the view, the actions it offers, and what the run expects.
  @MainActor
  private final class Run {
    var random: SeededRandom
    let harness: ItemActionsHarness
    /// Actions shown but not chosen yet, with the id of the item each was offered for.
    var open: [(action: HeadlessAction, id: Int)] = []
    /// How many chosen actions found their item gone.
    var vanished = 0
    /// Handlers that ran with an item or a position other than the list's.
    let mismatches = Recorded<String>()
    var nextID = 1_000_000

    init(seed: Int, original: FruitSnapshot) {
      random = SeededRandom(seed: seed)
      let mismatches = mismatches
      let usesDefaultTrailing = Bool.random(using: &random)
      let list = EditableList(original)
      harness = ItemActionsHarness(
        list: list, visibleRowLimit: Int.random(in: 1...10, using: &random)
      ) { configuration in
        /// Runs an edit of the list from an action, after checking what the action was given.
        func edit(_ title: String, _ operation: @escaping @MainActor (Fruit, ItemPath) -> FruitEdit)
          -> ItemAction<Fruit>
        {
          ItemAction(title: title) { [weak list] fruit, path in
            guard let list else { return }
            if list.snapshot.item(at: path) != fruit {
              mismatches.append("\(title) got \(fruit) at \(path)")
            }
            try? list.perform(operation(fruit, path), named: title)
          }
        }
        configuration.leadingSwipeActions = { _, _ in
          [edit("Ripen") { fruit, _ in .replaceItem(Fruit(fruit.id, fruit.name + "+")) }]
        }
        if !usesDefaultTrailing {
          configuration.trailingSwipeActions = { _, _ in
            [edit("Flag") { fruit, _ in .replaceItem(Fruit(fruit.id, "flagged")) }, .delete()]
          }
        }
        configuration.contextMenuActions = { _, _ in
          [
            edit("To top") { fruit, path in
              .moveItem(fruit.id, to: ItemPath(section: path.section, item: 0))
            },
            .delete(title: "Remove"),
          ]
        }
      }
    }

    var list: EditableList<Shelf, Fruit> { harness.list }
    var view: HeadlessListView { harness.view }

    /// A random row the view shows, if any.
    func anyRow() -> ItemPath? {
      let paths = view.rows.indices.flatMap { section in
        view.rows[section].indices.map { ItemPath(section: section, item: $0) }
      }
      return paths.randomElement(using: &random)
    }

    /// Opens a swipe or a menu on a random row; chooses one of its actions now or later.
    func offer(_ open: (ItemPath) -> [HeadlessAction]?) {
      guard let path = anyRow(), let id = list.snapshot.item(at: path)?.id,
        let actions = open(path), let action = actions.randomElement(using: &random)
      else { return }
      self.open.append((action, id))
      if Bool.random(using: &random) { chooseOpen() }
    }

    /// Chooses an action shown earlier: it runs if its item is still there.
    func chooseOpen() {
      guard !open.isEmpty else { return }
      let (action, id) = open.remove(at: Int.random(in: 0..<open.count, using: &random))
      let isThere = list.snapshot.path(of: id) != nil
      #expect(view.simulateUserChoosing(action) == isThere, "\(action) on \(id)")
      if !isThere { vanished += 1 }
    }

    func step() throws {
      switch Int.random(in: 0..<8, using: &random) {
      case 0: offer { view.simulateUserSwipe(.leading, at: $0) }
      case 1: offer { view.simulateUserSwipe(.trailing, at: $0) }
      case 2: offer { view.simulateUserContextMenu(at: $0) }
      case 3: chooseOpen()
      case 4: if list.history.canUndo { try list.undo() }
      case 5: if list.history.canRedo { try list.redo() }
      case 6: view.scroll(toRow: Int.random(in: 0...20, using: &random))
      default:
        guard
          let edit = EditingPropertyTests.randomEdit(
            for: list.snapshot, using: &random, nextID: &nextID)
        else { return }
        try list.perform(edit, named: "Change")
      }
    }
  }

  @Test func `swipes, menus, undos, redos and changes keep the view equal to the list`() async {
    await propertyCheck(count: propertyCases(1_000), input: Gen.int(in: 0...Int(Int32.max))) {
      seed in
      let (original, _) = try RandomSnapshots.pair(seed: seed, maxSections: 4, maxItems: 8)
      let run = Run(seed: seed, original: original)
      for _ in 0..<Int.random(in: 10...40, using: &run.random) {
        try run.step()
        #expect(run.harness.showsList, "seed \(seed): \(run.view.problems)")
        #expect(run.harness.dataSource.snapshot == run.list.snapshot, "seed \(seed)")
        #expect(
          run.harness.diagnosticKinds == Array(repeating: .itemVanished, count: run.vanished),
          "seed \(seed): \(run.harness.recorder.diagnostics)")
      }
      #expect(run.mismatches.values.isEmpty, "seed \(seed): \(run.mismatches.values)")
      while run.list.history.canUndo { try run.list.undo() }
      #expect(run.list.snapshot == original, "seed \(seed)")
      #expect(run.harness.showsList, "seed \(seed)")
    }
  }
}
