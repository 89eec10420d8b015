import Benchmark
@_spi(Surfaces) import Tabula

/// A row dropped in a 100k-row section, and 1,000 selected rows of 100k deleted, each undone,
/// through an `EditableList` bound to a `ListDataSource` on a surface that does nothing: the
/// main actor's work from the user's gesture to the batches.
///
/// "as one step" is Tabula's path: the data source makes one edit, the list publishes a
/// snapshot derived from the shown one, and the plan looks at the moved rows alone. "by a
/// rebuilt array" is the path it replaces, as an app reconciles a reorder by hand (Apple's
/// `reorderingHandlers`): the new order as an array, a snapshot built from it, and the whole
/// list compared.
func addDragAndDropBenchmarks() {
  for rebuilt in [false, true] {
    let path = rebuilt ? "by a rebuilt array" : "as one step"
    Benchmark(
      "ListDataSource<Int> drop 1 row in a 100k section and undo, \(path), to a surface that does nothing",
      configuration: .init(maxDuration: .seconds(10), maxIterations: rebuilt ? 20 : 1_000)
    ) { @MainActor benchmark, shown async throws in
      let (list, dataSource, surface, token) = boundList(shown)
      for iteration in benchmark.scaledIterations {
        benchmark.startMeasurement()
        if rebuilt {
          try replaceByArray(list, moving: 50_000, to: 3)
          try replaceByArray(list, moving: 3, to: 50_000)
        } else {
          _ = dataSource.itemsToDrag(at: ItemPath(section: 0, item: 50_000))
          _ = dataSource.userDidDrop(at: ItemPath(section: 0, item: 3))
          dataSource.userDidEndDrag()
          try list.undo()
        }
        benchmark.stopMeasurement()
        precondition(surface.batches == 2 * (iteration + 1), "the drop was not two batches")
      }
      blackHole(token)
    } setup: {
      try hundredThousandRows()
    }
  }
  for rebuilt in [false, true] {
    let path = rebuilt ? "by a rebuilt array" : "as one step"
    Benchmark(
      "ListDataSource<Int> delete 1,000 selected rows of 100k and undo, \(path), to a surface that does nothing",
      configuration: .init(maxDuration: .seconds(10), maxIterations: rebuilt ? 20 : 200)
    ) { @MainActor benchmark, shown async throws in
      let (list, dataSource, surface, token) = boundList(shown)
      dataSource.reloadThreshold = .max
      let selected = Set(stride(from: 0, to: 100_000, by: 100))
      for iteration in benchmark.scaledIterations {
        dataSource.selection = selected
        benchmark.startMeasurement()
        if rebuilt {
          let kept = list.snapshot.items.filter { !selected.contains($0.id) }
          list.replace(
            with: try Snapshot(sections: [SnapshotSection(BenchSection(id: 0), items: kept)]))
          list.replace(
            with: try Snapshot(sections: [SnapshotSection(BenchSection(id: 0), items: shown.items)])
          )
        } else {
          dataSource.deleteSelection()
          try list.undo()
        }
        benchmark.stopMeasurement()
        precondition(surface.batches == 2 * (iteration + 1), "the deletion was not two batches")
      }
      blackHole(token)
    } setup: {
      try hundredThousandRows()
    }
  }
}

/// 100,000 rows in one section.
private func hundredThousandRows() throws -> BenchSnapshot<Int> {
  try Snapshot(sections: [
    SnapshotSection(
      BenchSection(id: 0), items: (0..<100_000).map { BenchItem(id: $0, revision: 0) })
  ])
}

/// An editable list of `shown`, bound to a data source on a surface that does nothing, whose
/// user may delete, move and select many rows.
@MainActor
private func boundList(_ shown: BenchSnapshot<Int>) -> (
  EditableList<BenchSection, BenchItem<Int>>, ListDataSource<BenchSection, BenchItem<Int>>,
  IdleSurface, ObservationToken
) {
  let surface = IdleSurface()
  let dataSource = ListDataSource<BenchSection, BenchItem<Int>>(
    surface: surface, registration: CellRegistration<BenchCell<Int>, BenchItem<Int>>(),
    diagnostics: .ignore)
  dataSource.behavior = ListBehavior(allowsDeleting: true, allowsMoving: true)
  dataSource.behavior.allowsMultipleSelection = true
  let list = EditableList(shown)
  let token = dataSource.bind(to: list)
  return (list, dataSource, surface, token)
}

/// What an app that reconciles a reorder by hand does: moves the row in an array of its
/// items, builds a snapshot from the array, and replaces the list's data with it.
@MainActor
private func replaceByArray(
  _ list: EditableList<BenchSection, BenchItem<Int>>, moving source: Int, to destination: Int
) throws {
  var items = list.snapshot.items
  items.insert(items.remove(at: source), at: destination)
  list.replace(with: try Snapshot(sections: [SnapshotSection(BenchSection(id: 0), items: items)]))
}
