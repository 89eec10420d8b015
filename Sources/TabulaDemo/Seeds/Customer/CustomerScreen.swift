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
    show(navigator, title: "Customer (seed 003): \(customer.name)") { replace in
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
    show(navigator, title: "Order #\(order.number) (seed 003)") { replace in
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
    show(navigator, title: "\(product.name) (seed 003)") { replace in
      ProductPresenter(product: product, replace: replace)
    }
  }

  /// The one screen every presenter's rows are shown in.
  ///
  /// - Parameters:
  ///   - navigator: The stack the screen goes on.
  ///   - title: The screen's title.
  ///   - presenter: Makes the presenter, given how a row replaces itself.
  /// - Returns: The screen.
  @MainActor
  static func show<Presenter: RowPresenter>(
    _ navigator: Navigator,
    title: String,
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
      ListDataSource(surface: view, diagnostics: diagnostics)
    }
  }
}
