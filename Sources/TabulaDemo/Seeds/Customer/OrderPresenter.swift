import Tabula
import TabulaExampleModels

/// Seed 003's `OrderShowPresenter`: an order as rows of mixed cells; the product row opens
/// the product's screen.
struct OrderPresenter: RowPresenter {
  /// The order shown.
  let order: Order

  /// Replaces a row with a new version of itself (a flipped switch).
  let replace: @MainActor @Sendable (ListRow<String>) -> Void

  /// Opens the product's screen.
  let showProduct: @MainActor @Sendable (Product) -> Void

  /// The order's sections.
  var sections: [SnapshotSection<ListSection, ListRow<String>>] {
    SnapshotSection("Order") {
      ListRow(
        id: "Number", cell: TextFieldCell.self,
        item: TextField(title: "Number", value: "#\(order.number)"))
      ListRow(
        id: "Placed", cell: DateCell.self, item: DateField(title: "Placed", day: order.placed))
      ToggleField.row(ToggleField(title: "Shipped", isOn: order.isShipped), replace: replace)
    }
    SnapshotSection("Product") {
      ListRow(id: "Picture", cell: ImageCell.self, item: ImageField(name: order.product.picture))
      ListRow(
        id: "Product", cell: LinkCell.self,
        item: LinkField(title: "Product", value: order.product.name)
      ) { [showProduct, order] in showProduct(order.product) }
    }
  }
}
