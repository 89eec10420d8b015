import Tabula
import TabulaExampleModels

/// Seed 000's search screen: the users of a GitHub search, from the fixture; typing a filter
/// searches them, and Enter pushes the user's repositories, as the seed's
/// `UserSearchTableViewController` pushes `RepositoriesTableViewController`.
enum UsersScreen {
  /// How a user row looks: the seed's `TwoLabelCell`, a name above a description.
  static let appearance = TerminalAppearance<GitHubUser>(cellStyle: .subtitle) { content, user in
    content.text = user.login
    content.secondaryText = "\(user.type) · \(user.htmlUrl)"
    content.accessory = .disclosureIndicator
  }

  /// The users in one section.
  ///
  /// - Parameter users: The users, in order.
  /// - Returns: The snapshot.
  static func snapshot(of users: [GitHubUser]) -> Snapshot<ListSection, GitHubUser> {
    (try? Snapshot { SnapshotSection(ListSection(id: "users")) { users } }) ?? Snapshot()
  }

  /// Pushes a user's repositories, as Enter on the user does.
  ///
  /// - Parameters:
  ///   - user: The user.
  ///   - navigator: The stack the repositories go on.
  /// - Returns: Why the repositories could not open, or `nil` once they are pushed.
  @MainActor
  static func openRepositories(of user: GitHubUser, on navigator: Navigator) -> String? {
    do {
      navigator.push(try RepositoriesScreen.make(navigator, login: user.login))
      return nil
    } catch {
      return "Could not read \(user.login)'s repositories: \(error)"
    }
  }

  /// Makes the screen: the recorded search, or, when the navigator has a network
  /// (`--paged`), a ``PagedUsersScreen``.
  ///
  /// - Parameter navigator: The stack the repositories are pushed on.
  /// - Returns: The screen.
  /// - Throws: `DecodingError` if the fixture does not decode.
  @MainActor
  static func make(_ navigator: Navigator) throws -> any DemoScreen {
    if let network = navigator.network {
      return try PagedUsersScreen(navigator: navigator, network: network)
    }
    let behavior = ScreenBehavior<GitHubUser>(
      title: { "Users (seed 000): \($0.numberOfItems) from a GitHub search" },
      describe: \.login,
      matches: { user, text in user.login.lowercased().contains(text) },
      open: { [weak navigator] user in
        navigator.flatMap { openRepositories(of: user, on: $0) }
      },
      isMovable: false)
    let view = navigator.makeView(rowHeight: appearance.terminalRowHeight)
    view.emptyText = "No users match"
    return ListScreen(
      model: EditableList(snapshot(of: try UsersFixture.users())), view: view,
      behavior: behavior, log: navigator.log
    ) { view, diagnostics in
      ListDataSource(
        surface: view, registration: appearance.terminalRegistration, diagnostics: diagnostics)
    }
  }
}
