// MARK: - UIContentView

/// A view made by a content configuration, which shows the configuration it is given.
@available(iOS 14.0, tvOS 14.0, *)
@MainActor public protocol UIContentView: NSObjectProtocol {
  /// The configuration the view shows; setting it shows the new one.
  var configuration: any UIContentConfiguration { get set }

  /// Whether the view can show a configuration by being given it, rather than replaced.
  ///
  /// - Parameter configuration: The new configuration.
  /// - Returns: Whether the view supports it.
  @available(iOS 16.0, tvOS 16.0, *)
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

// MARK: - UIContentView + Defaults

@available(iOS 16.0, tvOS 16.0, *)
extension UIContentView {
  /// Whether the new configuration is of the same type as the one the view shows: Apple's
  /// documented default ("compatible with configuration types that match the type of the
  /// view's existing configuration").
  ///
  /// - Parameter configuration: The new configuration.
  /// - Returns: Whether the types match.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    ObjectIdentifier(type(of: configuration)) == ObjectIdentifier(type(of: self.configuration))
  }
}

// MARK: - UIContentView + StandIn

extension UIKitStandIn {
  /// The content view a cell shows after its content configuration is set, as Apple documents
  /// it: the configuration is handed to the current content view if that view supports it;
  /// otherwise a new content view from the configuration replaces the current one; `nil`
  /// replaces a configured content view with an empty one.
  ///
  /// - Parameters:
  ///   - configuration: The new configuration, or `nil`.
  ///   - current: The cell's content view now.
  ///   - cell: The cell, which holds the content view as a subview.
  /// - Returns: The content view to keep.
  @MainActor
  static func contentView(
    showing configuration: (any UIContentConfiguration)?, replacing current: UIView,
    in cell: UIView
  ) -> UIView {
    if let configuration, let reusable = current as? any UIView & UIContentView,
      reusable.supports(configuration)
    {
      reusable.configuration = configuration
      return reusable
    }
    if configuration == nil, !(current is any UIContentView) { return current }
    let replacement = configuration?.makeContentView() ?? UIView()
    current.removeFromSuperview()
    cell.addSubview(replacement)
    return replacement
  }
}
