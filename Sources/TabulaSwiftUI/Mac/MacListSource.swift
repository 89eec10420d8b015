#if canImport(SwiftUI) && os(macOS)
internal import SwiftUI
@_spi(Hosting) internal import Tabula

// MARK: - MacListSource

/// Where a ``TabulaList`` on the Mac takes its rows: a provider, or an array (or a binding to
/// one) shown through the list's own ``ArrayListModel``.
@MainActor
struct MacListSource<SectionValue: SectionModel, Item: Identifiable & Equatable>
where Item.ID: Sendable {
  /// The provider to show, given the list's array model and where its writes wait.
  let resolve:
    @MainActor (ArrayListModel<Item>, HostWriteQueue, ArrayFilter<Item>?) -> any DataProvider<
      SectionValue, Item
    >

  /// Whether the rows are an outline now: items with children.
  let isOutline: @MainActor () -> Bool

  static func provider(_ provider: any DataProvider<SectionValue, Item>) -> MacListSource {
    MacListSource(resolve: { _, _, _ in provider }, isOutline: { provider.snapshot.isOutline })
  }
}

extension MacListSource where SectionValue == ListSection {
  /// An array's items; a binding's setter receives the user's deletions and moves, and the
  /// writes of the rows' bindings that `rows` hands out.
  static func items(
    _ items: [Item], write: (@MainActor ([Item]) -> Void)?, rows: ItemBindings<Item>? = nil
  ) -> MacListSource {
    MacListSource(
      resolve: { model, queue, filter in
        rows?.connect(model, queue)
        model.receive(
          HostBinding(items) { write?($0) }, writable: write != nil, filter: filter,
          through: queue)
        return model.list
      }, isOutline: { false })
  }
}

// MARK: - MacListActions

/// What the view's modifiers ask the list to run.
@MainActor
struct MacListActions<Item: Identifiable & Equatable> where Item.ID: Sendable {
  var primaryAction: (@MainActor (Set<Item.ID>) -> Void)?
  var contextMenu: (@MainActor (Set<Item.ID>) -> [ListMenuItem])?
  var onDelete: (@MainActor (ListHostDeletion<Item>) -> Void)?
  var onMove: (@MainActor (ListHostMove<Item>) -> Void)?
  var navigation: (@MainActor (Item) -> (@MainActor () -> Void)?)?
  var scrollTarget: Binding<Item.ID?>?
  var scrollPosition: Binding<Item.ID?>?
  var scrollAnchor = UnitPoint.top
}
#endif
