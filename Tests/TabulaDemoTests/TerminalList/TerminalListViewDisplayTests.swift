import Tabula
import Testing

@testable import TabulaDemo

/// A numbered row.
private struct Row: Identifiable, Equatable, Sendable {
  var id: Int
  var text: String
}

private let configuration = TerminalAppearance<Row>(cellStyle: .default) { content, row in
  content.text = row.text
}

/// One section of rows, "Row 1" and so on.
private func rows(_ ids: [Int]) throws -> Snapshot<ListSection, Row> {
  try Snapshot {
    SnapshotSection(ListSection(id: "rows")) { ids.map { Row(id: $0, text: "Row \($0)") } }
  }
}

/// A provider that loads as the user scrolls, reduced to recording which rows appear.
@MainActor
private final class AppearanceRecorder: DataProvider {
  let storage = SnapshotProvider<ListSection, Row>()
  private(set) var appeared: [Int] = []

  var snapshot: Snapshot<ListSection, Row> { storage.snapshot }

  var isPaged: Bool { true }

  func observe(_ onChange: @escaping @MainActor (Snapshot<ListSection, Row>) -> Void)
    -> ObservationToken
  {
    storage.observe(onChange)
  }

  func itemWillAppear(at path: ItemPath) {
    appeared.append(path.item)
  }
}

@MainActor
struct TerminalListViewDisplayTests {
  private func makeList(height: Int) -> (TerminalListView, ListDataSource<ListSection, Row>) {
    let view = TerminalListView(width: 30, height: height)
    let dataSource = ListDataSource<ListSection, Row>(
      surface: view, registration: configuration.terminalRegistration, diagnostics: .ignore)
    return (view, dataSource)
  }

  @Test func `rows coming into the window are reported to the client, each time they come`()
    throws
  {
    let (view, dataSource) = makeList(height: 4)
    let recorder = AppearanceRecorder()
    let token = dataSource.bind(to: recorder)
    recorder.storage.update(try rows(Array(1...20)))
    #expect(recorder.appeared == [0, 1, 2, 3])
    view.moveCursor(by: 5)
    #expect(recorder.appeared == [0, 1, 2, 3, 4, 5])
    view.moveCursor(by: -5)
    #expect(recorder.appeared == [0, 1, 2, 3, 4, 5, 0, 1])
    token.cancel()
  }

  @Test func `a row reconfigured in place is not reported again, a row inserted in view is`()
    throws
  {
    let (view, dataSource) = makeList(height: 4)
    let recorder = AppearanceRecorder()
    let token = dataSource.bind(to: recorder)
    recorder.storage.update(try rows(Array(1...20)))
    view.settle()
    var changed = try rows(Array(1...20))
    try changed.updateItems([Row(id: 2, text: "Row two")])
    recorder.storage.update(changed)
    #expect(recorder.appeared == [0, 1, 2, 3])
    try changed.insertItems([Row(id: 99, text: "New row")], beforeItem: 3)
    recorder.storage.update(changed)
    #expect(recorder.appeared == [0, 1, 2, 3, 2])
    #expect(view.violations.isEmpty && view.problems.isEmpty)
    token.cancel()
  }

  @Test func `a footer takes the window's last line, wherever the list is scrolled`() throws {
    let (view, dataSource) = makeList(height: 4)
    dataSource.apply(try rows(Array(1...20)), animated: false)
    view.footer = "Loading more…"
    #expect(
      view.render(style: .plain) == [" ❯ Row 1", "   Row 2", "   Row 3", "   Loading more…"])
    view.moveCursor(by: 19)
    #expect(
      view.render(style: .plain) == ["   Row 18", "   Row 19", " ❯ Row 20", "   Loading more…"])
    view.footer = nil
    #expect(view.render(style: .plain).count == 4)
    #expect(view.render(style: .plain).last == " ❯ Row 20")
  }

  @Test func `a list without rows shows its empty text above the footer`() throws {
    let (view, dataSource) = makeList(height: 4)
    dataSource.apply(try rows([]), animated: false)
    view.footer = "Loading users…"
    #expect(view.render(style: .plain) == ["   Loading users…"])
    view.emptyText = "No users"
    #expect(view.render(style: .plain) == ["   No users", "   Loading users…"])
  }
}
