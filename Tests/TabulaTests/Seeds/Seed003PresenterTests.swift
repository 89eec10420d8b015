import Tabula
import Testing

// Seed 003: one reusable list screen for customers, orders and products. A presenter turns a
// model into rows of mixed cell kinds. The seed stored `value: Any` with a `cellType` enum and
// switched on it with `as!`; here each row is typed where it is made, and this file has no
// cast and no switch on a cell kind.

// MARK: - Items the cells show

struct Seed003Image: Equatable, Sendable {
  var name: String
}

struct Seed003TextField: Equatable, Sendable {
  var title: String
  var value: String
}

/// A calendar day, without Foundation.
struct Seed003Day: Equatable, Sendable, CustomStringConvertible {
  var year: Int
  var month: Int
  var day: Int

  var description: String {
    func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
    return "\(year)-\(twoDigits(month))-\(twoDigits(day))"
  }
}

struct Seed003DateField: Equatable, Sendable {
  var title: String
  var day: Seed003Day
}

struct Seed003Toggle: Equatable, Sendable {
  var title: String
  var isOn: Bool
}

// MARK: - Cells

/// What every test cell of this file can say about itself: the surface's job, not the rows'.
@MainActor
protocol Seed003Cell: AnyObject {
  /// What the cell shows, in one line; `nil` until it is configured.
  var rendered: String? { get }
}

@MainActor
final class Seed003ImageCell: ConfigurableCell, Seed003Cell {
  private(set) var rendered: String?

  func configure(with image: Seed003Image, at path: ItemPath) {
    rendered = "image \(image.name) at \(path)"
  }
}

@MainActor
final class Seed003TextCell: ConfigurableCell, Seed003Cell {
  private(set) var rendered: String?

  func configure(with field: Seed003TextField, at path: ItemPath) {
    rendered = "\(field.title): \(field.value) at \(path)"
  }
}

@MainActor
final class Seed003DateCell: ConfigurableCell, Seed003Cell {
  private(set) var rendered: String?

  func configure(with field: Seed003DateField, at path: ItemPath) {
    rendered = "\(field.title) on \(field.day) at \(path)"
  }
}

@MainActor
final class Seed003ToggleCell: ConfigurableCell, Seed003Cell {
  private(set) var rendered: String?

  func configure(with toggle: Seed003Toggle, at path: ItemPath) {
    rendered = "\(toggle.title) [\(toggle.isOn ? "on" : "off")] at \(path)"
  }
}

/// How the surface makes a fresh cell for each registered identifier.
@MainActor
private let cellFactories: [String: @MainActor () -> any Seed003Cell] = [
  Seed003ImageCell.reuseIdentifier: { Seed003ImageCell() },
  Seed003TextCell.reuseIdentifier: { Seed003TextCell() },
  Seed003DateCell.reuseIdentifier: { Seed003DateCell() },
  Seed003ToggleCell.reuseIdentifier: { Seed003ToggleCell() },
]

// MARK: - Models

struct Seed003Customer: Sendable {
  var photo: String
  var name: String
  var birthdate: Seed003Day
  var isVIP: Bool
}

struct Seed003Order: Sendable {
  var number: Int
  var placed: Seed003Day
  var isShipped: Bool
  var productImage: String
}

struct Seed003Product: Sendable {
  var name: String
  var price: String
  var picture: String
  var released: Seed003Day
  var inStock: Bool
}

// MARK: - Presenters

struct Seed003CustomerPresenter: RowPresenter {
  let customer: Seed003Customer
  var onShowOrders: (@MainActor @Sendable () -> Void)? = nil

