#if canImport(UIKit)
@_spi(Surfaces) internal import Tabula
internal import UIKit

// Context menus need tvOS 17 and swipe actions do not exist on tvOS: both are left out there.
#if !os(tvOS)
// MARK: - SurfaceItemAction + UIKit

extension SurfaceItemAction {
  /// The action as a command of a context menu.
  @MainActor
  var menuAction: UIAction {
    UIAction(
      title: title, image: imageName.flatMap { UIImage(systemName: $0) },
      attributes: isDestructive ? .destructive : []
    ) { _ in
      _ = perform()
    }
  }

  /// A context menu of actions, or `nil` when there are none.
  ///
  /// - Parameter actions: The item's actions.
  /// - Returns: A configuration whose menu holds one command an action.
  @MainActor
  static func contextMenu(_ actions: [SurfaceItemAction]?) -> UIContextMenuConfiguration? {
    guard let actions, !actions.isEmpty else { return nil }
    let commands = actions.map(\.menuAction)
    // UIKit calls the provider on the main thread, which its type does not say.
    return UIContextMenuConfiguration(
      identifier: nil, previewProvider: nil,
      actionProvider: { _ in MainActor.assumeIsolated { UIMenu(children: commands) } })
  }
}

// MARK: - SurfaceItemAction + Swipe actions

extension SurfaceItemAction {
  /// The action as a button revealed by a swipe; the swipe closes as the action reports.
  @MainActor
  var contextualAction: UIContextualAction {
    let action = UIContextualAction(
      style: isDestructive ? .destructive : .normal, title: title
    ) { _, _, completion in
      // UIKit calls the handler on the main thread, which its type does not say.
      MainActor.assumeIsolated { completion(perform()) }
    }
    action.image = imageName.flatMap { UIImage(systemName: $0) }
    return action
  }

  /// The buttons a swipe reveals: `nil` when the list has no say (the view's own behaviour),
  /// an empty configuration when the list offers nothing.
  ///
  /// - Parameter actions: The item's actions.
  /// - Returns: The configuration.
  @MainActor
  static func swipeConfiguration(_ actions: [SurfaceItemAction]?)
    -> UISwipeActionsConfiguration?
  {
    guard let actions else { return nil }
    return UISwipeActionsConfiguration(actions: actions.map(\.contextualAction))
  }
}
#endif
#endif
