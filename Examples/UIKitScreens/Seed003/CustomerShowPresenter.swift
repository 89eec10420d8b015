#if canImport(UIKit)
package import Tabula
package import TabulaExampleModels

// MARK: - Seed003 + CustomerShowPresenter

extension Seed003 {
  /// Seed 003's `CustomerShowPresenter`: a customer as rows of mixed cells.
  ///
  /// The photo row is a picture, or a line of text when the customer has no photo: the same
  /// row in another cell. Each order opens its own screen.
  package struct CustomerShowPresenter: RowPresenter {
    /// The customer shown.
    package let customer: Customer

    /// Opens an order's screen.
    package let showOrder: @MainActor @Sendable (Order) -> Void

    /// The customer's sections: the customer, then the orders.
    package var sections: [SnapshotSection<ListSection, ListRow<String>>] {
      SnapshotSection("Customer") {
        if customer.photo.isEmpty {
          ListRow(
            id: "Photo", cell: TextTableViewCell.self,
            item: TextField(title: "Photo", value: "None"))
        } else {
          ListRow(
            id: "Photo", cell: ImageTableViewCell.self, item: ImageField(name: customer.photo))
        }
        ListRow(
          id: "Name", cell: TextTableViewCell.self,
          item: TextField(title: "Name", value: customer.name))
        ListRow(
          id: "Birthdate", cell: DateTableViewCell.self,
          item: DateField(title: "Birthdate", day: customer.birthdate))
        ListRow(
          id: "VIP", cell: ToggleTableViewCell.self,
          item: ToggleField(title: "VIP", isOn: customer.isVIP))
      }
      SnapshotSection("Orders") {
        for order in customer.orders {
          ListRow(
            id: "Order #\(order.number)", cell: LinkTableViewCell.self,
            item: LinkField(title: "Order #\(order.number)", value: order.product.name)
          ) { [showOrder] in showOrder(order) }
        }
      }
    }
  }
}
#endif
