// MARK: - UIContextualAction

/// An action to display when the user swipes a table row or a list cell.
///
/// The stand-in has no `UIColor`, so `backgroundColor` is not mirrored.
@available(iOS 11.0, *) @available(tvOS, unavailable)
#if UIKIT_STANDIN_TVOS
@available(*, unavailable, message: "UIContextualAction is unavailable in tvOS")
#endif
@MainActor open class UIContextualAction: NSObject {
  /// Constants indicating the style of the action button.
  public enum Style: Int, Sendable {
    /// A normal action.
    case normal = 0
    /// A destructive action, such as Delete.
    case destructive = 1
  }

  /// The closure called when the user selects the action: it receives the action, the view
  /// in which the action was displayed, and a completion handler to call with whether the
  /// action was performed.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  init(style: Style, title: String?, actionHandler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = actionHandler
    super.init()
  }

  /// Creates a contextual action.
  ///
  /// - Parameters:
  ///   - style: The style of the action button.
  ///   - title: The title of the action button.
  ///   - handler: The closure to run when the user selects the action.
  public convenience init(
    style: UIContextualAction.Style, title: String?,
    handler: @escaping UIContextualAction.Handler
  ) {
    self.init(style: style, title: title, actionHandler: handler)
  }

  /// The style of the action button.
  open private(set) var style: UIContextualAction.Style

  /// The closure to run when the user selects the action.
  open private(set) var handler: UIContextualAction.Handler

  /// The title of the action button.
  open var title: String?

  /// The image of the action button.
  open var image: UIImage?
}
