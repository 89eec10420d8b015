#if canImport(UIKit)
package import Tabula
package import TabulaUIKit
import UIKit
package import TabulaExampleModels

/// Seed 000's `UserSearchTableViewController`, without a subclass: Tabula's generic
/// `TableViewController` shows a `SearchLoader` of users, so it puts a search field on its
/// navigation item (where the seed had a `UISearchBar` as the table's header) and searches as
/// the user types, once the typing pauses; this screen object pushes a user's repositories
/// when a row is tapped.
///
/// Where the seed reloads the table and scrolls to the top when new data is set, the
/// controller animates the difference between two searches, scrolls to the top, and shows
/// "Loading…", the empty text or the error in place of the rows.
///
/// ```swift
/// let screen = UserSearchScreen(searchUsers: api.searchUsers)
/// navigationController.pushViewController(screen.makeViewController(), animated: true)
/// // the user types "octo" in the search field; or, in code:
/// await screen.search(for: "octo")
/// ```
@MainActor
package final class UserSearchScreen {
  /// How the list looks: the seed's `TwoLabelCell` (a login above a description) in a
  /// subtitle cell with a disclosure indicator, self-sizing rows, and back to the top after
  /// each search.
  package static let appearance = ListAppearance<GitHubUser>(
    cellStyle: .subtitle,
    emptyStateText: "No users match your search",
    rowHeight: .automatic(estimated: 60),
    scrollsToTopOnUpdate: true
  ) { content, user in
    content.text = user.login
    content.secondaryText = "\(user.type) · \(user.htmlUrl)"
    content.accessory = .disclosureIndicator
  }

  /// The users of the last search, with the state of the search.
  package let users: SearchLoader<GitHubUser>

  /// The load of the repositories screen pushed last, if any.
  package private(set) var repositoriesLoad: Task<Void, Never>?

  /// The list, once made; the navigation controller that shows it owns it.
  private(set) weak var viewController: TableViewController<ListSection, GitHubUser>?

  private let searchUsers: UserSearchLoader
  private let loadRepositories: RepositoriesLoader

  // MARK: Lifecycle

  /// Creates the screen.
  ///
  /// - Parameters:
  ///   - searchUsers: Finds the users matching a term; the fixture by default.
  ///   - repositories: Fetches a user's repositories; the fixture by default.
  ///   - debounceMilliseconds: How long the typing in the search field pauses before a
  ///     search runs.
  package init(
    searchUsers: @escaping UserSearchLoader = { try await GitHubFixtureAPI.searchUsers($0) },
    repositories: @escaping RepositoriesLoader = {
      try await GitHubFixtureAPI.repositories(of: $0)
    },
    debounceMilliseconds: Int = 300
  ) {
    self.searchUsers = searchUsers
    self.loadRepositories = repositories
    users = SearchLoader(debounceMilliseconds: debounceMilliseconds) { term in
      try await searchUsers(term)
    }
    // An empty search field lists every user, as the seed's first screen does.
    users.searchesEmptyText = true
  }

  // MARK: Internal

  /// Makes the list; tapping a row pushes the user's repositories.
  ///
  /// The list keeps the screen alive: its selection handler holds it.
  ///
  /// - Returns: The view controller to show.
  package func makeViewController() -> TableViewController<ListSection, GitHubUser> {
    let behavior = ListBehavior<GitHubUser> { user, _ in self.showRepositories(of: user) }
    let controller = TableViewController(
      provider: users, behavior: behavior, appearance: Self.appearance)
    controller.title = "Users"
    viewController = controller
    return controller
  }

  /// Searches the users whose login matches a term at once, as the search field does once the
  /// typing pauses.
  ///
  /// While the search runs the list shows "Loading…"; a failure shows the error and keeps
  /// the users shown; a newer search wins over an older one that answers late.
  ///
  /// - Parameter term: What the user typed.
  package func search(for term: String) async {
    let searchUsers = searchUsers
    await users.results.load { try await searchUsers(term) }
  }

  /// Pushes the repositories of a user, which load as the screen appears.
  ///
  /// - Parameter user: The user tapped.
  package func showRepositories(of user: GitHubUser) {
    let repositories = UserRepositoriesScreen(login: user.login, load: loadRepositories)
    viewController?.navigationController?.pushViewController(
      repositories.makeViewController(), animated: true)
    repositoriesLoad = repositories.load()
  }
}
#endif
