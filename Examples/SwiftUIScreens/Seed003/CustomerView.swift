#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
import SwiftUI
import Tabula
import TabulaExampleModels
import TabulaSwiftUI

// MARK: - CustomerView

/// Seed 003's customer screen as a SwiftUI view ("One UITableViewController to Rule Them
/// All"): a customer as rows of five kinds in one list, the photo, name, birth date and VIP
/// switch, then a link per order that pushes the order's screen (``OrderView``).
///
/// Every row is a ``ShowField``, and ``ShowFieldRow`` switches on it. Flipping the VIP switch
/// replaces its field in the list, an edit undone by shaking or ⌘Z.
@available(iOS 16.0, *)
@MainActor
struct CustomerView: View {
  /// The customer shown.
  let customer: Customer

  @State private var fields: EditableList<ListSection, ShowField>
  @State private var path: [Int] = []

  /// Shows a customer.
  ///
  /// - Parameter customer: The customer; Ada Lovelace by default.
  init(customer: Customer = .ada) {
    self.customer = customer
    _fields = State(
      initialValue: EditableList(
        (try? Snapshot(sections: Self.sections(of: customer))) ?? Snapshot()))
  }

  var body: some View {
    NavigationStack(path: $path) {
      TabulaList(fields) { field in
        ShowFieldRow(field: field) { toggled in
          try? fields.perform(.replaceItem(.toggle(toggled)), named: toggled.title)
        }
      }
      .sectionHeaders { section in Text(section.header ?? "") }
      .listBehavior(
        ListBehavior { field, _ in
          guard case .link(let link) = field,
            let order = customer.orders.first(where: { Self.title(of: $0) == link.title })
          else { return }
          path.append(order.number)
        }
      )
      .navigationTitle(customer.name)
      .navigationDestination(for: Int.self) { number in
        if let order = customer.orders.first(where: { $0.number == number }) {
          OrderView(order: order)
        }
      }
    }
  }

  /// The customer's sections: the customer, then the orders.
  private static func sections(of customer: Customer) -> [SnapshotSection<ListSection, ShowField>] {
    let photo: ShowField =
      customer.photo.isEmpty
      ? .text(TabulaExampleModels.TextField(title: "Photo", value: "None"))
      : .image(ImageField(name: customer.photo))
    return [
      SnapshotSection(
        ListSection("Customer"),
        items: [
          photo,
          .text(TabulaExampleModels.TextField(title: "Name", value: customer.name)),
          .date(DateField(title: "Birthdate", day: customer.birthdate)),
          .toggle(ToggleField(title: "VIP", isOn: customer.isVIP)),
        ]),
      SnapshotSection(
        ListSection("Orders"),
        items: customer.orders.map {
          .link(LinkField(title: title(of: $0), value: $0.product.name))
        }),
    ]
  }

  /// The title of an order's link.
  private static func title(of order: Order) -> String { "Order #\(order.number)" }
}
#endif
