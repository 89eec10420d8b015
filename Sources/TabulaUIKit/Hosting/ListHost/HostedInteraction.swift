#if canImport(UIKit)
@_spi(Hosting) internal import Tabula

// MARK: - HostedInteraction

/// What a hosted list keeps of its view's actions between updates: the latest actions, the
/// provider's own handler of the user's edits, and the item it waits to scroll to.
@MainActor
final class HostedInteraction<Section: SectionModel, Item: Identifiable & Equatable>
where Item.ID: Sendable {
  /// The actions of the latest update.
  var actions = ListHostActions<Section, Item>()

  /// The bound provider's handler of the user's edits, which the view's `onDelete` and
  /// `onMove` take the place of.
  var providerEdits: (@MainActor (EditOperation<Section, Item>, String) -> Void)?

  /// The binding of the item to scroll to.
  let scrollTarget = HostedBinding<Item.ID?>()

  /// The item at the top of the viewport, as the view binds it.
  let topItem = HostedBinding<Item.ID?>()

  /// Whether the top item is to be read and written on the main queue's next turn.
  var readsTopItem = false

  /// The scroll to an item that waits for an update to show it.
  let pendingScroll = PendingScroll<Item.ID>()
}
#endif
