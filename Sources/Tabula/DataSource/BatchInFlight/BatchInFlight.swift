/// One stage of an update, from the moment a data source hands its batch to the surface to the
/// moment the surface completes it or lets it go.
///
/// The batch's two closures hold this object alone, so that handing a batch allocates it and
/// nothing else. It shows the stage's snapshot when the surface updates its data, places the
/// viewport once (when `performBatchUpdates` returns, or earlier, when the surface completes
/// the batch before returning), and then starts the next stage. If the surface releases the
/// completion uncalled, as a surface that goes away mid-animation does, `deinit` tells the data
/// source, so that the update does not wait forever.
@MainActor
final class BatchInFlight<Section: SectionModel, Item: Identifiable & Equatable>
where Item.ID: Sendable {
  /// The data source, held weakly: the surface may hold the completion for ever.
  private weak var dataSource: ListDataSource<Section, Item>?
  /// The surface, held weakly for the same reason.
  private weak var surface: (any ListSurface)?
  private let stages: [UpdatePlan<Section, Item>.Stage]
  private let index: Int
  /// The stage's snapshot, which the data source reports once the surface updates its data.
  private let shown: Snapshot<Section, Item>
  private let target: Snapshot<Section, Item>
  private let batchNumber: Int
  private var placement: (@MainActor () -> Void)?
  private var isComplete = false

  /// Creates the stage at `index` of an update, which shows `shown`, as batch number
  /// `batchNumber`.
  init(
    stages: [UpdatePlan<Section, Item>.Stage], index: Int, shown: Snapshot<Section, Item>,
    target: Snapshot<Section, Item>, batchNumber: Int, placement: (@MainActor () -> Void)?,
    dataSource: ListDataSource<Section, Item>, surface: any ListSurface
  ) {
    self.stages = stages
    self.index = index
    self.shown = shown
    self.target = target
    self.batchNumber = batchNumber
    self.placement = placement
    self.dataSource = dataSource
    self.surface = surface
  }

  /// Has the data source report the stage's snapshot, as the surface updates its data.
  func showStage() {
    dataSource?.snapshot = shown
  }

  /// Records that the surface completed the batch, and goes on with the next stage.
  func complete() {
    isComplete = true
    // A surface that completes at once has not returned yet: place before the next batch.
    place()
    guard let dataSource else { return }
    guard let surface else { return dataSource.abandonUpdate(atBatch: batchNumber) }
    dataSource.perform(stages, from: index + 1, on: surface, target: target)
  }

  /// Runs the placement of the viewport, the first time only.
  func place() {
    let placement = self.placement
    self.placement = nil
    placement?()
  }

  deinit {
    guard !isComplete else { return }
    // Released uncalled: the surface dropped the batch. `deinit` may run on any thread, so
    // the data source hears of it on the main actor, soon after.
    Task { @MainActor [weak dataSource, batchNumber] in
      dataSource?.abandonUpdate(atBatch: batchNumber)
    }
  }
}
