#if canImport(UIKit)
internal import Tabula
internal import UIKit

// MARK: - TableViewController + Search

#if !os(tvOS)
extension TableViewController {
  /// Shows a search field on the navigation item, the iOS way since iOS 11, whose text goes to
  /// the provider as the user types: a `SearchLoader` searches for it, a `SearchFilter`
  /// filters by it.
  ///
  /// - Parameter search: Hands the text to the provider.
  func installSearchField(_ search: @escaping @MainActor (String) -> Void) {
    let controller = UISearchController(searchResultsController: nil)
    let updater = SearchFieldUpdater(search)
    controller.searchResultsUpdater = updater
    controller.obscuresBackgroundDuringPresentation = false
    navigationItem.searchController = controller
    searchFieldUpdater = updater
  }
}
#endif

// MARK: - SearchFieldUpdater

/// Hands a search controller's text to a closure: the search controller's results updater,
/// which it holds weakly, so the table view controller keeps it.
@MainActor
final class SearchFieldUpdater: NSObject, UISearchResultsUpdating {
  private let search: @MainActor (String) -> Void

  /// Creates an updater that hands each new text to `search`.
  ///
  /// - Parameter search: Takes the search bar's text.
  init(_ search: @escaping @MainActor (String) -> Void) {
    self.search = search
  }

  /// Hands the search bar's text over; an inactive search controller searches for nothing.
  ///
  /// - Parameter searchController: The search controller.
  func updateSearchResults(for searchController: UISearchController) {
    search(searchController.isActive ? searchController.searchBar.text ?? "" : "")
  }
}
#endif
