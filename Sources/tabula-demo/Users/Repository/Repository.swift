/// A repository, as an item of GitHub's `GET /users/{login}/repos` response.
struct Repository: Identifiable, Equatable, Sendable, Decodable {
  /// The repository's numeric id.
  let id: Int

  /// The repository's name.
  let name: String

  /// What the repository is, if its owner said.
  let description: String?

  /// Whether the repository is a fork.
  let fork: Bool

  /// The main language, if GitHub detected one.
  let language: String?

  /// How many people starred it.
  let stargazersCount: Int
}
