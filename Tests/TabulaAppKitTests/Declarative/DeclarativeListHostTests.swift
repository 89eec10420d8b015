@_spi(Hosting) @_spi(Surfaces) import Tabula
@_spi(Hosting) @_spi(AppKitUpdates) import TabulaAppKit
import TabulaTestSupport
import Testing

/// What TabulaList on the Mac decides on each of SwiftUI's updates, through the test hosts of
/// the table and the outline. SwiftUI forbids writing state while a view updates ("Modifying
/// state during view update, this will cause undefined behavior", the runtime warning SwiftUI
/// prints), so every write to a binding waits for the next turn of the main actor.
@MainActor
@Suite struct DeclarativeListHostTests {
  /// Two authors' books; empty (and every test fails) if the sections were invalid.
  static let books =
    (try? EntrySnapshot(sections: [
      SnapshotSection(Group(0, header: "A"), items: [Entry(1), Entry(2)]),
      SnapshotSection(Group(1, header: "B"), items: [Entry(3), Entry(4)]),
    ])) ?? EntrySnapshot()

  @Test func `an update with the same provider binds nothing; a new provider is bound once`()
    throws
  {
    let view = DeclaredListFixture(.sections, showing: Self.books)
    view.update()
    view.update()
    view.update()
    #expect(view.list.counts.binds == 1)
    #expect(view.shownIDs == [1, 2, 3, 4])
    view.provider = EditableList(
      try EntrySnapshot(sections: [
        SnapshotSection(Group(0), items: [Entry(7)])
      ]))
    view.update()
    #expect(view.list.counts.binds == 2)
    #expect(view.shownIDs == [7])
  }

  @Test func `a selection set from outside shows in the view and is not written back`() {
    let view = DeclaredListFixture(.sections, showing: Self.books)
    view.selection = [2, 4]
    view.update()
    view.settle()
    #expect(view.shownSelection == [2, 4])
    #expect(view.selectionWrites.isEmpty)
    // The same value again is not applied again.
    view.update()
    #expect(view.list.counts.selectionsApplied == 1)
  }

  @Test func `the user's selection reaches the binding once, on the next turn`() {
    let view = DeclaredListFixture(.flat, showing: Self.books)
    view.selection = []
    view.update()
    // A ⇧-click selects its rows one by one: the binding hears the whole selection, once.
    view.userSelects([1, 3])
    #expect(view.selectionWrites.isEmpty)
    view.settle()
    #expect(view.selectionWrites == [[1, 3]])
    #expect(view.selection == [1, 3])
    // An update that removes a selected item writes the rest back once it has ended.
    (view.provider as? EditableList<Group, Entry>)?.replace(
      with: try! EntrySnapshot(sections: [
        SnapshotSection(Group(0, header: "A"), items: [Entry(1), Entry(2)]),
        SnapshotSection(Group(1, header: "B"), items: [Entry(4)]),
      ]))
    view.update()
    view.settle()
    #expect(view.selection == [1])
    #expect(view.wroteDuringUpdate == false)
  }

  @Test func `a write that a newer value from outside overtakes while it waits is dropped`() {
    let view = DeclaredListFixture(.flat, showing: Self.books)
    view.selection = [1]
    view.update()
    // The update itself removes 9 from what the binding names: that write waits.
    view.selection = [2, 9]
    view.update()
    #expect(!view.scheduler.queued.isEmpty)
    // Before it runs, the app sets another selection: the waiting write must not undo it.
    view.selection = [3]
    view.update()
    view.settle()
    #expect(view.selection == [3])
    #expect(view.shownSelection == [3])
  }

  @Test func `one item at most is selected through a single selection`() {
    let view = DeclaredListFixture(.flat, showing: Self.books)
    view.selection = []
    view.selectsOneItem = true
    view.update()
    #expect(view.list.dataSource.allowsMultipleSelection == false)
    view.selectsOneItem = false
    view.update()
    #expect(view.list.dataSource.allowsMultipleSelection)
  }

