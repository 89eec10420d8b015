#if canImport(UIKit)
package import Tabula
package import TabulaExampleModels

// MARK: - Seed003 + OrderShowPresenter

extension Seed003 {
  /// Seed 003's `OrderShowPresenter`: an order as rows of mixed cells; the product row opens
  /// the product's screen.
  package struct OrderShowPresenter: RowPresenter {
    /// The order shown.
    package let order: Order

    /// Opens the product's screen.
    package let showProduct: @MainActor @Sendable (Product) -> Void

    /// The order's sections: the order, then its product.
    package var sections: [SnapshotSection<ListSection, ListRow<String>>] {
      SnapshotSection("Order") {
        ListRow(
          id: "Number", cell: TextTableViewCell.self,
          item: TextField(title: "Number", value: "#\(order.number)"))
        ListRow(
          id: "Placed", cell: DateTableViewCell.self,
          item: DateField(title: "Placed", day: order.placed))
        ListRow(
          id: "Shipped", cell: ToggleTableViewCell.self,
          item: ToggleField(title: "Shipped", isOn: order.isShipped))
      }
      SnapshotSection("Product") {
        ListRow(
          id: "Picture", cell: ImageTableViewCell.self,
          item: ImageField(name: order.product.picture))
        ListRow(
          id: "Product", cell: LinkTableViewCell.self,
          item: LinkField(title: "Product", value: order.product.name)
        ) { [showProduct, order] in showProduct(order.product) }
      }
    }
  }
}
#endif
