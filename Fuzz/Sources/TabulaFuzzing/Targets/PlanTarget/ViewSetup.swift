import Tabula
import TabulaTesting

/// How the list view of a fuzz input is set up: the view it mimics, its visible window, and
/// where it is scrolled.
struct ViewSetup {
  var surfaceKind: BatchValidator.SurfaceKind
  var visibleRowLimit: Int
  var firstVisibleRow: Int

  init(_ input: inout FuzzInput) {
    surfaceKind = input.bool() ? .collection : .table
    visibleRowLimit = input.int(in: 1...12)
    firstVisibleRow = input.int(in: 0...40)
  }

  /// Shows `old` without animation, animates to `new`, and checks that the view ends showing
  /// exactly `new` with nothing to report.
  @MainActor
  func check(from old: FuzzSnapshot, to new: FuzzSnapshot, _ context: () -> String)
    throws(FuzzFailure)
  {
    let log = DiagnosticLog()
    let view = HeadlessListView(surfaceKind: surfaceKind, visibleRowLimit: visibleRowLimit)
    let dataSource = ListDataSource<FuzzSection, FuzzItem>(
      surface: view, registration: CellRegistration<FuzzCell, FuzzItem>(),
      diagnostics: log.handler)
    dataSource.apply(old, animated: false)
    view.scroll(toRow: firstVisibleRow)
    dataSource.apply(new)
    defer { withExtendedLifetime(dataSource) {} }
    try view.checkShows(new, context: "\(context()), \(self)")
    try require(log.diagnostics.isEmpty, "\(context()): reported \(log.diagnostics)")
  }
}
