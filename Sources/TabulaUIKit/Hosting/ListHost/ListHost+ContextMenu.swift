#if canImport(UIKit) && !os(tvOS)
@_spi(Hosting) @_spi(Surfaces) internal import Tabula
package import UIKit

// MARK: - ListHost + Context menu

extension ListHost {
  /// The menu a long press on the items at `indexPaths` opens, with the view's commands for
  /// the items it acts on (``menuTargets(pressed:selection:)``); without the view's menu, the
  /// behaviour's menu of one item.
  ///
  /// - Parameter indexPaths: The items UIKit asks for
  ///   (`collectionView(_:contextMenuConfigurationForItemsAt:point:)`).
  /// - Returns: The menu, or `nil` for none.
  package func contextMenu(forItemsAt indexPaths: [IndexPath]) -> UIContextMenuConfiguration? {
    guard let menu = interaction.actions.contextMenu else {
      guard indexPaths.count == 1, let indexPath = indexPaths.first else { return nil }
      return collectionView.installedBridge?.contextMenu(at: indexPath)
    }
    let pressed = indexPaths.compactMap { dataSource.snapshot.item(at: ItemPath($0))?.id }
    // NB: a press between rows (no index path) asks for the menu of no item, as SwiftUI's
    // empty set does; a row that vanished meanwhile opens none.
    guard pressed.count == indexPaths.count else { return nil }
    let commands = menu(Self.menuTargets(pressed: pressed, selection: dataSource.selection))
    guard !commands.isEmpty else { return nil }
    let actions = commands.map(Self.menuAction)
    // UIKit calls the provider on the main thread, which its type does not say.
    return UIContextMenuConfiguration(
      identifier: nil, previewProvider: nil,
      actionProvider: { _ in MainActor.assumeIsolated { UIMenu(children: actions) } })
  }

  /// The items a menu acts on: those pressed; a single pressed row that is part of the
  /// selection stands for the whole selection.
  ///
  /// SwiftUI's `contextMenu(forSelectionType:menu:primaryAction:)` hands the menu "the set of
  /// items to act on … a non-empty set indicates menu activation over selected items", and
  /// UIKit passes several index paths when "a person is invoking the menu on an item in a
  /// multiple selection" (`collectionView(_:contextMenuConfigurationForItemsAt:point:)`).
  ///
  /// - Parameters:
  ///   - pressed: The identifiers of the items UIKit names.
  ///   - selection: The list's selection.
  /// - Returns: The identifiers the menu acts on.
  package static func menuTargets(pressed: [Item.ID], selection: Set<Item.ID>) -> Set<Item.ID> {
    if pressed.count == 1, let id = pressed.first, selection.contains(id) { return selection }
    return Set(pressed)
  }

  /// A view's command as a menu action.
  private static func menuAction(_ command: ListHostMenuCommand) -> UIAction {
    let action = command.action
    return UIAction(
      title: command.title, image: command.systemImage.flatMap { UIImage(systemName: $0) },
      attributes: command.isDestructive ? .destructive : []
    ) { _ in
      // UIKit calls the handler on the main thread, which its type does not say.
      MainActor.assumeIsolated { action() }
    }
  }
}
#endif
