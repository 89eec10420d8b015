#if canImport(UIKit)
package import Tabula

// MARK: - Seed003 + ProductShowPresenter

extension Seed003 {
  /// Seed 003's `ProductShowPresenter`: a product as rows of mixed cells.
  package struct ProductShowPresenter: RowPresenter {
    /// The product shown.
    package let product: Product

    /// The product's sections: the product, then its availability.
    package var sections: [SnapshotSection<ListSection, Row<String>>] {
      SnapshotSection("Product") {
        Row(id: "Picture", cell: ImageTableViewCell.self, item: ImageField(name: product.picture))
        Row(
          id: "Name", cell: TextTableViewCell.self,
          item: TextField(title: "Name", value: product.name))
        Row(
          id: "Price", cell: TextTableViewCell.self,
          item: TextField(title: "Price", value: product.price))
      }
      SnapshotSection("Availability") {
        Row(
          id: "Released", cell: DateTableViewCell.self,
          item: DateField(title: "Released", day: product.released))
        Row(
          id: "In stock", cell: ToggleTableViewCell.self,
          item: ToggleField(title: "In stock", isOn: product.inStock))
      }
    }
  }
}
#endif