  var sections: [SnapshotSection<ListSection, ListRow<String>>] {
    SnapshotSection("Customer") {
      ListRow(id: "photo", cell: Seed003ImageCell.self, item: Seed003Image(name: customer.photo))
      ListRow(
        id: "name", cell: Seed003TextCell.self,
        item: Seed003TextField(title: "Name", value: customer.name))
      ListRow(
        id: "birthdate", cell: Seed003DateCell.self,
        item: Seed003DateField(title: "Birthdate", day: customer.birthdate))
    }
    SnapshotSection("Status", footer: "VIPs ship free") {
      ListRow(
        id: "vip", cell: Seed003ToggleCell.self,
        item: Seed003Toggle(title: "VIP", isOn: customer.isVIP))
      ListRow(
        id: "orders", cell: Seed003TextCell.self,
        item: Seed003TextField(title: "Orders", value: "Show all"), didSelect: onShowOrders)
    }
  }
}

struct Seed003OrderPresenter: RowPresenter {
  let order: Seed003Order

  var sections: [SnapshotSection<ListSection, ListRow<String>>] {
    SnapshotSection("Order") {
      ListRow(
        id: "number", cell: Seed003TextCell.self,
        item: Seed003TextField(title: "Number", value: "#\(order.number)"))
      ListRow(
        id: "placed", cell: Seed003DateCell.self,
        item: Seed003DateField(title: "Placed", day: order.placed))
      ListRow(
        id: "shipped", cell: Seed003ToggleCell.self,
        item: Seed003Toggle(title: "Shipped", isOn: order.isShipped))
      ListRow(
        id: "product", cell: Seed003ImageCell.self, item: Seed003Image(name: order.productImage))
    }
  }
}

struct Seed003ProductPresenter: RowPresenter {
  let product: Seed003Product
  var showsStock = true

  var sections: [SnapshotSection<ListSection, ListRow<String>>] {
    SnapshotSection("Product") {
      ListRow(id: "picture", cell: Seed003ImageCell.self, item: Seed003Image(name: product.picture))
      ListRow(
        id: "name", cell: Seed003TextCell.self,
        item: Seed003TextField(title: "Name", value: product.name))
      ListRow(
        id: "price", cell: Seed003TextCell.self,
        item: Seed003TextField(title: "Price", value: product.price))
    }
    SnapshotSection("Availability") {
      ListRow(
        id: "released", cell: Seed003DateCell.self,
        item: Seed003DateField(title: "Released", day: product.released))
      if showsStock {
        ListRow(
          id: "stock", cell: Seed003ToggleCell.self,
          item: Seed003Toggle(title: "In stock", isOn: product.inStock))
      }
    }
  }
}

/// A presenter whose two rows use different cell classes under one reuse identifier.
struct Seed003ConflictingPresenter: RowPresenter {
  var sections: [SnapshotSection<ListSection, ListRow<String>>] {
    SnapshotSection("Clash") {
      ListRow(
        id: "text",
        registration: CellRegistration<Seed003TextCell, Seed003TextField>(reuseIdentifier: "cell"),
        item: Seed003TextField(title: "Name", value: "Ada"))
      ListRow(
        id: "toggle",
        registration: CellRegistration<Seed003ToggleCell, Seed003Toggle>(reuseIdentifier: "cell"),
        item: Seed003Toggle(title: "VIP", isOn: true))
    }
  }
}

// MARK: - Fixtures

private let ada = Seed003Customer(
  photo: "ada.png", name: "Ada Lovelace", birthdate: Seed003Day(year: 1815, month: 12, day: 10),
  isVIP: true)

private let order = Seed003Order(
  number: 1843, placed: Seed003Day(year: 2024, month: 3, day: 7), isShipped: false,
  productImage: "engine.png")

private let engine = Seed003Product(
  name: "Analytical Engine", price: "£17,000", picture: "engine.png",
  released: Seed003Day(year: 1837, month: 1, day: 1), inStock: false)

/// Records what row selection handlers did.
@MainActor
private final class SelectionLog {
  var entries: [String] = []
}

private typealias Rows = Snapshot<ListSection, ListRow<String>>

/// Configures every row into a fresh cell made by the factory of its registration's
/// identifier, and returns what each cell shows, in list order.
@MainActor
private func render(_ snapshot: Rows) throws -> [String] {
  var lines: [String] = []
  for section in 0..<snapshot.numberOfSections {
    for (index, row) in (snapshot.items(inSectionAt: section) ?? []).enumerated() {
      let makeCell = try #require(cellFactories[row.registration.reuseIdentifier])
      let cell = makeCell()
      #expect(row.configure(cell, at: ItemPath(section: section, item: index)))
      lines.append(cell.rendered ?? "nothing")
    }
  }
  return lines
}

