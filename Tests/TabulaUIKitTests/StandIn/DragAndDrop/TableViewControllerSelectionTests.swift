// Linux only: this file needs the UIKit stand-in (the simulated two-finger pan), which real
// UIKit does not let a test drive. See CONTRIBUTING.md, "How the UIKit layer is verified".
#if os(Linux)
import Tabula
import TabulaUIKit
import Testing
@_spi(StandIn) import UIKit

/// Multiple selection in a `TableViewController`, tested against the UIKit stand-in.
@MainActor
struct TableViewControllerSelectionTests {
  private let list: EditableList<ListSection, DraggedCountry>
  private let controller: TableViewController<ListSection, DraggedCountry>
  private let window: UIWindow

  init() throws {
    list = EditableList(
      try Snapshot(sections: [
        SnapshotSection(
          ListSection("Europe"),
          items: DragAndDropHarness<UITableView>.europe.map(DraggedCountry.init))
      ]))
    controller = TableViewController(
      provider: list,
      cell: CellRegistration<UITableViewCell, DraggedCountry> { cell, _, country in
        cell.textLabel?.text = country.id
      },
      behavior: ListBehavior(allowsDeleting: true, allowsMoving: true).with {
        $0.allowsMultipleSelection = true
      })
    window = Presentation.present(controller).window
  }

  private func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  @Test func `a two-finger pan puts the controller in editing mode and selects`() throws {
    let table = try #require(controller.tableView)
    #expect(table.standInBeginMultipleSelectionInteraction(at: row(1)))
    #expect(controller.isEditing)
    #expect(table.isEditing)
    table.standInSimulateTap(at: row(3))
    #expect(controller.dataSource?.selection == ["Italy", "Greece"])
  }

  @Test func `leaving editing mode empties the selection`() throws {
    let table = try #require(controller.tableView)
    controller.setEditing(true, animated: false)
    table.standInSimulateTap(at: row(0))
    table.standInSimulateTap(at: row(2))
    #expect(controller.dataSource?.selection == ["France", "Spain"])
    controller.setEditing(false, animated: false)
    #expect(controller.dataSource?.selection == [])
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(!table.isEditing)
  }
}
#endif
