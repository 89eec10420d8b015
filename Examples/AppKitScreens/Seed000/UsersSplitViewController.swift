#if canImport(AppKit) && os(macOS)
package import AppKit
import TabulaExampleModels

/// Seed 000's two screens side by side, as a Mac window shows a list and its detail: the user
/// search on the left, and on the right the repositories of the user double-clicked last.
///
/// Where iOS pushes a repositories screen per user, the Mac keeps one beside the search and
/// loads each user's repositories in it.
///
/// ```swift
/// window.contentViewController = UsersSplitViewController()
/// ```
package final class UsersSplitViewController: NSSplitViewController {
  /// The search: a search field over the users found.
  package let search: UserSearchViewController

  /// The repositories of the user double-clicked last.
  package let repositories: UserRepositoriesViewController

  /// Creates the window's content.
  ///
  /// - Parameters:
  ///   - search: The user search; the recorded fixture's by default.
  ///   - repositories: The repositories' screen; the recorded fixture's by default.
  package init(
    search: UserSearchViewController = UserSearchViewController(),
    repositories: UserRepositoriesViewController = UserRepositoriesViewController()
  ) {
    self.search = search
    self.repositories = repositories
    super.init(nibName: nil, bundle: nil)
    title = "Users"
  }

  /// Not available: the screen is made in code.
  ///
  /// - Parameter coder: An archive.
  package required init?(coder: NSCoder) {
    return nil
  }

  /// Puts the search and the repositories side by side; a double-click on a user loads the
  /// user's repositories on the right.
  package override func viewDidLoad() {
    super.viewDidLoad()
    let searchItem = NSSplitViewItem(viewController: search)
    searchItem.minimumThickness = 220
    let repositoriesItem = NSSplitViewItem(viewController: repositories)
    repositoriesItem.minimumThickness = 260
    addSplitViewItem(searchItem)
    addSplitViewItem(repositoriesItem)
    search.showRepositories = { [weak repositories] user in
      repositories?.show(login: user.login)
    }
  }
}
#endif
