import Tabula
import Testing

@testable import TabulaDemo

/// A node of a small outline.
private struct Node: Identifiable, Equatable, Sendable {
  var id: String
}

private let appearance = TerminalAppearance<Node>(cellStyle: .default) { content, node in
  content.text = node.id
}

/// The terminal list draws an outline's rows indented by level, behind a disclosure mark
/// read from its data source; a flat list's rows stay as they were.
@MainActor
struct TerminalListViewOutlineTests {
  /// `a` over `a1` (over `a1x`) and `a2`; `b`, a leaf.
  private func outline() throws -> Snapshot<ListSection, Node> {
    var snapshot = Snapshot<ListSection, Node>()
    try snapshot.appendSections([ListSection(id: "nodes")])
    try snapshot.appendItems([Node(id: "a"), Node(id: "b")])
    try snapshot.appendItems([Node(id: "a1"), Node(id: "a2")], under: "a")
    try snapshot.appendItems([Node(id: "a1x")], under: "a1")
    return snapshot
  }

  private func makeList() -> (TerminalListView, ListDataSource<ListSection, Node>) {
    let view = TerminalListView(width: 30, height: 10)
    let dataSource = ListDataSource<ListSection, Node>(
      surface: view, registration: appearance.terminalRegistration, diagnostics: .ignore)
    return (view, dataSource)
  }

  @Test func `rows are indented by level behind a mark for collapsed, expanded or no children`()
    throws
  {
    let (view, dataSource) = makeList()
    dataSource.apply(try outline(), animated: false)
    #expect(view.render(style: .plain) == [" ❯ ▸ a", "     b"])
    dataSource.expand(["a", "a1"], animated: false)
    #expect(
      view.render(style: .plain) == [" ❯ ▾ a", "     ▾ a1", "         a1x", "       a2", "     b"])
    #expect(view.violations.isEmpty && view.problems.isEmpty)
  }

  @Test func `the cursor on a collapsed row reads apart from its disclosure mark`() throws {
    let (view, dataSource) = makeList()
    dataSource.apply(try outline(), animated: false)
    #expect(!["▸", "▾"].contains(TerminalListView.cursorMark))
    let line = try #require(view.render(style: .plain).first)
    #expect(line == " \(TerminalListView.cursorMark) ▸ a")
    #expect(line.filter { $0 == "▸" }.count == 1)
  }

  @Test func `a toggle from the list expands the row, and rows collapsed leave indented ghosts`()
    throws
  {
    let (view, dataSource) = makeList()
    dataSource.apply(try outline(), animated: false)
    #expect(view.toggleExpansion(at: ItemPath(section: 0, item: 0)))
    #expect(dataSource.expandedItems == ["a"])
    #expect(view.render(style: .plain) == ["~❯ ▾ a", "+    ▸ a1", "+      a2", "     b"])
    view.settle()
    #expect(view.toggleExpansion(at: ItemPath(section: 0, item: 0)))
    #expect(view.render(style: .plain) == ["~❯ ▸ a", "-    ▸ a1", "-      a2", "     b"])
    // A leaf has no control to tap.
    #expect(!view.toggleExpansion(at: ItemPath(section: 0, item: 1)))
    #expect(view.violations.isEmpty && view.problems.isEmpty)
  }

  @Test func `the cursor goes to the parent row, and stays on a row at the top level`() throws {
    let (view, dataSource) = makeList()
    dataSource.apply(try outline(), animated: false)
    dataSource.expand(["a", "a1"], animated: false)
    view.moveCursor(by: 3)
    #expect(view.cursor == ItemPath(section: 0, item: 3))
    #expect(view.moveCursorToParent())
    #expect(view.cursor == ItemPath(section: 0, item: 0))
    #expect(!view.moveCursorToParent())
    view.moveCursor(by: 2)
    #expect(view.moveCursorToParent())
    #expect(view.cursor == ItemPath(section: 0, item: 1))
  }

  @Test func `a flat list's rows have no outline and draw as before`() throws {
    let (view, dataSource) = makeList()
    dataSource.apply(
      try Snapshot {
        SnapshotSection(ListSection(id: "nodes")) { [Node(id: "a"), Node(id: "b")] }
      },
      animated: false)
    #expect(view.render(style: .plain) == [" ❯ a", "   b"])
    #expect(view.outlineRow(at: ItemPath(section: 0, item: 0)) == nil)
    #expect(!view.toggleExpansion(at: ItemPath(section: 0, item: 0)))
    #expect(!view.moveCursorToParent())
  }
}
