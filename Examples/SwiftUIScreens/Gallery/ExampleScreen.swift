#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
public import SwiftUI

// MARK: - ExampleScreen

/// A SwiftUI example the gallery app opens: by the user from its list, or by a UI test from
/// the launch argument `-TabulaExample <name>`.
@available(iOS 16.0, *)
public enum ExampleScreen: String, CaseIterable, Identifiable, Sendable {
  case books, people, pokedex, customer, countries, users, chat, inbox, places, library
  case settings

  /// The name a UI test opens it by.
  public var id: String { rawValue }

  /// The screen named after `-TabulaExample` in the arguments, if any.
  ///
  /// - Parameter arguments: The process's launch arguments.
  public init?(launchArguments arguments: [String]) {
    guard let flag = arguments.firstIndex(of: "-TabulaExample"),
      arguments.indices.contains(flag + 1)
    else { return nil }
    self.init(rawValue: arguments[flag + 1])
  }

  /// The name the gallery lists it under.
  public var title: String {
    switch self {
    case .books: "Books (seed 001)"
    case .people: "People (seed 002)"
    case .pokedex: "Pokédex (seed 002)"
    case .customer: "Customer (seed 003)"
    case .countries: "Countries (seed 004)"
    case .users: "User search (seed 000)"
    case .chat: "Chat"
    case .inbox: "Inbox"
    case .places: "Places (outline)"
    case .library: "Library (master-detail)"
    case .settings: "Settings (fixed and dynamic rows)"
    }
  }

  /// The example's view, with its own navigation.
  @MainActor @ViewBuilder public var view: some View {
    switch self {
    case .books: BooksView()
    case .people: PeopleView()
    case .pokedex: PokedexView()
    case .customer: CustomerView()
    case .countries: CountriesView()
    case .users: UserSearchView()
    case .chat: ChatView()
    case .inbox: InboxView()
    case .places: PlacesView()
    case .library: LibrarySplitView()
    case .settings: SettingsView()
    }
  }
}
#endif