private func path(_ section: Int, _ item: Int) -> ItemPath {
  ItemPath(section: section, item: item)
}

@MainActor
struct Seed003PresenterTests {
  // MARK: Layout

  @Test func `the customer presenter lays out its sections and rows`() throws {
    let snapshot = try Seed003CustomerPresenter(customer: ada).snapshot()
    #expect(snapshot.sectionIdentifiers == ["Customer", "Status"])
    #expect(snapshot.sections.map(\.header) == ["Customer", "Status"])
    #expect(snapshot.sections.map(\.footer) == [nil, "VIPs ship free"])
    #expect(snapshot.itemIdentifiers(inSection: "Customer") == ["photo", "name", "birthdate"])
    #expect(snapshot.itemIdentifiers(inSection: "Status") == ["vip", "orders"])
    #expect(snapshot.path(of: "orders") == path(1, 1))
  }

  @Test func `the order presenter lays out one section of four rows`() throws {
    let snapshot = try Seed003OrderPresenter(order: order).snapshot()
    #expect(snapshot.sectionIdentifiers == ["Order"])
    #expect(snapshot.itemIdentifiers == ["number", "placed", "shipped", "product"])
  }

  @Test func `the product presenter lists optional rows only when asked`() throws {
    let full = try Seed003ProductPresenter(product: engine).snapshot()
    let short = try Seed003ProductPresenter(product: engine, showsStock: false).snapshot()
    #expect(full.sectionIdentifiers == ["Product", "Availability"])
    #expect(full.itemIdentifiers(inSection: "Availability") == ["released", "stock"])
    #expect(short.itemIdentifiers(inSection: "Availability") == ["released"])
    #expect(short.numberOfItems == full.numberOfItems - 1)
  }

