// MARK: - UIContentConfiguration

/// The content and styling of a view, which makes the view that shows it.
///
/// A cell's `contentConfiguration` makes the cell's content view, or hands the configuration
/// to the content view it has when that view supports it (`UIContentView.supports(_:)`).
@available(iOS 14.0, tvOS 14.0, *)
public protocol UIContentConfiguration {
  /// Makes a new content view that shows this configuration.
  ///
  /// - Returns: The content view.
  @MainActor func makeContentView() -> any UIView & UIContentView

  /// A copy of the configuration updated for a state.
  ///
  /// - Parameter state: The state, such as a cell's selected or editing state.
  /// - Returns: The updated configuration.
  func updated(for state: any UIConfigurationState) -> Self
}
