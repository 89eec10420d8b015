// MARK: - UIContextMenuConfiguration + StandIn

@available(iOS 13.0, tvOS 17.0, *)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable)
#endif
extension UIContextMenuConfiguration {
  /// The menu UIKit would show: the action provider's result, as UIKit asks for it when the
  /// menu is about to appear. Choose one of its actions with `UIAction.standInPerform()`.
  ///
  /// - Parameter suggestedActions: The actions UIKit gathered from the responder chain.
  /// - Returns: The action provider's menu, or `nil` without an action provider.
  @_spi(StandIn) public func standInMenu(suggestedActions: [UIMenuElement] = []) -> UIMenu? {
    actionProvider?(suggestedActions)
  }

  /// The preview UIKit would show: the preview provider's view controller.
  ///
  /// - Returns: The preview provider's result, or `nil` without a preview provider.
  @_spi(StandIn) public func standInPreview() -> UIViewController? {
    previewProvider?()
  }
}