  @Test func `a presenter with two rows of the same id is refused`() {
    struct Twice: RowPresenter {
      var sections: [SnapshotSection<ListSection, ListRow<String>>] {
        SnapshotSection("One") {
          ListRow(id: "x", cell: Seed003ImageCell.self, item: Seed003Image(name: "a"))
        }
        SnapshotSection("Two") {
          ListRow(id: "x", cell: Seed003ImageCell.self, item: Seed003Image(name: "b"))
        }
      }
    }
    let expected = SnapshotError<String, String>.duplicateIdentifiers(
      sections: [], items: [.init(id: "x", positions: [path(0, 0), path(1, 0)])])
    #expect(throws: expected) {
      try Twice().snapshot()
    }
  }

  // MARK: Registrations

  @Test func `cell registrations list each cell type once in first-met order`() throws {
    let customer = try Seed003CustomerPresenter(customer: ada).snapshot()
    let expected = [
      Seed003ImageCell.reuseIdentifier, Seed003TextCell.reuseIdentifier,
      Seed003DateCell.reuseIdentifier, Seed003ToggleCell.reuseIdentifier,
    ]
    let registrations = try customer.cellRegistrations()
    #expect(registrations.map(\.reuseIdentifier) == expected)
    #expect(registrations.map(\.nibName) == [nil, nil, nil, nil])
    #expect(Set(registrations).count == 4)
  }

  @Test func `registrations follow the order in which each presenter meets its cells`() throws {
    let orders = try Seed003OrderPresenter(order: order).snapshot().cellRegistrations()
    #expect(
      orders == [
        CellRegistration<Seed003TextCell, Seed003TextField>().erased,
        CellRegistration<Seed003DateCell, Seed003DateField>().erased,
        CellRegistration<Seed003ToggleCell, Seed003Toggle>().erased,
        CellRegistration<Seed003ImageCell, Seed003Image>().erased,
      ])
    let product = try Seed003ProductPresenter(product: engine).snapshot().cellRegistrations()
    #expect(
      product.map(\.reuseIdentifier) == [
        Seed003ImageCell.reuseIdentifier, Seed003TextCell.reuseIdentifier,
        Seed003DateCell.reuseIdentifier, Seed003ToggleCell.reuseIdentifier,
      ])
  }

  @Test func `every registration has a factory and the factory makes its class`() throws {
    let snapshot = try Seed003CustomerPresenter(customer: ada).snapshot()
    for registration in try snapshot.cellRegistrations() {
      let makeCell = try #require(cellFactories[registration.reuseIdentifier])
      #expect(ObjectIdentifier(type(of: makeCell())) == ObjectIdentifier(registration.cellClass))
    }
  }

  @Test func `two cell classes under one identifier are a registration conflict`() throws {
    let snapshot = try Seed003ConflictingPresenter().snapshot()
    let expected = AnyCellRegistration.Conflict(
      reuseIdentifier: "cell",
      registrations: [
        AnyCellRegistration(reuseIdentifier: "cell", cellClass: Seed003TextCell.self),
        AnyCellRegistration(reuseIdentifier: "cell", cellClass: Seed003ToggleCell.self),
      ])
    #expect(throws: expected) {
      try snapshot.cellRegistrations()
    }
    #expect(
      expected.description
        == "Reuse identifier 'cell' is claimed by cell (TabulaTests.Seed003TextCell)"
        + " and cell (TabulaTests.Seed003ToggleCell)")
  }

  // MARK: Configuring cells

  @Test func `each customer row shows its item in a fresh cell of its registration`() throws {
    let snapshot = try Seed003CustomerPresenter(customer: ada).snapshot()
    #expect(
      try render(snapshot) == [
        "image ada.png at [0, 0]",
        "Name: Ada Lovelace at [0, 1]",
        "Birthdate on 1815-12-10 at [0, 2]",
        "VIP [on] at [1, 0]",
        "Orders: Show all at [1, 1]",
      ])
  }

  @Test func `each order row shows its item in a fresh cell of its registration`() throws {
    let snapshot = try Seed003OrderPresenter(order: order).snapshot()
    #expect(
      try render(snapshot) == [
        "Number: #1843 at [0, 0]",
        "Placed on 2024-03-07 at [0, 1]",
        "Shipped [off] at [0, 2]",
        "image engine.png at [0, 3]",
      ])
  }

  @Test func `each product row shows its item in a fresh cell of its registration`() throws {
    let snapshot = try Seed003ProductPresenter(product: engine).snapshot()
    #expect(
      try render(snapshot) == [
        "image engine.png at [0, 0]",
        "Name: Analytical Engine at [0, 1]",
        "Price: £17,000 at [0, 2]",
        "Released on 1837-01-01 at [1, 0]",
        "In stock [off] at [1, 1]",
      ])
  }

  @Test func `a row refuses a cell of the wrong class and leaves it untouched`() throws {
    let snapshot = try Seed003CustomerPresenter(customer: ada).snapshot()
    let name = try #require(snapshot.item(id: "name"))
    let imageCell = Seed003ImageCell()
    #expect(name.configure(imageCell, at: path(0, 1)) == false)
    #expect(imageCell.rendered == nil)
    let textCell = Seed003TextCell()
    #expect(name.configure(textCell, at: path(0, 1)))
    #expect(textCell.rendered == "Name: Ada Lovelace at [0, 1]")
  }

  @Test func `a row refuses an object that is no cell at all`() throws {
    let snapshot = try Seed003OrderPresenter(order: order).snapshot()
    let shipped = try #require(snapshot.item(id: "shipped"))
    #expect(shipped.configure(SelectionLog(), at: path(0, 2)) == false)
  }

  @Test func `a reused cell shows the latest row it is given`() throws {
    let snapshot = try Seed003ProductPresenter(product: engine).snapshot()
    let name = try #require(snapshot.item(id: "name"))
    let price = try #require(snapshot.item(id: "price"))
    let cell = Seed003TextCell()
    #expect(name.configure(cell, at: path(0, 1)))
    #expect(price.configure(cell, at: path(0, 2)))
    #expect(cell.rendered == "Price: £17,000 at [0, 2]")
  }

  @Test func `a row made from a closure registration configures through the closure`() throws {
    let titled = CellRegistration<Seed003TextCell, Seed003Toggle>(reuseIdentifier: "titled") {
      cell, path, toggle in
      cell.configure(with: Seed003TextField(title: toggle.title, value: "\(toggle.isOn)"), at: path)
    }
    let row = ListRow(
      id: "vip", registration: titled, item: Seed003Toggle(title: "VIP", isOn: true))
    let cell = Seed003TextCell()
    #expect(row.configure(cell, at: path(2, 0)))
    #expect(cell.rendered == "VIP: true at [2, 0]")
    #expect(row.registration.reuseIdentifier == "titled")
  }

  // MARK: Equality

  @Test func `rows with the same id, cell and item are equal`() throws {
    let first = try Seed003CustomerPresenter(customer: ada).snapshot()
    let second = try Seed003CustomerPresenter(customer: ada).snapshot()
    #expect(first == second)
    #expect(first.item(id: "vip") == second.item(id: "vip"))
  }

  @Test func `a row whose item changed is unequal, with the same id`() throws {
    var renamed = ada
    renamed.name = "Augusta Ada King"
    let before = try Seed003CustomerPresenter(customer: ada).snapshot()
    let after = try Seed003CustomerPresenter(customer: renamed).snapshot()
    #expect(before.itemIdentifiers == after.itemIdentifiers)
    #expect(before.item(id: "name") != after.item(id: "name"))
    #expect(before.item(id: "photo") == after.item(id: "photo"))
    #expect(before != after)
  }

  @Test func `rows differing only in id or in cell registration are unequal`() {
    let field = Seed003TextField(title: "Name", value: "Ada")
    let row = ListRow(id: "name", cell: Seed003TextCell.self, item: field)
    let otherID = ListRow(id: "title", cell: Seed003TextCell.self, item: field)
    let otherRegistration = ListRow(
      id: "name",
      registration: CellRegistration<Seed003TextCell, Seed003TextField>(reuseIdentifier: "alt"),
      item: field)
    #expect(row == ListRow(id: "name", cell: Seed003TextCell.self, item: field))
    #expect(row != otherID)
    #expect(row != otherRegistration)
  }

  @Test func `rows of different item types under one cell are unequal`() {
    let text = CellRegistration<Seed003TextCell, String>(reuseIdentifier: "same") { _, _, _ in }
    let number = CellRegistration<Seed003TextCell, Int>(reuseIdentifier: "same") { _, _, _ in }
    #expect(
      ListRow(id: 1, registration: text, item: "1") != ListRow(id: 1, registration: number, item: 1)
    )
  }

  @Test func `selection handlers are not compared`() {
    let image = Seed003Image(name: "a.png")
    let plain = ListRow(id: "photo", cell: Seed003ImageCell.self, item: image)
    let selectable = ListRow(id: "photo", cell: Seed003ImageCell.self, item: image, didSelect: {})
    #expect(plain == selectable)
    #expect(plain.isSelectable == false)
    #expect(selectable.isSelectable)
  }

  // MARK: Selection

  @Test func `select() runs the row's selection handler`() throws {
    let log = SelectionLog()
    let presenter = Seed003CustomerPresenter(customer: ada) { log.entries.append("orders") }
    let snapshot = try presenter.snapshot()
    let orders = try #require(snapshot.item(id: "orders"))
    #expect(orders.isSelectable)
    orders.select()
    orders.select()
    #expect(log.entries == ["orders", "orders"])
  }

  @Test func `select() on a row without a handler does nothing`() throws {
    let log = SelectionLog()
    let presenter = Seed003CustomerPresenter(customer: ada) { log.entries.append("orders") }
    let snapshot = try presenter.snapshot()
    let name = try #require(snapshot.item(id: "name"))
    #expect(name.isSelectable == false)
    name.select()
    #expect(log.entries.isEmpty)
  }
}
