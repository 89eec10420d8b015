// MARK: - UISearchResultsUpdating

/// What a search controller tells as the search bar's text changes.
///
/// Apple's optional `updateSearchResults(for:selecting:)` (iOS 16, search suggestions) is not
/// mirrored.
@MainActor public protocol UISearchResultsUpdating: NSObjectProtocol {
  /// The search bar's text changed, or the search controller became active or inactive.
  ///
  /// - Parameter searchController: The search controller; its `searchBar.text` is the text.
  func updateSearchResults(for searchController: UISearchController)
}
