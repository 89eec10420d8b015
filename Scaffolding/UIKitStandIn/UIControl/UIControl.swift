// MARK: - UIControl

/// The base class for controls: visual elements that send actions when the user interacts
/// with them.
///
/// The stand-in keeps the actions added with `addAction(_:for:)` and runs them from
/// `sendActions(for:)`, in the order added; target-action pairs need selectors and are not
/// mirrored.
@MainActor open class UIControl: UIView {
  /// Whether the control responds to the user; a disabled control sends no actions when the
  /// user touches it.
  open var isEnabled = true

  /// Adds an action for events; an action with the identifier of one already added for an
  /// event replaces it.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - controlEvents: The events that run it.
  @available(iOS 14.0, tvOS 14.0, *)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    actions.removeAll { $0.action.identifier == action.identifier && $0.events == controlEvents }
    actions.append((action, controlEvents))
  }

  /// Runs the actions added for any of the events, in the order added.
  ///
  /// - Parameter controlEvents: The events.
  open func sendActions(for controlEvents: UIControl.Event) {
    for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
      action.run()
    }
  }

  private var actions: [(action: UIAction, events: UIControl.Event)] = []
}
