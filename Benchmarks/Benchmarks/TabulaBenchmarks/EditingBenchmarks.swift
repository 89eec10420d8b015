import Benchmark
import Tabula

/// Applying and undoing one edit of a 100,000- or 1,000,000-item list: the cost of a step of
/// the history.
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
    case oneSection, hundredSections, millionInOneSection

    var title: String {
      switch self {
      case .oneSection: "100k items in 1 section"
      case .hundredSections: "100k items in 100 sections"
      case .millionInOneSection: "1M items in 1 section"
      }
    }

    var itemCount: Int { self == .millionInOneSection ? 1_000_000 : 100_000 }
    var perSection: Int { self == .hundredSections ? 1_000 : itemCount }
  }

  let snapshot: Snapshot<ListSection, Item>
  let middleID: Int

  init(_ layout: Layout) throws {
    let perSection = layout.perSection
    snapshot = try Snapshot(
      sections: stride(from: 0, to: layout.itemCount, by: perSection).map { start in
        SnapshotSection(
          ListSection(id: "\(start)"),
          items: (start..<(start + perSection)).map { Item(id: $0, name: "item \($0)") })
      })
    middleID = layout.itemCount / 2 + 500
  }
}

private func addEditingBenchmark(
  _ name: String,
  _ layout: EditingFixture.Layout,
  edit: @escaping @Sendable (EditingFixture) -> EditOperation<ListSection, EditingFixture.Item>
) {
  Benchmark(
    "EditOperation \(name), \(layout.title)",
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
