// MARK: - UIContextualAction + StandIn

@available(tvOS, unavailable)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable)
#endif
extension UIContextualAction {
  /// Runs the handler as UIKit does when the user taps the action, in a run-loop pass of its
  /// own.
  ///
  /// UIKit's header asks the handler to call the completion handler ("call the
  /// completionHandler to reset the context to its normal state"); it does not say what
  /// happens when it is not called, so the stand-in records nothing and returns `nil`.
  ///
  /// - Parameter view: The view the action is shown in (the row's cell, or the table).
  /// - Returns: The value passed to the completion handler, or `nil` when the handler did not
  ///   call it before returning.
  @_spi(StandIn) @discardableResult public func standInPerform(in view: UIView) -> Bool? {
    UIKitStandIn.endRunLoopPass()  // a user event is a run-loop pass of its own
    defer { UIKitStandIn.endRunLoopPass() }
    var performed: Bool?
    handler(self, view) { performed = $0 }
    return performed
  }
}
