#if canImport(AppKit) && os(macOS)
package import Tabula
package import TabulaExampleModels

/// Seed 003's `CustomerShowPresenter` on the Mac: a customer as rows of mixed cell views.
///
/// The photo row is a picture, or a line of text when the customer has no photo: the same row
/// in another cell view. Each order's row opens the order.
package struct CustomerShowPresenter: RowPresenter {
  /// The customer shown.
  package let customer: Customer

  /// Opens an order.
  package let showOrder: @MainActor @Sendable (Order) -> Void

  /// The customer's sections: the customer, then the orders.
  package var sections: [SnapshotSection<ListSection, ListRow<String>>] {
    SnapshotSection("Customer") {
      if customer.photo.isEmpty {
        ListRow(
          id: "Photo", cell: TextFieldCellView.self,
          item: TextField(title: "Photo", value: "None"))
      } else {
        ListRow(id: "Photo", cell: ImageFieldCellView.self, item: ImageField(name: customer.photo))
      }
      ListRow(
        id: "Name", cell: TextFieldCellView.self,
        item: TextField(title: "Name", value: customer.name))
      ListRow(
        id: "Birthdate", cell: DateFieldCellView.self,
        item: DateField(title: "Birthdate", day: customer.birthdate))
      ListRow(
        id: "VIP", cell: ToggleFieldCellView.self,
        item: ToggleField(title: "VIP", isOn: customer.isVIP))
    }
    SnapshotSection("Orders") {
      for order in customer.orders {
        ListRow(
          id: "Order #\(order.number)", cell: LinkFieldCellView.self,
          item: LinkField(title: "Order #\(order.number)", value: order.product.name)
        ) { [showOrder] in showOrder(order) }
      }
    }
  }
}
#endif
