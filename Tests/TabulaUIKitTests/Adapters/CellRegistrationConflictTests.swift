import Tabula
import TabulaUIKit
import Testing
import UIKit

/// Two cells that claim one reuse identifier in the first snapshot a table shows: the data source
/// reports the conflict and still registers every cell it can, so that no row is dequeued with an
/// identifier the table never registered (UIKit raises on that: "unable to dequeue a cell with
/// identifier ... - must register a nib or a class for the identifier"). Tested against the UIKit
/// stand-in.
@MainActor
struct CellRegistrationConflictTests {
  typealias Field = MixedCellsArticleTests.Field
  typealias Flag = MixedCellsArticleTests.Flag
  typealias FieldCell = MixedCellsArticleTests.FieldCell
  typealias FlagCell = MixedCellsArticleTests.FlagCell

  @Test func `a conflict in the first snapshot leaves the other cells registered`() throws {
    let diagnostics = MixedCellsArticleTests.Diagnostics()
    let (window, tableView, dataSource) = MixedCellsArticleTests().table(
      diagnostics: diagnostics.handler)
    let fields = CellRegistration<FieldCell, Field>(reuseIdentifier: "row")
    let flags = CellRegistration<FlagCell, Flag>(reuseIdentifier: "row")
    dataSource.apply(sections: [
      SnapshotSection("Customer") {
        ListRow(id: "name", registration: fields, item: Field(title: "Name", value: "Ada"))
        ListRow(id: "vip", registration: flags, item: Flag(title: "VIP", isOn: true))
        ListRow(id: "news", cell: FlagCell.self, item: Flag(title: "News", isOn: false))
      }
    ])
    Presentation.settle(window)

    let conflict = try #require(
      diagnostics.reported.first { $0.kind == .cellRegistrationConflict })
    #expect(conflict.message.contains("FieldCell") && conflict.message.contains("FlagCell"))
    #expect(tableView.recordedViolations.isEmpty)
    #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) is FieldCell)
    #expect(tableView.cellForRow(at: IndexPath(row: 2, section: 0)) is FlagCell)
  }
}
