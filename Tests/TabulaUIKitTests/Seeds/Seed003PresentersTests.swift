import Foundation
import Tabula
import TabulaExampleModels
import TabulaExamples
import TabulaUIKit
import Testing

#if os(Linux)
@_spi(StandIn) import UIKit
#else
import UIKit
#endif

/// What a row of a table shows: its cell's class and labels.
private struct ShownRow: Equatable, CustomStringConvertible {
  /// The cell's class name.
  var cell: String
  /// The cell's main text.
  var text: String?
  /// The cell's secondary text.
  var detail: String?

  var description: String { "\(cell)(\(text ?? "nil"), \(detail ?? "nil"))" }

  /// A row shown in a cell of `cell`.
  init(_ cell: AnyClass, _ text: String?, _ detail: String? = nil) {
    self.init(cell: String(describing: cell), text: text, detail: detail)
  }

  init(cell: String, text: String?, detail: String?) {
    self.cell = cell
    self.text = text
    self.detail = detail
  }
}

/// Seed 003: one table view controller, `TableViewController(presenter:)`, shows a customer, an
/// order and a product, each from a presenter of rows in cells of several types.
@MainActor
struct Seed003PresentersTests {
  /// Every row of a table, section by section, after laying it out (all rows fit on screen).
  private func shownRows(of tableView: UITableView) -> [[ShownRow]] {
    tableView.layoutIfNeeded()
    return (0..<tableView.numberOfSections).map { section in
      (0..<tableView.numberOfRows(inSection: section)).map { row in
        let cell = tableView.cellForRow(at: IndexPath(row: row, section: section))
        return ShownRow(
          cell: cell.map { String(describing: type(of: $0)) } ?? "no cell",
          text: cell?.textLabel?.text, detail: cell?.detailTextLabel?.text)
      }
    }
  }

  /// The header titles of a table, as its data source answers them.
  private func headers(of tableView: UITableView) throws -> [String?] {
    #expect(tableView.dataSource != nil)
    return (0..<tableView.numberOfSections).map {
      tableView.headerTitle(inSection: $0)
    }
  }

  /// A customer who differs from Ada only where a test says.
  private func ada(
    name: String = Customer.ada.name, photo: String = Customer.ada.photo,
    isVIP: Bool = Customer.ada.isVIP, orders: [Order] = Customer.ada.orders
  ) -> Customer {
    Customer(
      photo: photo, name: name, birthdate: Customer.ada.birthdate, isVIP: isVIP, orders: orders)
  }

  // MARK: Cells and content

  @Test func `the customer screen shows each row in the cell of its type with its content`()
    throws
  {
    let screens = Seed003.ShowScreens()
    let controller = screens.customer(.ada)
    let (window, _) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)

