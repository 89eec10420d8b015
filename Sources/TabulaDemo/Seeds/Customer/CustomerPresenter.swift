import Tabula
import TabulaExampleModels

/// Seed 003's `CustomerShowPresenter`: a customer as rows of mixed cells, each typed where it
/// is made. The VIP switch flips on Enter; each order opens its own screen.
struct CustomerPresenter: RowPresenter {
  /// The customer shown.
  let customer: Customer

  /// Replaces a row with a new version of itself (a flipped switch).
  let replace: @MainActor @Sendable (ListRow<String>) -> Void

  /// Opens an order's screen.
  let showOrder: @MainActor @Sendable (Order) -> Void

  /// The customer's sections.
  var sections: [SnapshotSection<ListSection, ListRow<String>>] {
    SnapshotSection("Customer") {
      ListRow(id: "Photo", cell: ImageCell.self, item: ImageField(name: customer.photo))
      ListRow(
        id: "Name", cell: TextFieldCell.self, item: TextField(title: "Name", value: customer.name))
      ListRow(
        id: "Birthdate", cell: DateCell.self,
        item: DateField(title: "Birthdate", day: customer.birthdate))
    }
    SnapshotSection("Status", footer: "VIPs ship free") {
      ToggleField.row(ToggleField(title: "VIP", isOn: customer.isVIP), replace: replace)
    }
    // The footer that counts the orders is the screen's, from the rows it shows.
    SnapshotSection("Orders") {
      for order in customer.orders {
        ListRow(
          id: "Order #\(order.number)", cell: LinkCell.self,
          item: LinkField(title: "Order #\(order.number)", value: order.product.name)
        ) { [showOrder] in showOrder(order) }
      }
    }
  }
}
