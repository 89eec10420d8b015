#if canImport(AppKit) && os(macOS)
package import TabulaExampleModels

/// Seed 003's `showCustomerViewController`, `showOrderViewController` and
/// `showProductViewController` on the Mac: each screen is a ``ShowTableViewController`` with
/// another presenter, and a click on a customer's order, or on an order's product,
/// opens its screen in a popover beside the row.
///
/// ```swift
/// window.contentViewController = ShowScreens.customer(.ada)
/// ```
@MainActor
package enum ShowScreens {
  /// A customer's screen; a click on an order opens the order's.
  ///
  /// - Parameter customer: The customer.
  /// - Returns: The screen.
  package static func customer(_ customer: Customer) -> ShowTableViewController {
    let screen = ShowTableViewController(title: customer.name)
    screen.show(
      CustomerShowPresenter(customer: customer) { [weak screen] order in
        screen?.open(Self.order(order))
      })
    return screen
  }

  /// An order's screen; a click on its product opens the product's.
  ///
  /// - Parameter order: The order.
  /// - Returns: The screen.
  package static func order(_ order: Order) -> ShowTableViewController {
    let screen = ShowTableViewController(title: "Order #\(order.number)")
    screen.show(
      OrderShowPresenter(order: order) { [weak screen] product in
        screen?.open(Self.product(product))
      })
    return screen
  }

  /// A product's screen.
  ///
  /// - Parameter product: The product.
  /// - Returns: The screen.
  package static func product(_ product: Product) -> ShowTableViewController {
    let screen = ShowTableViewController(title: product.name)
    screen.show(ProductShowPresenter(product: product))
    return screen
  }
}
#endif
