import Tabula
import TabulaExampleModels

/// Seed 003's reusable show screen: one ``ListScreen`` of `ListRow`s shows a customer, an order or
/// a product, whichever presenter made the rows; the screen knows no model and switches on no
/// cell kind.
enum CustomerScreen {
  /// The rows of a list screen of mixed cells.
  typealias Rows = EditableList<ListSection, ListRow<String>>

  /// Makes the customer's screen, from which orders and products open.
  ///
  /// - Parameters:
  ///   - navigator: The stack the screens go on.
  ///   - customer: The customer to show.
  /// - Returns: The screen.
  @MainActor
  static func make(_ navigator: Navigator, customer: Customer = .ada) -> any DemoScreen {
    show(navigator, title: "Customer (seed 003): \(customer.name)", required: ["Name"]) {
      replace in
      CustomerPresenter(customer: customer, replace: replace) { [weak navigator] order in
        guard let navigator else { return }
        navigator.push(orderScreen(navigator, order: order))
      }
    }
  }

  /// Makes an order's screen.
  ///
  /// - Parameters:
  ///   - navigator: The stack the screens go on.
  ///   - order: The order to show.
  /// - Returns: The screen.
  @MainActor
  static func orderScreen(_ navigator: Navigator, order: Order) -> any DemoScreen {
    show(navigator, title: "Order #\(order.number) (seed 003)", required: ["Number"]) {
      replace in
      OrderPresenter(order: order, replace: replace) { [weak navigator] product in
        guard let navigator else { return }
        navigator.push(productScreen(navigator, product: product))
      }
    }
  }

  /// Makes a product's screen.
  ///
  /// - Parameters:
  ///   - navigator: The stack the screens go on.
  ///   - product: The product to show.
  /// - Returns: The screen.
  @MainActor
  static func productScreen(_ navigator: Navigator, product: Product) -> any DemoScreen {
    show(navigator, title: "\(product.name) (seed 003)", required: ["Name", "Price"]) {
      replace in
      ProductPresenter(product: product, replace: replace)
    }
  }

  /// The one screen every presenter's rows are shown in. Rows can be deleted and moved, with
  /// undo, except the fields the screen needs: the list's `ListBehavior.deleteRule` refuses
  /// those, and the status line says why.
  ///
  /// - Parameters:
  ///   - navigator: The stack the screen goes on.
  ///   - title: The screen's title.
  ///   - required: The identifiers of the rows the user may not delete.
  ///   - presenter: Makes the presenter, given how a row replaces itself.
  /// - Returns: The screen.
  @MainActor
  static func show<Presenter: RowPresenter>(
    _ navigator: Navigator,
    title: String,
    required: Set<String> = [],
    presenter: (@escaping @MainActor @Sendable (ListRow<String>) -> Void) -> Presenter
  ) -> any DemoScreen where Presenter.Section == ListSection, Presenter.RowID == String {
    let rows = Rows()
    let log = navigator.log
    let replace: @MainActor @Sendable (ListRow<String>) -> Void = { [weak rows] row in
      do {
        try rows?.perform(.replaceItem(row), named: "Toggle \(row.id)")
      } catch {
        log.record("could not toggle \(row.id): \(error)")
      }
    }
    rows.replace(with: (try? presenter(replace).snapshot()) ?? Snapshot())
    let behavior = ScreenBehavior<ListRow<String>>(
      title: { _ in title },
      describe: { $0.id },
      matches: { row, text in row.id.lowercased().contains(text) },
      open: { row in
        guard row.isSelectable else { return "\(row.id) does not open" }
        row.select()
        return nil
      })
    return ListScreen(
      model: rows, view: navigator.makeView(), behavior: behavior, log: log
    ) { view, diagnostics in
      let dataSource = ListDataSource<ListSection, ListRow<String>>(
        surface: view, diagnostics: diagnostics)
      dataSource.behavior = ListBehavior(allowsDeleting: true, allowsMoving: true).with {
        $0.allowsMultipleSelection = true
        $0.deleteRule = { row, _ in
          required.contains(row.id) ? .refused(reason: "the form needs its \(row.id)") : .allowed
        }
      }
      dataSource.countFooters { section, rows in
        section.id == "Orders" ? rows.counting("order", "orders") : section.footer
      }
      return dataSource
    }
  }
}
