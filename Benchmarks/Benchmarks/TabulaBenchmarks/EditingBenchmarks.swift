import Benchmark
import Tabula

/// Applying and undoing one edit of a 100,000-item list: the cost of a step of the history.
func addEditingBenchmarks() {
  for layout in EditingFixture.Layout.allCases {
    addEditingBenchmark("delete + undo", layout) { fixture in .deleteItems([fixture.middleID]) }
    addEditingBenchmark("move + undo", layout) { fixture in
      .moveItem(fixture.middleID, to: ItemPath(section: 0, item: 0))
    }
    addEditingBenchmark("replace + undo", layout) { fixture in
      .replaceItem(EditingFixture.Item(id: fixture.middleID, name: "edited"))
    }
  }
}

/// A 100,000-item list and the identifier of an item in its middle.
struct EditingFixture {
  struct Item: Identifiable, Equatable, Sendable {
    let id: Int
    var name: String
  }

  enum Layout: CaseIterable {
    case oneSection, hundredSections

    var title: String { self == .oneSection ? "1 section" : "100 sections" }
  }

  let snapshot: Snapshot<ListSection, Item>
  let middleID: Int

  init(_ layout: Layout) throws {
    let perSection = layout == .oneSection ? 100_000 : 1_000
    snapshot = try Snapshot(
      sections: stride(from: 0, to: 100_000, by: perSection).map { start in
        SnapshotSection(
          ListSection(id: "\(start)"),
          items: (start..<(start + perSection)).map { Item(id: $0, name: "item \($0)") })
      })
    middleID = 50_500
  }
}

private func addEditingBenchmark(
  _ name: String,
  _ layout: EditingFixture.Layout,
  edit: @escaping @Sendable (EditingFixture) -> EditOperation<ListSection, EditingFixture.Item>
) {
  Benchmark(
    "EditOperation \(name), 100k items in \(layout.title)",
    configuration: .init(maxIterations: 1_000)
  ) { benchmark, fixture in
    var snapshot = fixture.snapshot
    let operation = edit(fixture)
    // One round outside the measurement gives this snapshot storage of its own, so that the
    // measured rounds edit in place instead of copying the fixture's.
    try operation.apply(to: &snapshot).apply(to: &snapshot)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      let undo = try operation.apply(to: &snapshot)
      try undo.apply(to: &snapshot)
    }
    benchmark.stopMeasurement()
    blackHole(snapshot)
  } setup: {
    try EditingFixture(layout)
  }
}
