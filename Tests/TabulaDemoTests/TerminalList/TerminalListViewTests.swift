import Tabula
import TabulaTesting
import Testing

@testable import TabulaDemo

/// A fruit: identified by its name, shown with its colour.
private struct Fruit: Identifiable, Equatable, Sendable {
  var name: String
  var colour = "green"

  var id: String { name }
}

private let configuration = TerminalAppearance<Fruit>(cellStyle: .value1) { content, fruit in
  content.text = fruit.name
  content.secondaryText = fruit.colour
}

private typealias Fruits = Snapshot<ListSection, Fruit>

private func fruits(_ sections: [(String, [String])]) throws -> Fruits {
  try Fruits(
    sections: sections.map { header, names in
      SnapshotSection(ListSection(header), items: names.map { Fruit(name: $0) })
    })
}

/// A list and its data source, with section titles from the data source's snapshot.
@MainActor
private func makeList(width: Int = 40, height: Int = 10)
  -> (TerminalListView, ListDataSource<ListSection, Fruit>)
{
  let view = TerminalListView(width: width, height: height)
  let dataSource = ListDataSource<ListSection, Fruit>(
    surface: view, registration: configuration.terminalRegistration, diagnostics: .ignore)
  view.titles = { [weak dataSource] index in
    (dataSource?.snapshot.section(at: index)?.header, nil)
  }
  return (view, dataSource)
}

@MainActor
struct TerminalListViewTests {
  @Test func `only the rows in the window get cells, and scrolling reuses them`() throws {
    let (view, dataSource) = makeList(height: 5)
    let names = (1...40).map { "Fruit \($0)" }
    dataSource.apply(try fruits([("Orchard", names)]), animated: false)
    #expect(view.configurationCount == 4)
    #expect(view.cellsCreated == 4)
    for _ in 0..<39 { view.moveCursor(by: 1) }
    #expect(view.cursor == ItemPath(section: 0, item: 39))
    #expect(view.cellsCreated <= 6)
    let last = " ❯ Fruit 40" + String(repeating: " ", count: 24) + "green"
    #expect(view.render(style: .plain).last == last)
    #expect(view.problems.isEmpty)
  }

  @Test func `a batch marks inserted, moved and updated rows and leaves ghosts of deleted ones`()
    throws
  {
    let (view, dataSource) = makeList()
    dataSource.apply(try fruits([("Orchard", ["Apple", "Banana", "Cherry", "Damson"])]))
    view.settle()
    var after = try fruits([("Orchard", ["Damson", "Apple", "Cherry", "Elderberry"])])
    try after.updateItems([Fruit(name: "Cherry", colour: "red")])
    dataSource.apply(after)
    #expect(
      view.render(style: .plain) == [
        " ORCHARD",
        ">  Damson                          green",
        " ❯ Apple                           green",
        "-  Banana                          green",
        "~  Cherry                            red",
        "+  Elderberry                      green",
      ])
    view.settle()
    #expect(!view.hasMarks)
    #expect(view.render(style: .plain)[1] == "   Damson                          green")
    #expect(view.violations.isEmpty)
    #expect(view.problems.isEmpty)
  }

  @Test func `a deleted section leaves its header and rows as ghosts`() throws {
    let (view, dataSource) = makeList()
    dataSource.apply(try fruits([("Orchard", ["Apple"]), ("Hedge", ["Sloe", "Haw"])]))
    view.settle()
    dataSource.apply(try fruits([("Orchard", ["Apple"])]))
    #expect(
      view.render(style: .plain) == [
        " ORCHARD", " ❯ Apple                           green", "", "-HEDGE",
        "-  Sloe                            green", "-  Haw                             green",
      ])
    #expect(view.violations.isEmpty)
  }

  @Test func `the cursor follows its row through an update, or keeps its place`() throws {
    let (view, dataSource) = makeList()
    dataSource.apply(try fruits([("Orchard", ["Apple", "Banana", "Cherry"])]))
    view.moveCursor(by: 1)
    dataSource.apply(try fruits([("Orchard", ["Cherry", "Apple", "Banana"])]))
    #expect(view.cursor == ItemPath(section: 0, item: 2))
    dataSource.apply(try fruits([("Orchard", ["Cherry", "Apple"])]))
    #expect(view.cursor == ItemPath(section: 0, item: 1))
  }

  @Test func `a narrow list cuts its lines and never wraps them`() throws {
    let (view, dataSource) = makeList(width: 12)
    dataSource.apply(
      try fruits([("A very long orchard name", ["Elderberry", "Fig"])]), animated: false)
    let lines = view.render(style: .plain)
    #expect(lines.allSatisfy { $0.count <= 12 })
    #expect(lines[0] == " A VERY LON…")
    #expect(lines.count == 3)
  }

  @Test func `a batch that breaks UIKit's rules is recorded and the list reloads`() throws {
    let (view, dataSource) = makeList()
    dataSource.apply(try fruits([("Orchard", ["Apple", "Banana"])]))
    var wrong = BatchUpdate()
    wrong.insertedItems = [ItemPath(section: 0, item: 0)]
    view.performBatchUpdates(wrong, updateData: {}) { finished in #expect(!finished) }
    #expect(view.violations.count == 1)
    #expect(
      view.violations.first?.message.hasPrefix("Invalid update: invalid number of rows") == true)
    #expect(view.shownTokens == dataSource.snapshot.items.map { ItemToken($0) })
  }

  @Test func `colour replaces nothing: marks stay in the gutter and colours wrap the line`() throws
  {
    let (view, dataSource) = makeList()
    dataSource.apply(try fruits([("Orchard", ["Apple"])]))
    view.settle()
    dataSource.apply(try fruits([("Orchard", ["Apple", "Banana"])]))
    let colored = view.render(style: .colored)
    #expect(colored[2].hasPrefix("\u{1B}[32m+  Banana"))
    #expect(colored[1].hasPrefix("\u{1B}[7m ❯ Apple"))
    #expect(colored.allSatisfy { $0.hasSuffix("\u{1B}[0m") || !$0.contains("\u{1B}") })
  }

  @Test func `an empty list shows its empty text`() throws {
    let (view, dataSource) = makeList()
    view.emptyText = "No fruit"
    dataSource.apply(Fruits(), animated: false)
    #expect(view.render(style: .plain) == ["   No fruit"])
  }
}
