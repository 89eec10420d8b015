// MARK: - ScreenID + Screens

extension ScreenID {
  /// Makes the screen, sized and reporting to the navigator.
  ///
  /// - Parameter navigator: The stack the screen goes on; screens open others through it.
  /// - Returns: The screen.
  /// - Throws: An error if the screen's data cannot be read (a fixture that does not decode,
  ///   a database that can be neither opened nor created).
  @MainActor
  func makeScreen(_ navigator: Navigator) throws -> any DemoScreen {
    switch self {
    case .menu: MenuScreen.make(navigator)
    case .users: try UsersScreen.make(navigator)
    case .books: BooksScreen.make(navigator)
    case .pokedex: PokedexScreen.make(navigator)
    case .customer: CustomerScreen.make(navigator)
    case .countries: try CountriesSource.makeScreen(navigator)
    case .inbox: InboxScreen.make(navigator)
    case .chat: ChatScreen(navigator: navigator)
    case .outline: try OutlineScreen.make(navigator)
    }
  }
}
