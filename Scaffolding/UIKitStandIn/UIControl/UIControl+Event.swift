// MARK: - UIControl + Event

extension UIControl {
  /// The events a control reports.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt

    /// Creates events from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// A touch lifted inside the control.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The control's value changed, as when a refresh control is pulled.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action, as a button's tap.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }

  /// The states of a control, for state-dependent properties such as a button's title.
  public struct State: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt

    /// Creates states from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The default state.
    public static let normal = State([])
    /// Touched.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Not enabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
  }
}
