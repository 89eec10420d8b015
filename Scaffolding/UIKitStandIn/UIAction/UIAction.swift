// MARK: - UIAction

/// The closure an action runs; it receives the action.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element that runs a closure when chosen.
@MainActor open class UIAction: UIMenuElement {
  /// A string that identifies an action.
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    /// The identifier's text.
    public var rawValue: String

    /// Creates an identifier.
    ///
    /// - Parameter rawValue: The identifier's text.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates an identifier.
    ///
    /// - Parameter rawValue: The identifier's text.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }
  }

  init(
    title: String, image: UIImage?, identifier: Identifier, discoverabilityTitle: String?,
    attributes: UIMenuElement.Attributes, state: UIMenuElement.State,
    handler: @escaping UIActionHandler
  ) {
    self.identifier = identifier
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, image: image)
  }

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - title: The action's title.
  ///   - image: The action's image.
  ///   - identifier: The action's identifier; a unique one when `nil`.
  ///   - discoverabilityTitle: An elaborated title.
  ///   - attributes: Appearance and behaviour options.
  ///   - state: The on/off state.
  ///   - handler: The closure to run when the action is chosen.
  public convenience init(
    title: String = "",
    image: UIImage? = nil,
    identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off,
    handler: @escaping UIActionHandler
  ) {
    self.init(
      title: title, image: image,
      identifier: identifier ?? Identifier(rawValue: UUID().uuidString),
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state,
      handler: handler)
  }

  /// The action's identifier.
  open private(set) var identifier: Identifier

  /// An elaborated title.
  open var discoverabilityTitle: String?

  /// Appearance and behaviour options.
  open var attributes: UIMenuElement.Attributes

  /// The on/off state.
  open var state: UIMenuElement.State

  /// Runs the action's handler, as UIKit does when the user chooses the action; does nothing
  /// when the action is disabled.
  ///
  /// - Returns: Whether the handler ran.
  @_spi(StandIn) @discardableResult public func standInPerform() -> Bool {
    UIKitStandIn.endRunLoopPass()  // a user event is a run-loop pass of its own
    defer { UIKitStandIn.endRunLoopPass() }
    return run()
  }

  /// Runs the handler unless the action is disabled, within the current run-loop pass.
  ///
  /// - Returns: Whether the handler ran.
  @discardableResult func run() -> Bool {
    guard !attributes.contains(.disabled) else { return false }
    handler(self)
    return true
  }

  private let handler: UIActionHandler
}
