// `String.contains(_:)` is Foundation's wherever Foundation is loaded (an app with UIKit):
// MemberImportVisibility then asks for the import, which an iOS SDK's typecheck enforces.
import Foundation

// MARK: - UserSearchResponse + Pages

extension UserSearchResponse {
  /// One page of a user search, as GitHub answers
  /// `GET /search/users?q=<term>&page=<number>&per_page=<size>`: the users whose login
  /// contains the term, ignoring case, that fall on the page.
  ///
  /// ```swift
  /// let second = UserSearchResponse.page(2, size: 30, of: try UsersFixture.manyUsers())
  /// second.items.count        // 30: users 31 to 60
  /// second.page(after: 2, size: 30)  // 3
  /// ```
  ///
  /// - Parameters:
  ///   - number: The page, from 1; a page past the last one has no items.
  ///   - size: How many users a page holds.
  ///   - users: Every user the server knows, in the order it answers them.
  ///   - term: What the user typed; an empty term finds every user.
  /// - Returns: The page, with the number of users found over all pages.
  /// - Complexity: O(*n*) for *n* users, to count the matches.
  package static func page(
    _ number: Int, size: Int, of users: [GitHubUser], matching term: String = ""
  ) -> UserSearchResponse {
    let wanted = term.lowercased()
    let found = wanted.isEmpty ? users : users.filter { $0.login.lowercased().contains(wanted) }
    let start = min(max(number - 1, 0) * max(size, 1), found.count)
    let end = min(start + max(size, 1), found.count)
    return UserSearchResponse(
      totalCount: found.count, incompleteResults: false, items: Array(found[start..<end]))
  }

  /// The number of the page after `number`, as GitHub's `Link: rel="next"` header gives it;
  /// `nil` if this page is the last.
  ///
  /// - Parameters:
  ///   - number: This page's number, from 1.
  ///   - size: How many users a page holds.
  /// - Returns: The next page's number, or `nil`.
  package func page(after number: Int, size: Int) -> Int? {
    number * size < totalCount ? number + 1 : nil
  }
}
