#if canImport(UIKit)
public import Tabula
public import UIKit

/// The footer a ``TableViewController`` shows below the rows of a `PagedProvider`: "Loading
/// more…" while the next page loads, the failure and a Retry button when it failed, nothing
/// otherwise.
///
/// The first page's loading and failure show in the controller's placeholder instead, in
/// place of the rows. Restyle the label and the button as you like; the controller sets
/// their texts and visibility.
@MainActor
public final class PagingFooterView: UIView {
  /// Says what the next page is doing.
  public let label = UILabel(frame: .zero)

  /// Loads the failed page again.
  public let retryButton = UIButton(type: .system, primaryAction: nil)

  /// The text while the next page loads.
  public static let loadingText = "Loading more…"

  /// Creates a hidden footer, 44 points high as a table requires a footer's height.
  public init() {
    super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
    retryButton.setTitle("Retry", for: .normal)
    addSubview(label)
    addSubview(retryButton)
    show(.idle)
  }

  /// Not available: the footer is made in code.
  ///
  /// - Parameter coder: An archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Shows a paging state: the footer is hidden unless the next page loads or failed (a
  /// page loading at the top does not show at the bottom).
  ///
  /// A failure shows the error's `LocalizedError.errorDescription`, else the localized
  /// description an `NSError` (a `URLError`) carries, else its `description`.
  ///
  /// - Parameter state: The provider's paging state.
  public func show(_ state: PagingState) {
    switch state {
    case .loadingNextPage:
      label.text = Self.loadingText
      retryButton.isHidden = true
      isHidden = false
    case .failedNextPage(let error):
      label.text = FailureText.text(for: error)
      retryButton.isHidden = false
      isHidden = false
    case .idle, .loadingFirstPage, .failedFirstPage, .loadingEarlierPage, .failedEarlierPage,
      .endOfList:
      label.text = nil
      retryButton.isHidden = true
      isHidden = true
    }
  }
}
#endif
