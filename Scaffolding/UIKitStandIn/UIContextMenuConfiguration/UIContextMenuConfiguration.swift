// MARK: - UIContextMenuConfiguration

/// Returns an action-based menu, optionally built from the actions UIKit suggests.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// Returns the view controller to preview the content, or `nil` for UIKit's default preview.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// The preview and the menu to show for a context-menu interaction.
@available(iOS 13.0, tvOS 17.0, *)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable, message: "UIContextMenuConfiguration was introduced in tvOS 17.0")
#endif
@MainActor open class UIContextMenuConfiguration: NSObject {
  init(
    menuIdentifier: (any NSCopying)?, previewProvider: UIContextMenuContentPreviewProvider?,
    actionProvider: UIContextMenuActionProvider?
  ) {
    self.identifier = menuIdentifier ?? NSUUID()
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
    super.init()
  }

  /// Creates a menu configuration.
  ///
  /// - Parameters:
  ///   - identifier: A unique identifier; a new `NSUUID` when `nil`.
  ///   - previewProvider: Returns the preview's view controller; `nil` for the default.
  ///   - actionProvider: Returns the menu; `nil` shows no menu.
  public convenience init(
    identifier: (any NSCopying)? = nil,
    previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    self.init(
      menuIdentifier: identifier, previewProvider: previewProvider,
      actionProvider: actionProvider)
  }

  /// The configuration's identifier.
  public let identifier: any NSCopying

  let previewProvider: UIContextMenuContentPreviewProvider?
  let actionProvider: UIContextMenuActionProvider?
}
