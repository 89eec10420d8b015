#if canImport(UIKit)
package import Tabula
package import TabulaExampleModels

// MARK: - Seed003 + ProductShowPresenter

extension Seed003 {
  /// Seed 003's `ProductShowPresenter`: a product as rows of mixed cells.
  package struct ProductShowPresenter: RowPresenter {
    /// The product shown.
    package let product: Product

    /// The product's sections: the product, then its availability.
    package var sections: [SnapshotSection<ListSection, ListRow<String>>] {
      SnapshotSection("Product") {
        ListRow(
          id: "Picture", cell: ImageTableViewCell.self, item: ImageField(name: product.picture))
        ListRow(
          id: "Name", cell: TextTableViewCell.self,
          item: TextField(title: "Name", value: product.name))
        ListRow(
          id: "Price", cell: TextTableViewCell.self,
          item: TextField(title: "Price", value: product.price))
      }
      SnapshotSection("Availability") {
        ListRow(
          id: "Released", cell: DateTableViewCell.self,
          item: DateField(title: "Released", day: product.released))
        ListRow(
          id: "In stock", cell: ToggleTableViewCell.self,
          item: ToggleField(title: "In stock", isOn: product.inStock))
      }
    }
  }
}
#endif
