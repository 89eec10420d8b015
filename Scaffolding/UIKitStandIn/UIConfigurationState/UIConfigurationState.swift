// MARK: - UIConfigurationState

/// The state a view's configuration is updated for: selected, highlighted, editing, and the
/// traits of its environment.
///
/// The stand-in declares the protocol without requirements: it never updates a configuration
/// for a state (Apple's `traitCollection` and custom-key subscript are not modelled).
@available(iOS 14.0, tvOS 14.0, *)
public protocol UIConfigurationState {}
