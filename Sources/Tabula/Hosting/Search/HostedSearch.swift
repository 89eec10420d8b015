// MARK: - HostedSearch

/// What a hosted list handed its provider of the view's search field: the text of the latest
/// update, so that the provider is handed a text only when it means something new there.
package struct HostedSearch {
  /// The search text of the latest update; `nil` while the view has no search field.
  package private(set) var text: String?

  /// Creates the record of a list that has not been updated yet.
  package init() {}

  /// Hands the search text of an update to the bound provider (a `SearchFilter`, a
  /// `SearchLoader`) when it means something new there: a new provider gets the current text,
  /// the same provider only a text other than the one it was given last. A view without a
  /// search field has the empty text: a list that stops being searchable hands it over once,
  /// so that the provider shows everything again. A provider that is not searchable is handed
  /// nothing.
  ///
  /// - Parameters:
  ///   - text: The update's search text; `nil` when the view has no search field.
  ///   - provider: The bound provider, if any.
  ///   - isNewProvider: Whether the update bound a new provider.
  /// - Returns: Whether the provider was handed the text.
  /// - Complexity: O(1) besides the provider's own search.
  @MainActor
  @discardableResult
  package mutating func apply(
    _ text: String?, to provider: (any DataProvider)?, isNewProvider: Bool
  ) -> Bool {
    let previous = self.text
    self.text = text
    let applied = text ?? ""
    guard isNewProvider || applied != (previous ?? "") else { return false }
    guard let provider, provider.isSearchable else { return false }
    provider.search(applied)
    return true
  }
}
