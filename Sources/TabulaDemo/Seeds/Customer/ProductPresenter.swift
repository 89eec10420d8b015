import Tabula
import TabulaExamples

/// Seed 003's `ProductShowPresenter`: a product as rows of mixed cells.
struct ProductPresenter: RowPresenter {
  /// The product shown.
  let product: Product

  /// Replaces a row with a new version of itself (a flipped switch).
  let replace: @MainActor @Sendable (Row<String>) -> Void

  /// The product's sections.
  var sections: [SnapshotSection<ListSection, Row<String>>] {
    SnapshotSection("Product") {
      Row(id: "Picture", cell: ImageCell.self, item: ImageField(name: product.picture))
      Row(id: "Name", cell: TextFieldCell.self, item: TextField(title: "Name", value: product.name))
      Row(
        id: "Price", cell: TextFieldCell.self, item: TextField(title: "Price", value: product.price)
      )
    }
    SnapshotSection("Availability") {
      Row(
        id: "Released", cell: DateCell.self,
        item: DateField(title: "Released", day: product.released))
      ToggleField.row(ToggleField(title: "In stock", isOn: product.inStock), replace: replace)
    }
  }
}
