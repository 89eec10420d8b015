#if canImport(UIKit)
@_spi(Hosting) internal import Tabula

// MARK: - ListHost + Search

extension ListHost {
  /// Hands the search text of an update to the bound provider when it means something new
  /// there (`HostedSearch.apply`), and counts it.
  ///
  /// - Parameters:
  ///   - text: The update's search text; `nil` when the view has no search field.
  ///   - isNewProvider: Whether the update bound a new provider.
  func applySearch(_ text: String?, toNewProvider isNewProvider: Bool) {
    if appliedSearch.apply(text, to: provider, isNewProvider: isNewProvider) {
      counts.searchesApplied += 1
    }
  }
}
#endif
