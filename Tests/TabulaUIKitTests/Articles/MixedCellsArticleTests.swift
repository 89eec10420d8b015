import Tabula
import TabulaUIKit
import Testing
import UIKit

/// The examples of the article "Rows of mixed cells" (`Tabula.docc/MixedCells.md`), line for
/// line, so that they stay true; run against the UIKit stand-in on Linux.
@MainActor
struct MixedCellsArticleTests {
  // MARK: The article's cells, presenter and screen

  struct Field: Equatable, Sendable {
    var title: String
    var value: String
  }

  struct Flag: Equatable, Sendable {
    var title: String
    var isOn: Bool
  }

  final class FieldCell: UITableViewCell, ConfigurableCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    func configure(with field: Field, at path: ItemPath) {
      textLabel?.text = field.title
      detailTextLabel?.text = field.value
    }
  }

  final class FlagCell: UITableViewCell, ConfigurableCell {
    func configure(with flag: Flag, at path: ItemPath) {
      textLabel?.text = flag.title
      accessoryType = flag.isOn ? .checkmark : .none
    }
  }

  struct Order: Sendable {
    let number: Int
    var product: String
  }

  struct Customer {
    var name: String
    var isVIP: Bool
    var orders: [Order]
  }

  struct CustomerPresenter: RowPresenter {
    let customer: Customer
    let openOrder: @MainActor @Sendable (Order) -> Void

    var sections: [SnapshotSection<ListSection, ListRow<String>>] {
      SnapshotSection("Customer") {
        ListRow(id: "name", cell: FieldCell.self, item: Field(title: "Name", value: customer.name))
        ListRow(id: "vip", cell: FlagCell.self, item: Flag(title: "VIP", isOn: customer.isVIP))
      }
      SnapshotSection("Orders") {
        for order in customer.orders {
          ListRow(
            id: "order \(order.number)", cell: FieldCell.self,
            item: Field(title: "Order #\(order.number)", value: order.product)
          ) { [openOrder] in openOrder(order) }
        }
      }
    }
  }

  /// The screen an order's row opens; the article assumes it.
  final class OrderViewController: UIViewController {
    let order: Order
    init(order: Order) {
      self.order = order
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
  }

  final class CustomerViewController: UIViewController {
    // NB: not private, as in the article, so that the test can read the table.
    let tableView = UITableView(frame: .zero, style: .grouped)
    private var dataSource: ListDataSource<ListSection, ListRow<String>>?
    var customer: Customer {
      didSet { showCustomer() }
    }

    init(customer: Customer) {
      self.customer = customer
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(tableView)
      dataSource = ListDataSource<ListSection, ListRow<String>>(surface: tableView)
      showCustomer()
    }

    private func showCustomer() {
      let presenter = CustomerPresenter(customer: customer) { [weak self] order in
        self?.open(order)
      }
      dataSource?.apply(sections: presenter.sections)  // registers FieldCell and FlagCell
    }

    private func open(_ order: Order) {
      navigationController?.pushViewController(OrderViewController(order: order), animated: true)
    }
  }

  let ada = Customer(
    name: "Ada", isVIP: true,
    orders: [Order(number: 1, product: "Engine"), Order(number: 2, product: "Loom")])

  // MARK: Tests

  @Test func `the customer screen shows each row in its own cell, registered by the data source`()
    throws
  {
    let controller = CustomerViewController(customer: ada)
    let (window, navigation) = Presentation.present(controller)
    let table = controller.tableView
    table.frame = window.bounds
    Presentation.settle(window)
    #expect(table.shownTexts == ["Name", "VIP", "Order #1", "Order #2"])
    let name = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? FieldCell)
    #expect(name.detailTextLabel?.text == "Ada")
    let vip = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? FlagCell)
    #expect(vip.accessoryType == .checkmark)

    // Setting the customer again animates the rows that changed.
    controller.customer.name = "Ada Lovelace"
    controller.customer.orders.append(Order(number: 3, product: "Notes"))
    Presentation.settle(window)
    #expect(table.shownTexts == ["Name", "VIP", "Order #1", "Order #2", "Order #3"])
    #expect(
      table.cellForRow(at: IndexPath(row: 0, section: 0))?.detailTextLabel?.text == "Ada Lovelace")

    // An order's row opens the order.
    table.simulateTap(at: IndexPath(row: 1, section: 1))
    Presentation.settle(window)
    #expect((navigation.topViewController as? OrderViewController)?.order.number == 2)
    #expect(table.recordedViolations.isEmpty)
  }

  @Test func `an editable form deletes rows with undo and keeps the name, as the article says`()
    throws
  {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .grouped)
    let window = UIWindow(frame: tableView.frame)
    window.addSubview(tableView)
    let presenter = CustomerPresenter(customer: ada, openOrder: { _ in })

    let rows = EditableList<ListSection, ListRow<String>>(try presenter.snapshot())
    let dataSource = ListDataSource<ListSection, ListRow<String>>(surface: tableView)
    dataSource.behavior = ListBehavior(allowsDeleting: true)
    dataSource.behavior.deleteRule = { row, _ in
      row.id == "name" ? .refused(reason: "a customer needs a name") : .allowed
    }
    let token = dataSource.bind(to: rows)  // deletions are undoable edits of `rows`

    Presentation.settle(window)
    #expect(tableView.simulateDelete(at: IndexPath(row: 0, section: 0)) == false)
    #expect(tableView.simulateDelete(at: IndexPath(row: 1, section: 0)))
    Presentation.settle(window)
    #expect(tableView.shownTexts == ["Name", "Order #1", "Order #2"])
    #expect(try rows.undo() == "Delete")
    Presentation.settle(window)
    #expect(tableView.shownTexts == ["Name", "VIP", "Order #1", "Order #2"])
    #expect(tableView.recordedViolations.isEmpty)
    token.cancel()
  }

  @Test func `the presenter's rows need a field cell and a flag cell, in that order`() throws {
    let cells = try CustomerPresenter(customer: ada, openOrder: { _ in })
      .snapshot().cellRegistrations()
    #expect(cells.map(\.reuseIdentifier) == [FieldCell.reuseIdentifier, FlagCell.reuseIdentifier])
  }

  @Test func `a table view controller shows a presenter's rows, its types inferred`() throws {
    let controller = TableViewController(presenter: CustomerPresenter(customer: ada) { _ in })
    let (window, _) = Presentation.present(controller)
    let typed: TableViewController<ListSection, ListRow<String>> = controller
    typed.tableView.frame = window.bounds
    Presentation.settle(window)
    #expect(typed.tableView.shownTexts == ["Name", "VIP", "Order #1", "Order #2"])
    #expect(typed.tableView.recordedViolations.isEmpty)
  }

  // MARK: The article's other claims

  /// Keeps the diagnostics a data source reports.
  @MainActor final class Diagnostics {
    var reported: [ListDiagnostic] = []
    var handler: ListDiagnostic.Handler {
      ListDiagnostic.Handler { [weak self] diagnostic in
        MainActor.assumeIsolated { self?.reported.append(diagnostic) }
      }
    }
  }

  @MainActor final class Log {
    var entries: [String] = []
  }

  /// A table of a phone's size in a window, with a data source of list rows.
  func table(diagnostics: ListDiagnostic.Handler = .print) -> (
    UIWindow, UITableView, ListDataSource<ListSection, ListRow<String>>
  ) {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .grouped)
    let window = UIWindow(frame: tableView.frame)
    window.addSubview(tableView)
    let dataSource = ListDataSource<ListSection, ListRow<String>>(
      surface: tableView, diagnostics: diagnostics)
    return (window, tableView, dataSource)
  }

  @Test func `a row's closure runs before the behaviour's didSelect`() {
    let log = Log()
    let (window, tableView, dataSource) = table()
    dataSource.behavior.didSelect = { row, _ in log.entries.append("didSelect \(row.id)") }
    let presenter = CustomerPresenter(customer: ada) { order in
      log.entries.append("order \(order.number)")
    }
    dataSource.apply(sections: presenter.sections)
    Presentation.settle(window)
    tableView.simulateTap(at: IndexPath(row: 0, section: 1))
    #expect(log.entries == ["order 1", "didSelect order 1"])
  }

  @Test func `two rows with one identity: apply reports them and shows the first, snapshot throws`()
    throws
  {
    let diagnostics = Diagnostics()
    let (window, tableView, dataSource) = table(diagnostics: diagnostics.handler)
    var twice = ada
    twice.orders = [Order(number: 1, product: "Engine"), Order(number: 1, product: "Copy")]
    let presenter = CustomerPresenter(customer: twice, openOrder: { _ in })
    dataSource.apply(sections: presenter.sections)
    Presentation.settle(window)
    #expect(diagnostics.reported.map(\.kind) == [.duplicateIdentifiers])
    #expect(diagnostics.reported.first?.message.contains("order 1") == true)
    #expect(tableView.shownTexts == ["Name", "VIP", "Order #1"])
    #expect(
      tableView.cellForRow(at: IndexPath(row: 0, section: 1))?.detailTextLabel?.text == "Engine")
    #expect(throws: SnapshotError<String, String>.self) { try presenter.snapshot() }
    do {
      _ = try presenter.snapshot()
    } catch {
      #expect(error.description.contains("order 1"))
    }
  }

  @Test func `a changed item is reconfigured in its cell, a changed cell type reloads the row`()
    throws
  {
    let (window, tableView, dataSource) = table()
    let name = IndexPath(row: 0, section: 0)
    dataSource.apply(sections: CustomerPresenter(customer: ada, openOrder: { _ in }).sections)
    Presentation.settle(window)
    let before = try #require(tableView.cellForRow(at: name) as? FieldCell)

    var renamed = ada
    renamed.name = "Ada Lovelace"
    dataSource.apply(sections: CustomerPresenter(customer: renamed, openOrder: { _ in }).sections)
    Presentation.settle(window)
    let reconfigured = try #require(tableView.cellForRow(at: name) as? FieldCell)
    #expect(reconfigured === before)
    #expect(reconfigured.detailTextLabel?.text == "Ada Lovelace")

    dataSource.apply(sections: [
      SnapshotSection("Customer") {
        ListRow(id: "name", cell: FlagCell.self, item: Flag(title: "Name", isOn: true))
      }
    ])
    Presentation.settle(window)
    let reloaded = try #require(tableView.cellForRow(at: name) as? FlagCell)
    #expect(reloaded.accessoryType == .checkmark)
    #expect(tableView.recordedViolations.isEmpty)
  }

  @Test func `a cell type that first appears in a later snapshot is registered before it shows`()
    throws
  {
    let (window, tableView, dataSource) = table()
    dataSource.apply(sections: [
      SnapshotSection("Customer") {
        ListRow(id: "name", cell: FieldCell.self, item: Field(title: "Name", value: "Ada"))
      }
    ])
    Presentation.settle(window)
    dataSource.apply(sections: CustomerPresenter(customer: ada, openOrder: { _ in }).sections)
    Presentation.settle(window)
    #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) is FlagCell)
    #expect(tableView.recordedViolations.isEmpty)
  }

  @Test func `a reuse identifier is the cell type's fully qualified name`() {
    #expect(FieldCell.reuseIdentifier == String(reflecting: FieldCell.self))
    #expect(FieldCell.reuseIdentifier != FlagCell.reuseIdentifier)
  }

  @Test func `two cells that claim one identifier are a conflict diagnostic naming both`() throws {
    let diagnostics = Diagnostics()
    let (window, _, dataSource) = table(diagnostics: diagnostics.handler)
    let fields = CellRegistration<FieldCell, Field>(reuseIdentifier: "row")
    let flags = CellRegistration<FlagCell, Flag>(reuseIdentifier: "row")
    dataSource.apply(sections: [
      SnapshotSection("Customer") {
        ListRow(id: "name", registration: fields, item: Field(title: "Name", value: "Ada"))
      }
    ])
    Presentation.settle(window)
    dataSource.apply(sections: [
      SnapshotSection("Customer") {
        ListRow(id: "name", registration: fields, item: Field(title: "Name", value: "Ada"))
        ListRow(id: "vip", registration: flags, item: Flag(title: "VIP", isOn: true))
      }
    ])
    Presentation.settle(window)
    let conflict = try #require(diagnostics.reported.first { $0.kind == .cellRegistrationConflict })
    #expect(conflict.message.contains("FieldCell"))
    #expect(conflict.message.contains("FlagCell"))

    let snapshot = try Snapshot<ListSection, ListRow<String>> {
      SnapshotSection("Customer") {
        ListRow(id: "name", registration: fields, item: Field(title: "Name", value: "Ada"))
        ListRow(id: "vip", registration: flags, item: Flag(title: "VIP", isOn: true))
      }
    }
    #expect(throws: AnyCellRegistration.Conflict.self) { try snapshot.cellRegistrations() }
  }
}
