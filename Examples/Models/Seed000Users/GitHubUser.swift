/// A GitHub user, as an item of the search API's response: identified by its numeric id.
package struct GitHubUser: Identifiable, Equatable, Sendable, Decodable {
  /// The user's numeric id.
  package let id: Int

  /// The user's name on GitHub.
  package let login: String

  /// `User` or `Organization`.
  package let type: String

  /// The user's page.
  package let htmlUrl: String

  /// How well the user matched the search.
  package let score: Double

  /// Creates the value from its parts.
  package init(id: Int, login: String, type: String, htmlUrl: String, score: Double) {
    self.id = id
    self.login = login
    self.type = type
    self.htmlUrl = htmlUrl
    self.score = score
  }
}
