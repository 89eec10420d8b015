// MARK: - UISearchController

/// A view controller that manages a search bar and tells its results updater what the user
/// types.
///
/// On iOS 11 and later a navigation item shows it (`UINavigationItem.searchController`), below
/// the navigation bar. The stand-in models what an app sees: the updater is held weakly and is
/// told each change of the text (`standInType(_:)`) and each change of `isActive`.
@MainActor open class UISearchController: UIViewController {
  /// Creates a search controller that shows results in another controller, or, with `nil`,
  /// in the view controller that presents it (the usual way for a list that filters itself).
  ///
  /// - Parameter searchResultsController: The controller that shows the results, or `nil`.
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a search controller from an archive; the stand-in decodes nothing.
  ///
  /// - Parameter coder: An archive.
  public required init?(coder: NSCoder) {
    searchResultsController = nil
    super.init(coder: coder)
  }

  /// The controller that shows the results, if not the presenting one.
  public let searchResultsController: UIViewController?

  /// Told of each change of the search bar's text; held weakly.
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?

  /// Whether the search interface shows (the user tapped into the search bar).
  open var isActive = false {
    didSet {
      guard isActive != oldValue else { return }
      searchResultsUpdater?.updateSearchResults(for: self)
    }
  }

  /// Whether the content under the search bar dims while searching; `true` by default.
  @available(iOS 9.1, *)
  open var obscuresBackgroundDuringPresentation = true

  /// The search bar.
  open private(set) var searchBar = UISearchBar(frame: .zero)
}

// MARK: - UISearchController + StandIn

extension UISearchController {
  /// Simulates the user typing into the search bar until it holds `text`: the controller is
  /// active, and its updater is told, as UIKit tells it on each change.
  ///
  /// - Parameter text: The search bar's new text.
  @_spi(StandIn) public func standInType(_ text: String) {
    UIKitStandIn.endRunLoopPass()  // a user event is a run-loop pass of its own
    defer { UIKitStandIn.endRunLoopPass() }
    if !isActive { isActive = true }
    searchBar.text = text
    searchResultsUpdater?.updateSearchResults(for: self)
  }
}
