#if canImport(SwiftUI) && (os(iOS) || os(visionOS) || os(macOS))
public import SwiftUI
@_spi(Hosting) public import Tabula

// MARK: - TabulaList + Search

@available(iOS 16.0, *)
extension TabulaList {
  /// Shows a search field whose text is the app's, as SwiftUI's `searchable(text:placement:prompt:)`
  /// does: a searchable provider (`SearchFilter`, `SearchLoader`) filters or searches by it
  /// as it changes, and a provider the list is given later gets the text the field holds.
  ///
  /// ```swift
  /// @State private var query = ""
  ///
  /// TabulaList(search) { user in Text(user.name) }  // search: a SearchLoader
  ///   .searchable(text: $query, prompt: Text("Users"))
  /// ```
  ///
  /// The list has no search field of its own. A text equal to the last one is not handed to
  /// the provider again; a list that loses its field hands it the empty text once. The field
  /// is placed beside the list, not around it, so a list that gains or loses it keeps its
  /// collection view and its undo steps.
  ///
  /// - Parameters:
  ///   - text: The text of the search field.
  ///   - placement: Where the field shows, as for SwiftUI's `searchable`.
  ///   - prompt: The text shown in the empty field; `nil` for the system's.
  /// - Returns: The list, searchable.
  /// - Complexity: O(1) per update with an unchanged text; the provider's search otherwise.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> TabulaList {
    var list = self
    list.search = HostedSearch(text: text, placement: placement, prompt: prompt, matches: nil)
    return list
  }

  /// Shows a search field whose text is the app's, with a prompt looked up as `Text` looks up
  /// a string literal.
  ///
  /// - Parameters:
  ///   - text: The text of the search field.
  ///   - placement: Where the field shows.
  ///   - prompt: The key of the localized text shown in the empty field.
  /// - Returns: The list, searchable.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> TabulaList {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }
}

@available(iOS 16.0, *)
extension TabulaList where SectionValue == ListSection {
  /// Shows a search field whose text is the app's, and shows the array's items that match
  /// it, in their order, as an app filtering the array given to SwiftUI's `List` would:
  ///
  /// ```swift
  /// TabulaList($books, selection: $selection) { $book in TextField("Title", text: $book.title) }
  ///   .searchable(text: $query) { book, text in book.title.localizedStandardContains(text) }
  /// ```
  ///
  /// An empty text shows every item. The rows' bindings and the user's edits of the shown
  /// rows write to the whole array: a deletion or a move keeps the hidden items where they
  /// are. For a list of a provider, `matches` is not used: filter with a `SearchFilter`.
  ///
  /// - Parameters:
  ///   - text: The text of the search field.
  ///   - placement: Where the field shows.
  ///   - prompt: The text shown in the empty field; `nil` for the system's.
  ///   - matches: Whether an item matches a non-empty text.
  /// - Returns: The list, searchable.
  /// - Complexity: O(*n*) for *n* items each time the text or the array changes; O(1) per
  ///   update otherwise.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    matches: @escaping @MainActor (Item, String) -> Bool
  ) -> TabulaList {
    var list = self
    list.search = HostedSearch(
      text: text, placement: placement, prompt: prompt, matches: matches)
    return list
  }
}

// MARK: - HostedSearch

/// A ``TabulaList``'s search field: the app's text, where the field shows, and, for an
/// array, what matches the text.
@available(iOS 16.0, *)
struct HostedSearch<Item> {
  var text: Binding<String>
  var placement: SearchFieldPlacement
  var prompt: Text?
  var matches: (@MainActor (Item, String) -> Bool)?

  /// The filter of an array's items, if the app gave a predicate.
  @MainActor
  var arrayFilter: ArrayFilter<Item>? {
    matches.map { ArrayFilter(text: text.wrappedValue, matches: $0) }
  }
}

// MARK: - SearchFieldAnchor

/// The view that carries a list's `.searchable`, behind the list: the navigation container
/// shows the field, and the list's own identity never depends on whether there is one.
@available(iOS 16.0, *)
struct SearchFieldAnchor<Item>: View {
  let search: HostedSearch<Item>?

  var body: some View {
    if let search {
      Color.clear
        .accessibilityHidden(true)
        .searchable(text: search.text, placement: search.placement, prompt: search.prompt)
    }
  }
}
#endif
