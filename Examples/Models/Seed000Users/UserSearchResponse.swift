/// The body of GitHub's `GET /search/users` response: the users found, and how many.
package struct UserSearchResponse: Equatable, Sendable, Decodable {
  /// The number of users the search found, over all pages.
  package let totalCount: Int

  /// Whether the search timed out before finding every match.
  package let incompleteResults: Bool

  /// The users of this page.
  package let items: [GitHubUser]

  /// Creates the value from its parts.
  package init(totalCount: Int, incompleteResults: Bool, items: [GitHubUser]) {
    self.totalCount = totalCount
    self.incompleteResults = incompleteResults
    self.items = items
  }
}
