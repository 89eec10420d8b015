#if canImport(UIKit)
package import Tabula
package import TabulaUIKit
import UIKit
package import TabulaExampleModels

/// Seed 000's `RepositoriesTableViewController`: a user's repositories, each with its star
/// count, loaded when the screen is pushed.
@MainActor
package final class UserRepositoriesScreen {
  /// How a repository row looks: its name, and its stars trailing.
  package static let appearance = ListAppearance<Repository>(
    cellStyle: .value1,
    emptyStateText: "No public repositories"
  ) { content, repository in
    content.text = repository.name
    content.secondaryText = "★ \(repository.stargazersCount)"
  }

  /// The user's name on GitHub.
  package let login: String

  /// The repositories, with the state of their loading.
  package let repositories = LoadingProvider<Repository>(section: ListSection(id: "repositories"))

  private let loadRepositories: RepositoriesLoader

  // MARK: Lifecycle

  /// Creates the screen of a user.
  ///
  /// - Parameters:
  ///   - login: The user's name on GitHub.
  ///   - load: Fetches a user's repositories.
  package init(login: String, load: @escaping RepositoriesLoader) {
    self.login = login
    self.loadRepositories = load
  }

  // MARK: Internal

  /// Makes the list, titled with the user's login.
  ///
  /// - Returns: The view controller to push.
  package func makeViewController() -> TableViewController<ListSection, Repository> {
    let controller = TableViewController(provider: repositories, appearance: Self.appearance)
    controller.title = login
    return controller
  }

  /// Starts loading the repositories.
  ///
  /// - Returns: The load, which ends once the list shows the repositories or the error.
  package func load() -> Task<Void, Never> {
    let repositories = repositories
    let loadRepositories = loadRepositories
    let login = login
    return Task { await repositories.load { try await loadRepositories(login) } }
  }
}
#endif
