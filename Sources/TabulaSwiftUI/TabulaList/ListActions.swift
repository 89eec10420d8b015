#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
internal import SwiftUI
@_spi(Hosting) internal import Tabula
@_spi(Hosting) internal import TabulaUIKit
internal import UIKit

// MARK: - ListActions

/// What a ``TabulaList``'s action modifiers ask for: its primary action, menu, navigation,
/// deletions, moves and scroll target, handed to its host on each update.
@available(iOS 16.0, *)
@MainActor
struct ListActions<Item: Identifiable & Equatable> where Item.ID: Sendable {
  var primaryAction: (@MainActor (Set<Item.ID>) -> Void)?
  var contextMenu: (@MainActor (Set<Item.ID>) -> [ListMenuItem])?
  var navigation: (@MainActor (Item) -> (@MainActor () -> Void)?)?
  var onDelete: (@MainActor (ListHostDeletion<Item>) -> Void)?
  var onMove: (@MainActor (ListHostMove<Item>) -> Void)?
  var scrollTarget: Binding<Item.ID?>?
  var scrollAnchor = UnitPoint.top
  var topItem: Binding<Item.ID?>?

  /// The actions as the host takes them.
  func host<SectionValue: SectionModel>() -> ListHostActions<SectionValue, Item> {
    var actions = ListHostActions<SectionValue, Item>()
    actions.primaryAction = primaryAction
    if let contextMenu {
      actions.contextMenu = { ids in contextMenu(ids).map(\.command) }
    }
    actions.navigation = navigation
    actions.onDelete = onDelete
    actions.onMove = onMove
    if let scrollTarget {
      actions.scrollTarget = HostBinding(scrollTarget.wrappedValue) {
        scrollTarget.wrappedValue = $0
      }
    }
    actions.scrollPosition = Self.scrollPosition(of: scrollAnchor)
    if let topItem {
      actions.topItem = HostBinding(topItem.wrappedValue) { topItem.wrappedValue = $0 }
    }
    return actions
  }

  /// Where in the viewport an anchor puts the item: its top third at the top, its bottom third
  /// at the bottom, the rest in the middle.
  private static func scrollPosition(of anchor: UnitPoint) -> UICollectionView.ScrollPosition {
    anchor.y < 1 / 3 ? .top : anchor.y > 2 / 3 ? .bottom : .centeredVertically
  }
}
#endif
