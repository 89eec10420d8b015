/// The body of GitHub's `GET /search/users` response: the users found, and how many.
struct UserSearchResponse: Equatable, Sendable, Decodable {
  /// The number of users the search found, over all pages.
  let totalCount: Int

  /// Whether the search timed out before finding every match.
  let incompleteResults: Bool

  /// The users of this page.
  let items: [GitHubUser]
}
