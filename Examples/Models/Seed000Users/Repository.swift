/// A repository, as an item of GitHub's `GET /users/{login}/repos` response.
package struct Repository: Identifiable, Equatable, Sendable, Decodable {
  /// The repository's numeric id.
  package let id: Int

  /// The repository's name.
  package let name: String

  /// What the repository is, if its owner said.
  package let description: String?

  /// Whether the repository is a fork.
  package let fork: Bool

  /// The main language, if GitHub detected one.
  package let language: String?

  /// How many people starred it.
  package let stargazersCount: Int

  /// Creates the value from its parts.
  package init(
    id: Int, name: String, description: String?, fork: Bool, language: String?, stargazersCount: Int
  ) {
    self.id = id
    self.name = name
    self.description = description
    self.fork = fork
    self.language = language
    self.stargazersCount = stargazersCount
  }
}
