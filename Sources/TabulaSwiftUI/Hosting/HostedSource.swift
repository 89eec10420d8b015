#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
internal import SwiftUI
@_spi(Hosting) internal import Tabula
@_spi(Hosting) internal import TabulaUIKit

// MARK: - HostedSource

/// Where a ``TabulaList``'s data comes from: a provider, or an array (or a binding to one)
/// shown through the coordinator's ``ArrayListModel``.
@available(iOS 16.0, *)
@MainActor
struct HostedSource<SectionValue: SectionModel, Item: Identifiable & Equatable>
where Item.ID: Sendable {
  /// The provider a list was made with; `nil` for an array.
  let provider: (any DataProvider<SectionValue, Item>)?

  /// What shows around the rows before the host has reported: the status the data has now.
  let initialStatus: @MainActor () -> ListHostStatus

  /// The provider to hand the host on an update, and whether its rows may be edited (`nil`:
  /// as the list's behaviour says); an array shows the items that match the filter.
  let resolve:
    @MainActor (ArrayListModel<Item>, HostWriteQueue, ArrayFilter<Item>?) -> (
      provider: any DataProvider<SectionValue, Item>, isEditable: Bool?
    )

  /// A provider's data.
  static func provider(_ provider: any DataProvider<SectionValue, Item>) -> HostedSource {
    HostedSource(provider: provider, initialStatus: { ListHostStatus(of: provider) }) { _, _, _ in
      (provider, nil)
    }
  }
}

@available(iOS 16.0, *)
extension HostedSource where SectionValue == ListSection {
  /// An array's items; a binding's setter receives the user's deletions and moves, and the
  /// writes of the rows' bindings that `rows` hands out.
  static func items(
    _ items: [Item], write: (@MainActor ([Item]) -> Void)?, rows: ItemBindings<Item>? = nil
  ) -> HostedSource {
    HostedSource(provider: nil, initialStatus: { ListHostStatus(itemCount: items.count) }) {
      model, queue, filter in
      rows?.connect(model, queue)
      model.receive(
        HostBinding(items) { write?($0) }, writable: write != nil, filter: filter,
        through: queue)
      return (model.list, model.isEditable)
    }
  }
}
#endif
