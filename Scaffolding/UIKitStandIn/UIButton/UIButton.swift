// MARK: - UIButton

/// A control that runs an action when the user taps it.
@MainActor open class UIButton: UIControl {
  /// The kinds of button.
  public enum ButtonType: Int, Sendable {
    /// No style.
    case custom = 0
    /// The system's style.
    case system = 1
  }

  /// The button's kind.
  open private(set) var buttonType = ButtonType.custom

  /// Creates a button of a kind that runs an action on tap and shows the action's title.
  ///
  /// - Parameters:
  ///   - buttonType: The kind of button.
  ///   - primaryAction: The action, added for `.primaryActionTriggered`.
  @available(iOS 14.0, tvOS 14.0, *)
  public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?)
  {
    self.init(frame: .zero)
    self.buttonType = buttonType
    if let primaryAction {
      addAction(primaryAction, for: .primaryActionTriggered)
      setTitle(primaryAction.title, for: .normal)
    }
  }

  /// Sets the title shown in a state.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - state: The state.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
  }

  /// The title shown in a state; the normal state's when none was set for it.
  ///
  /// - Parameter state: The state.
  /// - Returns: The title.
  open func title(for state: UIControl.State) -> String? {
    titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
  }

  /// Sets the image shown in a state.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - state: The state.
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state.rawValue] = image
  }

  /// The image shown in a state; the normal state's when none was set for it.
  ///
  /// - Parameter state: The state.
  /// - Returns: The image.
  open func image(for state: UIControl.State) -> UIImage? {
    images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
  }

  /// The image shown now: the normal state's (the stand-in's buttons are never highlighted).
  open var currentImage: UIImage? { image(for: .normal) }

  private var titles: [UInt: String] = [:]
  private var images: [UInt: UIImage] = [:]
}

// MARK: - UIButton + StandIn

extension UIButton {
  /// Simulates a tap: an enabled, visible button sends `.touchUpInside` and
  /// `.primaryActionTriggered`, as one user event.
  ///
  /// - Returns: Whether the button sent its actions.
  @_spi(StandIn) @discardableResult public func standInTap() -> Bool {
    UIKitStandIn.endRunLoopPass()  // a user event is a run-loop pass of its own
    defer { UIKitStandIn.endRunLoopPass() }
    guard isEnabled, !isHidden else { return false }
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
    return true
  }
}
