import Tabula
import TabulaTesting

/// An editable list of a decoded snapshot, and a data source that shows lists on a headless
/// view of a decoded height, reporting to a log: what the edit and drag targets drive.
@MainActor
struct ShownList {
  let list: EditableList<FuzzSection, FuzzItem>
  let log = DiagnosticLog()
  let view: HeadlessListView
  let dataSource: ListDataSource<FuzzSection, FuzzItem>

  init(_ input: inout FuzzInput) {
    list = EditableList(input.snapshot())
    view = HeadlessListView(visibleRowLimit: input.int(in: 1...12))
    dataSource = ListDataSource(
      surface: view, registration: CellRegistration<FuzzCell, FuzzItem>(),
      diagnostics: log.handler)
  }
}
