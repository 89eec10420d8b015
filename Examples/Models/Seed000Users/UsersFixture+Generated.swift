// MARK: - UsersFixture + Generated

extension UsersFixture {
  /// The syllables the made-up logins are spelled with.
  private static let syllables = [
    "ka", "lo", "mi", "ne", "ru", "sa", "to", "vi", "ze", "po",
    "da", "fi", "go", "hu", "ja", "be", "ci", "mo", "ta", "re",
  ]

  /// A larger search result, for paging: the users of the recorded search, then made-up
  /// users up to `count`, the same on every run.
  ///
  /// A made-up user has an id from 10,000, a login of three syllables (`ravito`), and every
  /// tenth one is an organization. No two users share an id or a login.
  ///
  /// ```swift
  /// let users = try UsersFixture.manyUsers()   // 1,000 users: mojombo … octocat, then made up
  /// ```
  ///
  /// - Parameter count: How many users, at least the recorded ones; at most 8,009.
  /// - Returns: The users, the recorded ones first.
  /// - Throws: `DecodingError` if the recorded search does not decode.
  /// - Complexity: O(`count`).
  package static func manyUsers(count: Int = 1_000) throws -> [GitHubUser] {
    let recorded = try users()
    let madeUp = max(min(count, recorded.count + 8_000) - recorded.count, 0)
    return recorded + (0..<madeUp).map(madeUpUser)
  }

  /// The made-up user at an index: its id and login follow from the index alone.
  private static func madeUpUser(_ index: Int) -> GitHubUser {
    // NB: 7,919 is prime, so multiplying by it modulo 8,000 visits every number below
    // 8,000 once: each index gets its own three syllables, in an order that looks random.
    var code = (index * 7_919 + 13) % 8_000
    var login = ""
    for _ in 0..<3 {
      login += syllables[code % syllables.count]
      code /= syllables.count
    }
    return GitHubUser(
      id: 10_000 + index, login: login, type: index % 10 == 9 ? "Organization" : "User",
      htmlUrl: "https://github.com/\(login)", score: 1.0)
  }
}
