import Tabula
import TabulaTesting
import Testing

@MainActor
struct ListDataSourceTests {
  @Test func `applying animates the difference in one batch`() throws {
    let (view, dataSource) = HeadlessListView.showingFruits(try .shelves([[1, 2, 3]]))
    let new = try FruitSnapshot.shelves([[3, 1, 4]])
    dataSource.apply(new)
    #expect(dataSource.updateCounts.plans == 1)
    #expect(view.updateCounts.batches == 1)
    #expect(view.problems.isEmpty)
    #expect(view.shownTokens == new.items.map { ItemToken($0) })
  }

  @Test func `the surface reports old counts until the batch switches the data`() throws {
    let (view, dataSource) = HeadlessListView.showingFruits(try .shelves([[1, 2, 3]]))
    #expect(view.counts == [3])
    dataSource.apply(try .shelves([[1]]))
    #expect(view.counts == [1])
    #expect(view.problems.isEmpty)
  }

  @Test func `a burst of snapshots during an animation ends at the last after few plans`() throws {
    let (view, dataSource) = HeadlessListView.showingFruits(try .shelves([[1, 2, 3]]))
    view.completesUpdatesImmediately = false
    var completions = 0
    var snapshots: [FruitSnapshot] = []
    for step in 1...100 {
      let snapshot = try FruitSnapshot.shelves([Array(step...(step + 5))])
      snapshots.append(snapshot)
      dataSource.apply(snapshot) { completions += 1 }
    }
    view.finishAnimations()
    let last = try #require(snapshots.last)
    #expect(dataSource.snapshot == last)
    #expect(view.shownTokens == last.items.map { ItemToken($0) })
    #expect(dataSource.updateCounts.plans <= 3)
    #expect(completions == 100)
    #expect(view.problems.isEmpty)
  }

  @Test func `each completion runs once, after the snapshot it asked for is shown`() throws {
    let (view, dataSource) = HeadlessListView.showingFruits(try .shelves([[1]]))
    view.completesUpdatesImmediately = false
    var log: [String] = []
    dataSource.apply(try .shelves([[1, 2]])) { log.append("first") }
    #expect(log.isEmpty)
    view.finishAnimations()
    #expect(log == ["first"])
    dataSource.apply(try .shelves([[1, 2]])) { log.append("unchanged") }
    #expect(log == ["first", "unchanged"])
  }

  @Test func `a surface that is not on screen is reloaded instead of animated`() throws {
    let (view, dataSource) = HeadlessListView.showingFruits(try .shelves([[1, 2]]))
    view.isDisplayingList = false
    dataSource.apply(try .shelves([[2, 1, 3]]))
    #expect(view.updateCounts.batches == 0)
    #expect(dataSource.updateCounts.reloads == 2)
    #expect(view.shownTokens.count == 3)
  }

  @Test func `more changes than the threshold reload instead of animating`() throws {
    let (view, dataSource) = HeadlessListView.showingFruits(try .shelves([Array(1...10)]))
    dataSource.reloadThreshold = 5
    dataSource.apply(try .shelves([Array(11...20)]))
    #expect(view.updateCounts.batches == 0)
    #expect(dataSource.updateCounts.reloads == 2)
    dataSource.apply(try .shelves([Array(11...22)]))
    #expect(view.updateCounts.batches == 1)
    #expect(view.problems.isEmpty)
  }

  @Test func `duplicate identifiers end in a reload and a diagnostic naming them`() throws {
    let recorder = DiagnosticRecorder()
    let (view, dataSource) = HeadlessListView.showingFruits(
      try .shelves([[1]]), diagnostics: recorder.handler)
    dataSource.apply(sections: [
      SnapshotSection(Shelf(0), items: [Fruit(1), Fruit(2), Fruit(1)]),
      SnapshotSection(Shelf(1), items: [Fruit(2)]),
    ])
    let diagnostic = try #require(recorder.diagnostics.first)
    #expect(diagnostic.kind == .duplicateIdentifiers)
    #expect(diagnostic.message.contains("item identifier '1' at [0, 0], [0, 2]"))
    #expect(diagnostic.message.contains("item identifier '2' at [0, 1], [1, 0]"))
    #expect(diagnostic.fileID.hasPrefix("Tabula/"))
    #expect(dataSource.snapshot.layout == [[1, 2], []])
    #expect(view.problems.isEmpty)
    #expect(dataSource.updateCounts.reloads == 2)
  }

  @Test func `rows of mixed cells register every cell type before showing them`() throws {
    let view = HeadlessListView()
    let dataSource = ListDataSource<ListSection, ListRow<String>>(surface: view)
    let rows = try Snapshot<ListSection, ListRow<String>> {
      SnapshotSection("Fruit") {
        ListRow(id: "apple", cell: FruitCell.self, item: Fruit(1, "apple"))
        ListRow(id: "label", cell: LabelCell.self, item: "Hello")
      }
    }
    dataSource.apply(rows)
    view.layoutIfNeeded()
    #expect(view.problems.isEmpty)
    let batchesBefore = view.updateCounts.batches
    var changed = rows
    try changed.updateItems([ListRow(id: "label", cell: FruitCell.self, item: Fruit(2, "label"))])
    dataSource.apply(changed)
    #expect(view.problems.isEmpty)
    // The row's cell type changed, so it is reloaded, in one batch.
    #expect(view.updateCounts.batches == batchesBefore + 1)
    let cell = try #require(view.rows.first?.last?.cell as? FruitCell)
    #expect(cell.shown == Fruit(2, "label"))
  }
}

/// A second cell type, for lists of mixed rows.
final class LabelCell: ConfigurableCell, HeadlessConstructibleCell {
  private(set) var text = ""
  init() {}
  func configure(with text: String, at path: ItemPath) { self.text = text }
}