  @Test func `an expansion names items by identity; unknown items and leaves are reported`()
    throws
  {
    let view = DeclaredListFixture(
      .outline, showing: try OutlineViewUpdateTests.outline([(1, [10, 11]), (2, [20])]))
    view.expansion = [2, 10, 99]
    view.update()
    view.settle()
    #expect(view.shownIDs == [1, 2, 20])
    #expect(view.expansion == [2])
    #expect(view.diagnostics.map(\.kind) == [.unknownIdentifiers, .unknownIdentifiers])
    // The user expands 1: the binding hears it after the update.
    let one = try #require(view.outline.rows.first { $0.item.id == AnyHashable(1) }?.item)
    #expect(view.outline.surface?.userDidToggle(one) == false)
    view.settle()
    #expect(view.expansion == [1, 2])
    #expect(view.shownIDs == [1, 10, 11, 2, 20])
  }

  @Test func `a delete goes to the view's onDelete with its paths, and the data stays`() {
    let view = DeclaredListFixture(.sections, showing: Self.books)
    var deleted: [ListHostDeletion<Entry>] = []
    view.onDelete = { deleted.append($0) }
    view.selection = [4, 2]
    view.update()
    #expect(view.list.dataSource.behavior.allowsDeleting)
    view.list.dataSource.deleteSelection()
    #expect(deleted.map(\.ids) == [[2, 4]])
    #expect(
      deleted.first?.paths == [ItemPath(section: 0, item: 1), ItemPath(section: 1, item: 1)])
    #expect(view.shownIDs == [1, 2, 3, 4])
    #expect(view.list.counts.viewEdits == 1)
  }

  @Test func `without onDelete the provider deletes, as an undo step of the view's manager`() {
    let view = DeclaredListFixture(.flat, showing: Self.books)
    view.behavior.allowsDeleting = true
    view.selection = [3]
    view.update()
    view.list.dataSource.deleteSelection()
    view.settle()
    #expect(view.shownIDs == [1, 2, 4])
    #expect(view.undoManager.steps.count == 1)
    view.undoManager.undo()
    #expect(view.shownIDs == [1, 2, 3, 4])
    // Dismantled, the list leaves the manager no step of its own.
    view.list.dataSource.deleteSelection()
    view.list.dismantle()
    #expect(view.undoManager.steps.isEmpty)
  }

  @Test func `a menu acts on the selection it was opened on, else on the clicked row alone`()
    throws
  {
    let view = DeclaredListFixture(.sections, showing: Self.books)
    var targets: [Set<Int>] = []
    view.contextMenu = { ids in
      [ListHostMenuCommand(title: "Star") { targets.append(ids) }]
    }
    view.selection = [1, 3]
    view.update()
    #expect(view.list.menuTargets(clicked: 3) == [1, 3])
    #expect(view.list.menuTargets(clicked: 2) == [2])
    // A table's menu on several selected rows runs each one's action of the title: the
    // command runs once, for the selection.
    let paths = [ItemPath(section: 1, item: 0), ItemPath(section: 0, item: 0)]
    for path in paths {
      let actions = try #require(view.list.dataSource.actions(.contextMenu, forItemAt: path))
      #expect(actions.map(\.title) == ["Star"])
      _ = actions.first?.perform()
    }
    #expect(targets == [[1, 3]])
    let alone = try #require(
      view.list.dataSource.actions(.contextMenu, forItemAt: ItemPath(section: 0, item: 1)))
    _ = alone.first?.perform()
    #expect(targets == [[1, 3], [2]])
  }

  @Test func `section header views give every section a group row, titled or not`() throws {
    let snapshot = try EntrySnapshot(sections: [
      SnapshotSection(Group(0, header: "A"), items: [Entry(1)]),
      SnapshotSection(Group(1), items: [Entry(2)]),
    ])
    let titles = DeclaredListFixture(.sections, showing: snapshot)
    titles.update()
    #expect(titles.table.model.rows.map(\.id) == ["§0", 1, 2])
    let views = DeclaredListFixture(.sections, showing: snapshot)
    views.showsSectionHeaders = true
    views.update()
    #expect(views.table.model.rows.map(\.id) == ["§0", 1, "§1", 2])
    #expect(views.list.dataSource.headerTitle(inSection: 0) == "A")
    #expect(views.list.dataSource.headerTitle(inSection: 1) == "")
  }

  @Test func `section footer views give every section a footer row below its items`() throws {
    let snapshot = try EntrySnapshot(sections: [
      SnapshotSection(Group(0, footer: "Note"), items: [Entry(1)]),
      SnapshotSection(Group(1), items: [Entry(2)]),
    ])
    let titles = DeclaredListFixture(.sections, showing: snapshot)
    titles.update()
    #expect(titles.table.model.rows.map(\.id) == [1, "¶0", 2])
    let views = DeclaredListFixture(.sections, showing: snapshot)
    views.showsSectionFooters = true
    views.update()
    #expect(views.table.model.rows.map(\.id) == [1, "¶0", 2, "¶1"])
    #expect(views.list.dataSource.footerTitle(inSection: 0) == "Note")
    #expect(views.list.dataSource.footerTitle(inSection: 1) == "")
    // A later body without footer views takes the untitled footer row away.
    views.showsSectionFooters = false
    views.update()
    #expect(views.table.model.rows.map(\.id) == [1, "¶0", 2])
    #expect(views.table.model.violations.isEmpty)
  }

  @Test func `a searchable provider gets the search text when it changes, and a new one at once`() {
    let view = DeclaredListFixture(.sections, showing: Self.books)
    let matches: @MainActor (Entry, String) -> Bool = { entry, text in
      text.isEmpty || entry.name.hasSuffix(text)
    }
    view.provider = SearchFilter(EditableList(Self.books), matches: matches)
    view.searchText = ""
    view.update()
    #expect(view.shownIDs == [1, 2, 3, 4])
    view.searchText = "3"
    view.update()
    view.update()
    #expect(view.shownIDs == [3])
    #expect(view.list.counts.searchesApplied == 2)
    // A new provider finds the field's text applied.
    view.provider = SearchFilter(EditableList(Self.books), matches: matches)
    view.update()
    #expect(view.shownIDs == [3])
    #expect(view.list.counts.searchesApplied == 3)
  }

  @Test func `the view's anchoring reaches the data source on each update`() {
    let view = DeclaredListFixture(.flat, showing: Self.books)
    view.update()
    #expect(view.list.dataSource.scrollAnchoring == .stickToTop)
    view.scrollAnchoring = .stickToBottom
    view.update()
    #expect(view.list.dataSource.scrollAnchoring == .stickToBottom)
  }

  /// `.navigationRows` on the Mac: a click on a row appends its value to the stack's path, as a
  /// `NavigationLink` row of `List` does there; the path is a binding, never written during an
  /// update.
  @Test func `a click on a navigating row pushes its value once, and never during an update`() {
    let view = DeclaredListFixture(.sections, showing: Self.books)
    view.update()
    #expect(!view.list.navigates)
    #expect(!view.list.userDidClickRow(of: 3), "a list without navigation pushes nothing")
    let path = PathLog()
    view.navigation = { entry -> (@MainActor () -> Void)? in
      guard entry.id != 2 else { return nil }
      return { path.values.append(entry.id) }
    }
    view.update()
    #expect(view.list.navigates)
    #expect(view.list.userDidClickRow(of: 3))
    #expect(path.values == [3])
    #expect(!view.list.userDidClickRow(of: 2), "a row without a value does not navigate")
    #expect(!view.list.userDidClickRow(of: 99))
    view.list.writes.update { _ = view.list.userDidClickRow(of: 4) }
    #expect(path.values == [3], "the push waits for the update to end")
    view.settle()
    #expect(path.values == [3, 4])
    #expect(view.list.counts.navigations == 2)
  }

  @Test func `a dismantled list writes nothing back`() {
    let view = DeclaredListFixture(.flat, showing: Self.books)
    view.selection = [1]
    view.update()
    view.selection = [1, 9]
    view.update()
    view.list.dismantle()
    view.settle()
    #expect(view.selection == [1, 9])
    #expect(view.selectionWrites.isEmpty)
  }
}

/// The values a navigating list pushed, in order.
@MainActor
private final class PathLog {
  var values: [Int] = []
}
