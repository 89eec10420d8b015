#if canImport(SwiftUI) && (os(iOS) || os(visionOS) || os(macOS))
internal import SwiftUI
@_spi(Hosting) internal import Tabula

// MARK: - ItemBindings

/// Hands the rows of a list of a binding to an array bindings to their items
/// (`TabulaList($items) { $item in }`), whose writes go through the list's own write path:
/// its ``ArrayListModel``, and its write queue, so that they wait while the view updates and
/// follow the list's own writes.
@available(iOS 16.0, *)
@MainActor
final class ItemBindings<Item: Identifiable & Equatable> where Item.ID: Sendable {
  private weak var model: ArrayListModel<Item>?
  private weak var queue: HostWriteQueue?

  /// Connects the bindings to the list's model; each update connects the bindings its rows
  /// are made with.
  func connect(_ model: ArrayListModel<Item>, _ queue: HostWriteQueue) {
    self.model = model
    self.queue = queue
  }

  /// A binding to `item`, by identity: it reads the item as the list shows it now, and writes
  /// a new value in place of the item with `item`'s identifier.
  func binding(to item: Item) -> Binding<Item> {
    let row = ItemBinding(item: item, bindings: self)
    return Binding(get: { row.value }, set: { row.write($0) })
  }

  fileprivate func current(_ item: Item) -> Item {
    model?.item(id: item.id) ?? item
  }

  fileprivate func write(_ value: Item, replacing id: Item.ID) {
    guard let model, let queue else { return }
    model.write(value, replacing: id, through: queue)
  }
}

// MARK: - ItemBinding

/// The state behind one row's binding: a main-actor object, so that the binding's closures
/// (`@Sendable` in the iOS 18 SDK) may hold it.
@available(iOS 16.0, *)
@MainActor
private final class ItemBinding<Item: Identifiable & Equatable> where Item.ID: Sendable {
  let item: Item
  let bindings: ItemBindings<Item>

  init(item: Item, bindings: ItemBindings<Item>) {
    self.item = item
    self.bindings = bindings
  }

  var value: Item { bindings.current(item) }

  func write(_ value: Item) {
    bindings.write(value, replacing: item.id)
  }
}
#endif
