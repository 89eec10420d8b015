#if canImport(UIKit)
package import Tabula
import TabulaUIKit
package import UIKit
package import TabulaExampleModels

// MARK: - Seed003 + ShowScreens

extension Seed003 {
  /// Seed 003's `showCustomerViewController`, `showOrderViewController` and
  /// `showProductViewController`: each screen is the same controller with another presenter.
  ///
  /// ```swift
  /// let screens = Seed003.ShowScreens()
  /// let navigation = UINavigationController(rootViewController: screens.customer(.ada))
  /// screens.navigationController = navigation  // where the rows' links push their screens
  /// ```
  @MainActor
  package final class ShowScreens {
    // MARK: Lifecycle

    /// Creates the screens of one navigation stack.
    ///
    /// - Parameters:
    ///   - navigationController: Where links push their screens.
    ///   - diagnostics: Where every screen reports what its table recovered from.
    package init(
      navigationController: UINavigationController? = nil,
      diagnostics: ListDiagnostic.Handler = .print
    ) {
      self.navigationController = navigationController
      self.diagnostics = diagnostics
    }

    // MARK: Internal

    /// Where links push their screens.
    package weak var navigationController: UINavigationController?

    /// Where every screen reports what its table recovered from.
    package let diagnostics: ListDiagnostic.Handler

    /// The presenter of a customer's screen; its order rows push the order's screen.
    ///
    /// - Parameter customer: The customer.
    /// - Returns: The presenter, also for ``ShowViewController``'s `show(_:)` when the
    ///   customer changes.
    package func presenter(for customer: Customer) -> CustomerShowPresenter {
      CustomerShowPresenter(customer: customer) { [weak self] order in self?.showOrder(order) }
    }

    /// The presenter of an order's screen; its product row pushes the product's screen.
    ///
    /// - Parameter order: The order.
    /// - Returns: The presenter.
    package func presenter(for order: Order) -> OrderShowPresenter {
      OrderShowPresenter(order: order) { [weak self] product in self?.showProduct(product) }
    }

    /// A customer's screen.
    ///
    /// - Parameter customer: The customer.
    /// - Returns: The screen.
    package func customer(_ customer: Customer) -> ShowViewController {
      screen(presenter(for: customer), title: customer.name)
    }

    /// An order's screen.
    ///
    /// - Parameter order: The order.
    /// - Returns: The screen.
    package func order(_ order: Order) -> ShowViewController {
      screen(presenter(for: order), title: "Order #\(order.number)")
    }

    /// A product's screen.
    ///
    /// - Parameter product: The product.
    /// - Returns: The screen.
    package func product(_ product: Product) -> ShowViewController {
      screen(ProductShowPresenter(product: product), title: product.name)
    }

    /// Pushes an order's screen.
    ///
    /// - Parameter order: The order.
    package func showOrder(_ order: Order) {
      push(self.order(order))
    }

    /// Pushes a product's screen.
    ///
    /// - Parameter product: The product.
    package func showProduct(_ product: Product) {
      push(self.product(product))
    }

    // MARK: Private

    private func screen<Presenter: RowPresenter>(_ presenter: Presenter, title: String)
      -> ShowViewController
    where Presenter.Section == ListSection, Presenter.RowID == String {
      let screen = ShowViewController(presenter: presenter, diagnostics: diagnostics)
      screen.title = title
      return screen
    }

    private func push(_ screen: UIViewController) {
      navigationController?.pushViewController(screen, animated: true)
    }
  }
}
#endif
