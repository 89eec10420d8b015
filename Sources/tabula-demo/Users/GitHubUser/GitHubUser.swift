/// A GitHub user, as an item of the search API's response: identified by its numeric id.
struct GitHubUser: Identifiable, Equatable, Sendable, Decodable {
  /// The user's numeric id.
  let id: Int

  /// The user's name on GitHub.
  let login: String

  /// `User` or `Organization`.
  let type: String

  /// The user's page.
  let htmlUrl: String

  /// How well the user matched the search.
  let score: Double
}
