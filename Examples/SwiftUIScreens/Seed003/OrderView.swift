#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
import SwiftUI
import Tabula
import TabulaExampleModels
import TabulaSwiftUI

// MARK: - OrderView

/// Seed 003's order screen as a SwiftUI view, pushed from ``CustomerView``: the same list and
/// rows with other fields, the order's number, day placed and shipping switch, then its
/// product's picture, name and price.
@available(iOS 16.0, *)
@MainActor
struct OrderView: View {
  /// The order shown.
  let order: Order

  @State private var fields: EditableList<ListSection, ShowField>

  /// Shows an order.
  ///
  /// - Parameter order: The order.
  init(order: Order) {
    self.order = order
    _fields = State(
      initialValue: EditableList((try? Snapshot(sections: Self.sections(of: order))) ?? Snapshot()))
  }

  var body: some View {
    TabulaList(fields) { field in
      ShowFieldRow(field: field) { toggled in
        try? fields.perform(.replaceItem(.toggle(toggled)), named: toggled.title)
      }
    }
    .sectionHeaders { section in Text(section.header ?? "") }
    .navigationTitle("Order #\(order.number)")
  }

  /// The order's sections: the order, then its product.
  private static func sections(of order: Order) -> [SnapshotSection<ListSection, ShowField>] {
    [
      SnapshotSection(
        ListSection("Order"),
        items: [
          .text(TabulaExampleModels.TextField(title: "Number", value: "#\(order.number)")),
          .date(DateField(title: "Placed", day: order.placed)),
          .toggle(ToggleField(title: "Shipped", isOn: order.isShipped)),
        ]),
      SnapshotSection(
        ListSection("Product"),
        items: [
          .image(ImageField(name: order.product.picture)),
          .text(TabulaExampleModels.TextField(title: "Product", value: order.product.name)),
          .text(TabulaExampleModels.TextField(title: "Price", value: order.product.price)),
        ]),
    ]
  }
}
#endif
