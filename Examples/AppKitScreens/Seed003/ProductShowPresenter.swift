#if canImport(AppKit) && os(macOS)
package import Tabula
package import TabulaExampleModels

/// Seed 003's `ProductShowPresenter` on the Mac: a product as rows of mixed cell views.
package struct ProductShowPresenter: RowPresenter {
  /// The product shown.
  package let product: Product

  /// The product's sections: the product, then its availability.
  package var sections: [SnapshotSection<ListSection, ListRow<String>>] {
    SnapshotSection("Product") {
      ListRow(
        id: "Picture", cell: ImageFieldCellView.self, item: ImageField(name: product.picture))
      ListRow(
        id: "Name", cell: TextFieldCellView.self,
        item: TextField(title: "Name", value: product.name))
      ListRow(
        id: "Price", cell: TextFieldCellView.self,
        item: TextField(title: "Price", value: product.price))
    }
    SnapshotSection("Availability") {
      ListRow(
        id: "Released", cell: DateFieldCellView.self,
        item: DateField(title: "Released", day: product.released))
      ListRow(
        id: "In stock", cell: ToggleFieldCellView.self,
        item: ToggleField(title: "In stock", isOn: product.inStock))
    }
  }
}
#endif
