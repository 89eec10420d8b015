import Tabula
import TabulaExampleModels

/// Seed 003's `ProductShowPresenter`: a product as rows of mixed cells.
struct ProductPresenter: RowPresenter {
  /// The product shown.
  let product: Product

  /// Replaces a row with a new version of itself (a flipped switch).
  let replace: @MainActor @Sendable (ListRow<String>) -> Void

  /// The product's sections.
  var sections: [SnapshotSection<ListSection, ListRow<String>>] {
    SnapshotSection("Product") {
      ListRow(id: "Picture", cell: ImageCell.self, item: ImageField(name: product.picture))
      ListRow(
        id: "Name", cell: TextFieldCell.self, item: TextField(title: "Name", value: product.name))
      ListRow(
        id: "Price", cell: TextFieldCell.self, item: TextField(title: "Price", value: product.price)
      )
    }
    SnapshotSection("Availability") {
      ListRow(
        id: "Released", cell: DateCell.self,
        item: DateField(title: "Released", day: product.released))
      ToggleField.row(ToggleField(title: "In stock", isOn: product.inStock), replace: replace)
    }
  }
}
