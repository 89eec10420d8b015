// `String.contains(_:)` and `trimmingCharacters(in:)` are Foundation's (see
// UserSearchResponse+Pages.swift): MemberImportVisibility asks for the import.
import Foundation

// MARK: - UsersFixture + Search

extension UsersFixture {
  /// The users of the recorded search that GitHub finds for a term: every user whose login
  /// contains the term, ignoring case and the spaces around it, in the order of the response;
  /// an empty term finds every user.
  ///
  /// ```swift
  /// try UsersFixture.users(matching: " OCTO ")  // [octocat]
  /// try UsersFixture.users(matching: "")        // all nine recorded users
  /// ```
  ///
  /// - Parameter term: What the user typed.
  /// - Returns: The users found.
  /// - Throws: `DecodingError` if the fixture does not decode.
  /// - Complexity: O(*n*) for *n* recorded users.
  package static func users(matching term: String) throws -> [GitHubUser] {
    let users = try users()
    let wanted = term.trimmingCharacters(in: .whitespaces).lowercased()
    if wanted.isEmpty { return users }
    return users.filter { $0.login.lowercased().contains(wanted) }
  }
}
