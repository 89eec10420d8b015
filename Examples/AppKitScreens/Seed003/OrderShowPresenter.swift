#if canImport(AppKit) && os(macOS)
package import Tabula
package import TabulaExampleModels

/// Seed 003's `OrderShowPresenter` on the Mac: an order as rows of mixed cell views; the
/// product's row opens the product.
package struct OrderShowPresenter: RowPresenter {
  /// The order shown.
  package let order: Order

  /// Opens the product.
  package let showProduct: @MainActor @Sendable (Product) -> Void

  /// The order's sections: the order, then its product.
  package var sections: [SnapshotSection<ListSection, ListRow<String>>] {
    SnapshotSection("Order") {
      ListRow(
        id: "Number", cell: TextFieldCellView.self,
        item: TextField(title: "Number", value: "#\(order.number)"))
      ListRow(
        id: "Placed", cell: DateFieldCellView.self,
        item: DateField(title: "Placed", day: order.placed))
      ListRow(
        id: "Shipped", cell: ToggleFieldCellView.self,
        item: ToggleField(title: "Shipped", isOn: order.isShipped))
    }
    SnapshotSection("Product") {
      ListRow(
        id: "Picture", cell: ImageFieldCellView.self,
        item: ImageField(name: order.product.picture))
      ListRow(
        id: "Product", cell: LinkFieldCellView.self,
        item: LinkField(title: "Product", value: order.product.name)
      ) { [showProduct, order] in showProduct(order.product) }
    }
  }
}
#endif
