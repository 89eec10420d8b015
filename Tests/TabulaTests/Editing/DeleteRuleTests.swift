import PropertyBased
@_spi(Surfaces) import Tabula
import TabulaTestSupport
import TabulaTesting
import Testing

/// `ListBehavior.deleteRule`: a row a form needs cannot be deleted, by a swipe, a key, a
/// selection or a swipe action, and the diagnostic says why.
@MainActor
struct DeleteRuleTests {
  let base = DragAndDropTests()

  /// Deleting and selecting, with France refused: a form's required field.
  var behavior: ListBehavior<DragAndDropTests.Country> {
    ListBehavior(allowsDeleting: true, allowsMoving: true).with {
      $0.allowsMultipleSelection = true
      $0.deleteRule = { country, _ in
        country.id == "France" ? .refused(reason: "France stays") : .allowed
      }
    }
  }

  func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

  @Test func `a refused row is not deleted, and the diagnostic names it and the reason`() throws {
    let f = try base.fixture(behavior: behavior)
    #expect(!f.dataSource.canDeleteItem(at: path(0, 0)))
    #expect(f.dataSource.canDeleteItem(at: path(0, 1)))
    f.view.simulateUserDelete(at: path(0, 0))
    #expect(f.shown() == [DragAndDropTests.europe, DragAndDropTests.asia])
    #expect(!f.list.history.canUndo)
    let diagnostic = try #require(f.recorder.diagnostics.last)
    #expect(diagnostic.kind == .editRefused)
    #expect(diagnostic.message == "the user deleted France at [0, 0]: France stays")
    f.view.simulateUserDelete(at: path(0, 1))
    #expect(f.shown()[0] == ["France", "Spain", "Greece"])
  }

  @Test func `a refused row offers no Delete in its trailing swipe; another row does`() throws {
    let f = try base.fixture(behavior: behavior)
    #expect(f.view.simulateUserSwipe(.trailing, at: path(0, 0)) == nil)
    let actions = try #require(f.view.simulateUserSwipe(.trailing, at: path(0, 1)))
    #expect(actions.map(\.title) == ["Delete"])
  }

  @Test func `a Delete action the app offers on a refused row deletes nothing and says why`()
    throws
  {
    let f = try base.fixture(
      behavior: behavior.with { $0.trailingSwipeActions = { _, _ in [.delete()] } })
    let actions = try #require(f.view.simulateUserSwipe(.trailing, at: path(0, 0)))
    #expect(!f.view.simulateUserChoosing(try #require(actions.first)))
    #expect(f.shown()[0] == DragAndDropTests.europe)
    #expect(f.recorder.diagnostics.map(\.kind) == [.editRefused])
    #expect(f.recorder.diagnostics.first?.message.hasSuffix(": France stays") == true)
  }

  @Test func `a selection that holds a refused row deletes nothing; one without it deletes`()
    throws
  {
    let f = try base.fixture(behavior: behavior)
    f.view.isEditing = true
    f.view.simulateUserTap(at: path(0, 0))
    f.view.simulateUserTap(at: path(0, 2))
    f.dataSource.deleteSelection()
    #expect(f.shown()[0] == DragAndDropTests.europe)
    #expect(
      f.recorder.diagnostics.map(\.message)
        == ["the selection cannot be deleted: France at [0, 0]: France stays"])
    f.view.simulateUserTap(at: path(0, 0))
    f.view.simulateUserTap(at: path(0, 3))
    f.dataSource.deleteSelection()
    #expect(f.shown()[0] == ["France", "Italy"])
    #expect(f.list.history.undoActionName == "Delete")
  }

  @Test func `random deletions never remove a refused row, and remove every other one asked`()
    async
  {
    await propertyCheck(count: propertyCases(100), input: Gen.int(in: 0...Int(Int32.max))) {
      seed in
      var random = SeededRandom(seed: seed)
      let original = try FruitSnapshot.shelves(
        (0..<Int.random(in: 1...3, using: &random)).map { section in
          (0..<Int.random(in: 0...8, using: &random)).map { section * 100 + $0 }
        })
      let list = EditableList(original)
      let (view, dataSource) = HeadlessListView.showingFruits(diagnostics: .ignore)
      dataSource.behavior.allowsMultipleSelection = true
      dataSource.behavior.deleteRule = { fruit, _ in
        fruit.id % 3 == 0 ? .refused(reason: "a multiple of 3") : .allowed
      }
      let token = dataSource.bind(to: list)
      view.isEditing = true
      var expected = original.layout
      for _ in 0..<Int.random(in: 1...12, using: &random) {
        let paths = expected.indices.flatMap { section in
          expected[section].indices.map { ItemPath(section: section, item: $0) }
        }
        guard let path = paths.randomElement(using: &random) else { break }
        let id = expected[path.section][path.item]
        if random.chance(0.5) {
          view.simulateUserDelete(at: path)
          if id % 3 != 0 { expected[path.section].remove(at: path.item) }
        } else {
          dataSource.selection = Set(
            paths.filter { _ in random.chance(0.3) }.map { expected[$0.section][$0.item] })
          let selected = dataSource.selection
          dataSource.deleteSelection()
          if !selected.contains(where: { $0 % 3 == 0 }) {
            expected = expected.map { $0.filter { !selected.contains($0) } }
          }
        }
        #expect(list.snapshot.layout == expected, "seed \(seed)")
        #expect(view.problems.isEmpty, "seed \(seed): \(view.problems)")
      }
      withExtendedLifetime(token) {}
    }
  }
}
