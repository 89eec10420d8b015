#if canImport(UIKit)
import Foundation
package import TabulaExampleModels

/// Finds the GitHub users whose login matches a search term.
package typealias UserSearchLoader = @MainActor (_ term: String) async throws -> [GitHubUser]

/// Fetches the public repositories of a GitHub user.
package typealias RepositoriesLoader = @MainActor (_ login: String) async throws -> [Repository]

/// The two GitHub requests of seed 000 (`GET /search/users` and `GET /users/{login}/repos`),
/// answered from the recorded fixture: the screens never go to the network.
package enum GitHubFixtureAPI {
  /// Searches users as GitHub does for a login: every user whose login contains the term,
  /// ignoring case, in the order of the response; an empty term finds every user.
  ///
  /// - Parameter term: What the user typed.
  /// - Returns: The users found.
  /// - Throws: `DecodingError` if the fixture does not decode.
  package static func searchUsers(_ term: String) async throws -> [GitHubUser] {
    let users = try UsersFixture.users()
    let wanted = term.trimmingCharacters(in: .whitespaces).lowercased()
    if wanted.isEmpty { return users }
    return users.filter { $0.login.lowercased().contains(wanted) }
  }

  /// The public repositories of a user, in the order of the response.
  ///
  /// - Parameter login: The user's name on GitHub.
  /// - Returns: The repositories; none for a user the fixture does not list.
  /// - Throws: `DecodingError` if the fixture does not decode.
  package static func repositories(of login: String) async throws -> [Repository] {
    try UsersFixture.repositories(of: login)
  }
}
#endif
