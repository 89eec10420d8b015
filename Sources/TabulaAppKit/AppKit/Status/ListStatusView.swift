#if canImport(AppKit) && os(macOS)
public import AppKit
public import Tabula

/// A small view that shows a list's ``ListStatus`` the Mac's way: a spinning progress
/// indicator while a load runs, the status's text, and a Retry button after a failure; over a
/// loaded list without rows, the empty text or the app's own ``emptyStateView``. It hides
/// itself when there is nothing to show.
///
/// Placed in the table's scroll view (``place(in:)``), it floats over the rows where the
/// status says: centred over a list without rows, along the bottom edge for the next page,
/// along the top edge for an earlier one.
///
/// ```swift
/// let status = ListStatusView()
/// status.follow(users, emptyText: "No users")
/// status.place(in: scrollView)
/// ```
@MainActor
public final class ListStatusView: NSView {
  /// The spinner, which runs while a load does.
  public let progressIndicator = NSProgressIndicator()
  /// The status's text.
  public let label = NSTextField(labelWithString: "")
  /// Loads what failed again.
  public let retryButton = NSButton(title: "Retry", target: nil, action: nil)
  /// What the Retry button runs; ``follow(_:emptyText:)`` sets it to the provider's `retry()`.
  public var retry: (@MainActor () -> Void)?
  /// The status shown; `nil` for none.
  public private(set) var status: ListStatus?
  /// The app's own view over a loaded list without rows, in place of the empty text; `nil`
  /// shows the text. Setting it makes the empty state show even without a text.
  public var emptyStateView: NSView? {
    didSet {
      guard emptyStateView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let emptyStateView { content.addArrangedSubview(emptyStateView) }
      source?.hasEmptyStateView = emptyStateView != nil
      show(status)
    }
  }
  /// The spinner, the label and the button, side by side.
  private let stack = NSStackView()
  /// The stack and the app's empty-state view, whichever shows: a stack view detaches the
  /// subviews it hides from the layout.
  private let content = NSStackView()
  private var source: ListStatusSource?
  private var placementConstraints: [NSLayoutConstraint] = []

  /// Creates a hidden status view.
  public init() {
    super.init(frame: .zero)
    progressIndicator.style = .spinning
    progressIndicator.controlSize = .small
    progressIndicator.isDisplayedWhenStopped = false
    label.alignment = .center
    label.lineBreakMode = .byWordWrapping
    label.textColor = .secondaryLabelColor
    retryButton.target = self
    retryButton.action = #selector(retryPressed)
    for view in [progressIndicator, label, retryButton] { stack.addArrangedSubview(view) }
    stack.orientation = .horizontal
    stack.spacing = 8
    content.orientation = .vertical
    content.addArrangedSubview(stack)
    content.translatesAutoresizingMaskIntoConstraints = false
    addSubview(content)
    NSLayoutConstraint.activate([
      content.centerXAnchor.constraint(equalTo: centerXAnchor),
      content.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor, constant: 12),
      content.topAnchor.constraint(equalTo: topAnchor, constant: 6),
      content.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6),
    ])
    show(nil)
  }

  /// A status view that follows a provider (``follow(_:emptyText:)``), placed in a scroll
  /// view (``place(in:)``): what the adapters' `showStatus(of:emptyText:)` make.
  convenience init(
    following provider: some DataProvider, emptyText: String?, over scrollView: NSScrollView
  ) {
    self.init()
    follow(provider, emptyText: emptyText)
    place(in: scrollView)
  }

  /// Not available: the view is made in code.
  ///
  /// - Parameter coder: An archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Shows a status, or hides the view for `nil`.
  ///
  /// - Parameter status: The status.
  public func show(_ status: ListStatus?) {
    self.status = status
    isHidden = status == nil
    let showsOwnView = status?.isEmptyState == true && emptyStateView != nil
    emptyStateView?.isHidden = !showsOwnView
    stack.isHidden = showsOwnView
    label.stringValue = status?.text ?? ""
    label.isHidden = status?.text == nil
    retryButton.isHidden = status?.offersRetry != true
    if status?.isLoading == true {
      progressIndicator.startAnimation(nil)
    } else {
      progressIndicator.stopAnimation(nil)
    }
    pin(to: status?.placement ?? .overRows)
  }

  /// Shows the status of a provider from now on, each change as it comes, with its `retry()`
  /// behind the Retry button; a failure's text is the error's `LocalizedError`
  /// `errorDescription`, else the description an `NSError` carries, else its `description`.
  ///
  /// - Parameters:
  ///   - provider: The provider.
  ///   - emptyText: The text over a loaded list without rows; `nil` shows nothing there.
  public func follow(_ provider: some DataProvider, emptyText: String? = nil) {
    let source = ListStatusSource(following: provider, emptyText: emptyText)
    source.failureText = Self.failureText(for:)
    source.hasEmptyStateView = emptyStateView != nil
    source.onChange = { [weak self] in self?.show($0) }
    retry = { [weak source] in source?.retry() }
    self.source = source
    show(source.status)
  }

  /// The text over a loaded list without rows, as ``follow(_:emptyText:)`` set it; a new
  /// one shows at once. `nil` before the view follows a provider, and setting it then does
  /// nothing.
  public var emptyText: String? {
    get { source?.emptyText }
    set { source?.emptyText = newValue }
  }

  /// Adds the view to a scroll view, over its rows, where each status goes.
  ///
  /// - Parameter scrollView: The table's or outline's scroll view.
  public func place(in scrollView: NSScrollView) {
    removeFromSuperview()
    translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(self, positioned: .above, relativeTo: scrollView.contentView)
    NSLayoutConstraint.activate([
      leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
      trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
    ])
    placementConstraints = []
    pin(to: status?.placement ?? .overRows)
  }

  @objc private func retryPressed() {
    retry?()
  }

  /// Moves the view to the place of a status within its scroll view.
  private func pin(to placement: ListStatus.Placement) {
    guard let scrollView = superview as? NSScrollView else { return }
    NSLayoutConstraint.deactivate(placementConstraints)
    let insets = scrollView.contentView.contentInsets
    switch placement {
    case .overRows:
      placementConstraints = [centerYAnchor.constraint(equalTo: scrollView.centerYAnchor)]
    case .aboveRows:
      placementConstraints = [
        topAnchor.constraint(equalTo: scrollView.topAnchor, constant: insets.top)
      ]
    case .belowRows:
      placementConstraints = [
        bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -insets.bottom)
      ]
    }
    NSLayoutConstraint.activate(placementConstraints)
  }

  private static func failureText(for error: any Error) -> String {
    if let description = (error as? any LocalizedError)?.errorDescription { return description }
    // NB: an error a Cocoa API threw is an `NSError`, whose sentence is in its user info.
    if let description = (error as NSError).userInfo[NSLocalizedDescriptionKey] as? String {
      return description
    }
    return String(describing: error)
  }
}
#endif
