@_spi(Surfaces) import Tabula
import TabulaTesting

/// Two arbitrary snapshots shown in turn by a `ListDataSource` on a `HeadlessListView`
/// scrolled to an arbitrary offset, with rows of heights that follow their content and an
/// arbitrary ``ScrollAnchoring``: the view ends showing exactly the new snapshot with nothing
/// to report, and, when the update is one batch, the anchor row (or the nearest survivor of
/// the old order) is where it was in the viewport, by a reference worked out apart from the
/// data source.
enum AnchorTarget {
  static let policies: [ScrollAnchoring] = [
    .none, .stickToTop, .stickToBottom, .keepAnchor(.firstFullyVisible),
    .keepAnchor(.lastFullyVisible),
  ]

  @MainActor
  static func run(_ input: inout FuzzInput) throws(FuzzFailure) {
    let old = input.snapshot(items: 0...47)
    var new = input.snapshot(items: 0...47)
    try? new.reconfigureItems(input.array(upTo: 3) { $0.int(in: 0...47) })
    let policy = policies[input.int(in: 0...(policies.count - 1))]
    let log = DiagnosticLog()
    let view = HeadlessListView(visibleRowLimit: input.int(in: 1...12))
    view.rowHeight = { item in Double(abs((item as? FuzzItem)?.content ?? 0) % 4) + 0.5 }
    let dataSource = ListDataSource<FuzzSection, FuzzItem>(
      surface: view, registration: CellRegistration<FuzzCell, FuzzItem>(),
      diagnostics: log.handler)
    dataSource.scrollAnchoring = policy
    dataSource.apply(old, animated: false)
    view.layoutIfNeeded()
    view.scroll(toOffset: Double(input.int(in: 0...255)) / 4)
    let context = "\(policy) at \(view.contentOffset), from \(old.itemLayout) to \(new.itemLayout)"
    let expected = Expectation(view: view, policy: policy, old: old, new: new)
    let isOneBatch = UpdatePlan(from: old, to: new).stages.count <= 1
    dataSource.apply(new)
    try view.checkShows(new, context: context)
    try require(log.diagnostics.isEmpty, "\(context): reported \(log.diagnostics)")
    if isOneBatch { try expected.check(view, new: new, context: context) }
  }
}
