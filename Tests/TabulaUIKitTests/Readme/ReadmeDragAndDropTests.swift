// Linux only: this file needs the UIKit stand-in (simulated lifts and drops, a tap on a bar
// button), which real UIKit does not let a test drive.
#if os(Linux)
import Tabula
import TabulaUIKit
import Testing
@_spi(StandIn) import UIKit

/// The README's "Drag and drop, and many rows at once", line for line, run against the UIKit
/// stand-in.
@MainActor
struct ReadmeDragAndDropTests {
  struct Country: Identifiable, Equatable {
    let name: String
    let isFavourite: Bool
    var id: String { name }
  }

  final class CountriesViewController: UITableViewController {
    var countries = EditableList<ListSection, Country>()  // or a QueryProvider on SQLite
    private var dataSource: ListDataSource<ListSection, Country>?
    private var tokens: [ObservationToken] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      let dataSource = ListDataSource(
        surface: tableView, registration: CellRegistration<CountryCell, Country>())
      dataSource.behavior = ListBehavior(allowsDeleting: true, allowsMoving: true).with {
        $0.allowsMultipleSelection = true  // select many in edit mode
        $0.moveRule = { country, _, to in  // typed: the item, where it is, where it would land
          to.section == 0 && !country.isFavourite ? .refused(reason: "favourites only") : .allowed
        }
      }
      tokens = [
        dataSource.bind(to: countries),  // a drop is one undoable "Move"
        dataSource.observeSelection { [weak self] ids in  // a Set<Country.ID>
          self?.navigationItem.rightBarButtonItem?.isEnabled = !ids.isEmpty
        },
      ]
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        systemItem: .trash,
        primaryAction: UIAction { [weak dataSource] _ in
          dataSource?.deleteSelection()  // every selected row, one step
        })
      self.dataSource = dataSource
    }
  }

  final class CountryCell: UITableViewCell, ConfigurableCell {
    func configure(with country: Country, at path: ItemPath) { textLabel?.text = country.name }
  }

  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  @Test func `rows drop across sections as the rule allows, and the selection goes in one step`()
    throws
  {
    let controller = CountriesViewController()
    controller.countries = EditableList(
      try Snapshot {
        SnapshotSection(ListSection("Favourites")) { Country(name: "Italy", isFavourite: true) }
        SnapshotSection(ListSection("Europe")) {
          Country(name: "France", isFavourite: true)
          Country(name: "Spain", isFavourite: false)
        }
        SnapshotSection(ListSection("Asia")) { Country(name: "Japan", isFavourite: false) }
      })
    let countries = controller.countries
    let (window, _) = Presentation.present(controller)
    let table = controller.tableView!
    #expect(table.shownTexts == ["Italy", "France", "Spain", "Japan"])

    // Spain may not go to the favourites: the drop is refused and nothing moves.
    #expect(table.standInBeginDrag(at: path(1, 1)))
    table.standInDrop(at: path(0, 0))
    Presentation.settle(window)
    #expect(table.shownTexts == ["Italy", "France", "Spain", "Japan"])
    #expect(!countries.history.canUndo)

    // France may: one "Move", undone in one step.
    #expect(table.standInBeginDrag(at: path(1, 0)))
    table.standInDrop(at: path(0, 1))
    Presentation.settle(window)
    #expect(table.shownTexts == ["Italy", "France", "Spain", "Japan"])
    #expect(countries.snapshot.items(inSectionAt: 0)?.map(\.name) == ["Italy", "France"])
    #expect(countries.history.undoActionName == "Move")
    try countries.undo()
    Presentation.settle(window)
    #expect(countries.snapshot.items(inSectionAt: 1)?.map(\.name) == ["France", "Spain"])

    // Two rows selected in edit mode go with one tap on the trash button, as one step.
    table.setEditing(true, animated: false)
    #expect(table.simulateTap(at: path(1, 1)))
    #expect(table.simulateTap(at: path(2, 0)))
    let trash = try #require(controller.navigationItem.rightBarButtonItem)
    #expect(trash.isEnabled)
    #expect(trash.standInTap())
    Presentation.settle(window)
    #expect(table.shownTexts == ["Italy", "France"])
    #expect(!trash.isEnabled)
    #expect(countries.history.undoActionName == "Delete")
    try countries.undo()
    Presentation.settle(window)
    #expect(table.shownTexts == ["Italy", "France", "Spain", "Japan"])
    #expect(table.recordedViolations.isEmpty)
  }
}

#endif