    #expect(
      shownRows(of: tableView) == [
        [
          ShownRow(Seed003.ImageTableViewCell.self, "ada.png"),
          ShownRow(Seed003.TextTableViewCell.self, "Name", "Ada Lovelace"),
          ShownRow(Seed003.DateTableViewCell.self, "Birthdate", "10 December 1815"),
          ShownRow(Seed003.ToggleTableViewCell.self, "VIP"),
        ],
        [
          ShownRow(Seed003.LinkTableViewCell.self, "Order #1843", "Analytical Engine"),
          ShownRow(Seed003.LinkTableViewCell.self, "Order #1852", "Difference Engine No. 2"),
        ],
      ])
    #expect(try headers(of: tableView) == ["Customer", "Orders"])
    let photo = try #require(
      tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? Seed003.ImageTableViewCell)
    #expect(photo.pictureName == "ada.png")
    #if os(Linux)
    #expect(photo.imageView?.image?.standInSystemName == "photo")
    #else
    #expect(photo.imageView?.image == UIImage(systemName: "photo"))
    #endif
    let vip = try #require(
      tableView.cellForRow(at: IndexPath(row: 3, section: 0)) as? Seed003.ToggleTableViewCell)
    #expect(vip.isOn)
    let order = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 1)))
    #expect(order.accessoryType == .disclosureIndicator)
    #expect(controller.title == "Ada Lovelace")
    withExtendedLifetime(window) {}
  }

  @Test func `the order screen shows each row in the cell of its type with its content`() throws {
    let controller = Seed003.ShowScreens().order(.engine)
    let (window, _) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)

    #expect(
      shownRows(of: tableView) == [
        [
          ShownRow(Seed003.TextTableViewCell.self, "Number", "#1843"),
          ShownRow(Seed003.DateTableViewCell.self, "Placed", "7 March 2024"),
          ShownRow(Seed003.ToggleTableViewCell.self, "Shipped"),
        ],
        [
          ShownRow(Seed003.ImageTableViewCell.self, "engine.png"),
          ShownRow(Seed003.LinkTableViewCell.self, "Product", "Analytical Engine"),
        ],
      ])
    #expect(try headers(of: tableView) == ["Order", "Product"])
    let shipped = try #require(
      tableView.cellForRow(at: IndexPath(row: 2, section: 0)) as? Seed003.ToggleTableViewCell)
    #expect(!shipped.isOn)
    withExtendedLifetime(window) {}
  }

  @Test func `the product screen shows each row in the cell of its type with its content`()
    throws
  {
    let controller = Seed003.ShowScreens().product(.differenceEngine)
    let (window, _) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)

    #expect(
      shownRows(of: tableView) == [
        [
          ShownRow(Seed003.ImageTableViewCell.self, "difference.png"),
          ShownRow(Seed003.TextTableViewCell.self, "Name", "Difference Engine No. 2"),
          ShownRow(Seed003.TextTableViewCell.self, "Price", "£28,000"),
        ],
        [
          ShownRow(Seed003.DateTableViewCell.self, "Released", "1 January 1849"),
          ShownRow(Seed003.ToggleTableViewCell.self, "In stock"),
        ],
      ])
    #expect(try headers(of: tableView) == ["Product", "Availability"])
    let inStock = try #require(
      tableView.cellForRow(at: IndexPath(row: 1, section: 1)) as? Seed003.ToggleTableViewCell)
    #expect(inStock.isOn)
    withExtendedLifetime(window) {}
  }

  @Test func `every cell type a presenter needs is registered by the controller itself`() throws {
    let screens = Seed003.ShowScreens()
    let controllers = [
      screens.customer(.ada), screens.order(.differenceEngine), screens.product(.analyticalEngine),
    ]
    for controller in controllers {
      let (presented, violations) = UIKitDriver.capture { Presentation.present(controller) }
      #expect(violations.isEmpty, "\(violations)")
      let snapshot = try #require(controller.dataSource?.snapshot)
      let needed = try snapshot.cellRegistrations()
      #expect(needed.count >= 4)
      let tableView = try #require(controller.tableView)
      tableView.layoutIfNeeded()
      var dequeued = Set<String>()
      for section in 0..<snapshot.numberOfSections {
        for item in 0..<(snapshot.numberOfItems(inSectionAt: section) ?? 0) {
          let row = try #require(snapshot.item(at: ItemPath(section: section, item: item)))
          let cell = try #require(tableView.cellForRow(at: IndexPath(row: item, section: section)))
          #expect(ObjectIdentifier(type(of: cell)) == ObjectIdentifier(row.registration.cellClass))
          #expect(cell.reuseIdentifier == row.registration.reuseIdentifier)
          dequeued.insert(cell.reuseIdentifier ?? "")
        }
      }
      #expect(dequeued == Set(needed.map(\.reuseIdentifier)))
      withExtendedLifetime(presented.window) {}
    }
  }

  // MARK: Updates

  @Test func `showing an updated customer reconfigures the changed rows in their own cells`()
    throws
  {
    let screens = Seed003.ShowScreens()
    let controller = screens.customer(.ada)
    let (window, _) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)
    let before = (0..<4).map { tableView.cellForRow(at: IndexPath(row: $0, section: 0)) }
    let counts = try #require(controller.dataSource?.updateCounts)

    let violations = UIKitDriver.violations {
      controller.show(screens.presenter(for: ada(name: "Ada King", isVIP: false)))
      Presentation.settle(window)
    }

    #expect(violations.isEmpty, "\(violations)")
    let after = (0..<4).map { tableView.cellForRow(at: IndexPath(row: $0, section: 0)) }
    for (old, new) in zip(before, after) {
      #expect(old != nil && old === new)
    }
    #expect(
      shownRows(of: tableView)[0] == [
        ShownRow(Seed003.ImageTableViewCell.self, "ada.png"),
        ShownRow(Seed003.TextTableViewCell.self, "Name", "Ada King"),
        ShownRow(Seed003.DateTableViewCell.self, "Birthdate", "10 December 1815"),
        ShownRow(Seed003.ToggleTableViewCell.self, "VIP"),
      ])
    let vip = try #require(after[3] as? Seed003.ToggleTableViewCell)
    #expect(!vip.isOn)
    let updated = try #require(controller.dataSource?.updateCounts)
    #expect(updated.batches == counts.batches + 1)
    #expect(updated.reloads == counts.reloads)
    withExtendedLifetime(window) {}
  }

  @Test func `a row whose cell type changes is replaced by a cell of the new class`() throws {
    let screens = Seed003.ShowScreens()
    let controller = screens.customer(.ada)
    let (window, _) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)
    let photo = IndexPath(row: 0, section: 0)
    let name = IndexPath(row: 1, section: 0)
    let imageCell = try #require(tableView.cellForRow(at: photo) as? Seed003.ImageTableViewCell)
    let nameCell = try #require(tableView.cellForRow(at: name))
    let counts = try #require(controller.dataSource?.updateCounts)

    let violations = UIKitDriver.violations {
      controller.show(screens.presenter(for: ada(photo: "")))
      Presentation.settle(window)
    }

    #expect(violations.isEmpty, "\(violations)")
    let textCell = try #require(tableView.cellForRow(at: photo) as? Seed003.TextTableViewCell)
    #expect(textCell !== imageCell)
    #expect(textCell.textLabel?.text == "Photo")
    #expect(textCell.detailTextLabel?.text == "None")
    #expect(tableView.cellForRow(at: name) === nameCell)
    let updated = try #require(controller.dataSource?.updateCounts)
    #expect(updated.batches == counts.batches + 1)
    #expect(updated.reloads == counts.reloads)

    let back = UIKitDriver.violations {
      controller.show(screens.presenter(for: .ada))
      Presentation.settle(window)
    }

    #expect(back.isEmpty, "\(back)")
    let picture = try #require(tableView.cellForRow(at: photo) as? Seed003.ImageTableViewCell)
    #expect(picture.pictureName == "ada.png")
    #expect(tableView.cellForRow(at: name) === nameCell)
    withExtendedLifetime(window) {}
  }

  // MARK: Selection

  @Test func `selecting the product row of an order pushes the product screen`() throws {
    let screens = Seed003.ShowScreens()
    let controller = screens.order(.engine)
    let (window, navigation) = Presentation.present(controller)
    screens.navigationController = navigation
    let tableView = try #require(controller.tableView)

    let violations = UIKitDriver.violations {
      tableView.simulateTap(at: IndexPath(row: 1, section: 1))
      Presentation.settle(window)
    }

    #expect(violations.isEmpty, "\(violations)")
    #expect(navigation.viewControllers.count == 2)
    let product = try #require(navigation.topViewController as? Seed003.ShowViewController)
    #expect(product.title == "Analytical Engine")
    #expect(
      shownRows(of: try #require(product.tableView))[0] == [
        ShownRow(Seed003.ImageTableViewCell.self, "engine.png"),
        ShownRow(Seed003.TextTableViewCell.self, "Name", "Analytical Engine"),
        ShownRow(Seed003.TextTableViewCell.self, "Price", "£17,000"),
      ])
    #expect(tableView.indexPathForSelectedRow == nil)
    withExtendedLifetime(window) {}
  }

  @Test func `selecting a row without a selection handler pushes nothing`() throws {
    let screens = Seed003.ShowScreens()
    let controller = screens.order(.engine)
    let (window, navigation) = Presentation.present(controller)
    screens.navigationController = navigation
    let tableView = try #require(controller.tableView)

    let violations = UIKitDriver.violations {
      #expect(tableView.simulateTap(at: IndexPath(row: 0, section: 0)))
      Presentation.settle(window)
    }

    #expect(violations.isEmpty, "\(violations)")
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.topViewController === controller)
    withExtendedLifetime(window) {}
  }

  @Test func `selecting an order of a customer pushes that order, whose product row goes deeper`()
    throws
  {
    let screens = Seed003.ShowScreens()
    let controller = screens.customer(.ada)
    let (window, navigation) = Presentation.present(controller)
    screens.navigationController = navigation

    try #require(controller.tableView).simulateTap(at: IndexPath(row: 1, section: 1))
    Presentation.settle(window)
    let order = try #require(navigation.topViewController as? Seed003.ShowViewController)
    #expect(order.title == "Order #1852")
    try #require(order.tableView).simulateTap(at: IndexPath(row: 1, section: 1))
    Presentation.settle(window)

    #expect(navigation.viewControllers.count == 3)
    let product = try #require(navigation.topViewController as? Seed003.ShowViewController)
    #expect(product.title == "Difference Engine No. 2")
    withExtendedLifetime(window) {}
  }

  // MARK: Duplicates

  @Test func `a presenter with two rows of one identity shows it once and reports it`() throws {
    let recorder = Seed003.DiagnosticRecorder()
    let screens = Seed003.ShowScreens(diagnostics: recorder.handler)
    let twice = ada(orders: [.engine, .differenceEngine, .engine])
    let controller = screens.customer(twice)

    let (presented, violations) = UIKitDriver.capture { Presentation.present(controller) }

    #expect(violations.isEmpty, "\(violations)")
    #expect(recorder.kinds == [.duplicateIdentifiers])
    #expect(recorder.diagnostics.first?.message.contains("Order #1843") == true)
    #expect(
      shownRows(of: try #require(controller.tableView))[1] == [
        ShownRow(Seed003.LinkTableViewCell.self, "Order #1843", "Analytical Engine"),
        ShownRow(Seed003.LinkTableViewCell.self, "Order #1852", "Difference Engine No. 2"),
      ])
    withExtendedLifetime(presented.window) {}
  }

  @Test
  func `showing a presenter with repeated rows on screen reports it and keeps the table whole`()
    throws
  {
    let recorder = Seed003.DiagnosticRecorder()
    let screens = Seed003.ShowScreens(diagnostics: recorder.handler)
    let controller = screens.customer(.ada)
    let (window, _) = Presentation.present(controller)
    #expect(recorder.kinds.isEmpty)

    let violations = UIKitDriver.violations {
      controller.show(screens.presenter(for: ada(name: "Ada King", orders: [.engine, .engine])))
      Presentation.settle(window)
    }

    #expect(violations.isEmpty, "\(violations)")
    #expect(recorder.kinds == [.duplicateIdentifiers])
    let rows = shownRows(of: try #require(controller.tableView))
    #expect(rows.map(\.count) == [4, 1])
    #expect(rows[0][1] == ShownRow(Seed003.TextTableViewCell.self, "Name", "Ada King"))
    #expect(
      rows[1] == [ShownRow(Seed003.LinkTableViewCell.self, "Order #1843", "Analytical Engine")])
    withExtendedLifetime(window) {}
  }
}
