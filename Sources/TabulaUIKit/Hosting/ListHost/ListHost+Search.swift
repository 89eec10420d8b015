#if canImport(UIKit)
@_spi(Hosting) internal import Tabula

// MARK: - ListHost + Search

extension ListHost {
  /// Hands the search text of an update to the bound provider (a `SearchFilter`, a
  /// `SearchLoader`) when it means something new there: a new provider gets the current text,
  /// the same provider only a text other than the one it was given last. A view without a
  /// search field has the empty text: a list that stops being searchable hands it over once,
  /// so that the provider shows everything again. A provider that is not searchable is handed
  /// nothing.
  ///
  /// - Parameters:
  ///   - text: The update's search text; `nil` when the view has no search field.
  ///   - isNewProvider: Whether the update bound a new provider.
  /// - Complexity: O(1) besides the provider's own search.
  func applySearch(_ text: String?, toNewProvider isNewProvider: Bool) {
    let previous = appliedSearchText
    appliedSearchText = text
    let applied = text ?? ""
    guard isNewProvider || applied != (previous ?? "") else { return }
    guard let provider, provider.isSearchable else { return }
    counts.searchesApplied += 1
    provider.search(applied)
  }
}
#endif
