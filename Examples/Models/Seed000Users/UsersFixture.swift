import Foundation

/// Seed 000's network answers, recorded: a user search and each user's repositories, as the
/// GitHub API shapes them. The demo never goes to the network.
package enum UsersFixture {
  /// The body of `GET /search/users?q=type:user+created:<2008-01-16` (trimmed fields).
  package static let searchResponse = #"""
    {
      "total_count": 9,
      "incomplete_results": false,
      "items": [
        {"login": "mojombo", "id": 1, "node_id": "MDQ6VXNlcjE=",
         "avatar_url": "https://avatars.githubusercontent.com/u/1?v=4",
         "url": "https://api.github.com/users/mojombo", "html_url": "https://github.com/mojombo",
         "repos_url": "https://api.github.com/users/mojombo/repos",
         "type": "User", "site_admin": false, "score": 1.0},
        {"login": "defunkt", "id": 2, "node_id": "MDQ6VXNlcjI=",
         "avatar_url": "https://avatars.githubusercontent.com/u/2?v=4",
         "url": "https://api.github.com/users/defunkt", "html_url": "https://github.com/defunkt",
         "repos_url": "https://api.github.com/users/defunkt/repos",
         "type": "User", "site_admin": false, "score": 1.0},
        {"login": "pjhyett", "id": 3, "node_id": "MDQ6VXNlcjM=",
         "avatar_url": "https://avatars.githubusercontent.com/u/3?v=4",
         "url": "https://api.github.com/users/pjhyett", "html_url": "https://github.com/pjhyett",
         "repos_url": "https://api.github.com/users/pjhyett/repos",
         "type": "User", "site_admin": false, "score": 1.0},
        {"login": "wycats", "id": 4, "node_id": "MDQ6VXNlcjQ=",
         "avatar_url": "https://avatars.githubusercontent.com/u/4?v=4",
         "url": "https://api.github.com/users/wycats", "html_url": "https://github.com/wycats",
         "repos_url": "https://api.github.com/users/wycats/repos",
         "type": "User", "site_admin": false, "score": 1.0},
        {"login": "ezmobius", "id": 5, "node_id": "MDQ6VXNlcjU=",
         "avatar_url": "https://avatars.githubusercontent.com/u/5?v=4",
         "url": "https://api.github.com/users/ezmobius", "html_url": "https://github.com/ezmobius",
         "repos_url": "https://api.github.com/users/ezmobius/repos",
         "type": "User", "site_admin": false, "score": 1.0},
        {"login": "ivey", "id": 6, "node_id": "MDQ6VXNlcjY=",
         "avatar_url": "https://avatars.githubusercontent.com/u/6?v=4",
         "url": "https://api.github.com/users/ivey", "html_url": "https://github.com/ivey",
         "repos_url": "https://api.github.com/users/ivey/repos",
         "type": "User", "site_admin": false, "score": 1.0},
        {"login": "evanphx", "id": 7, "node_id": "MDQ6VXNlcjc=",
         "avatar_url": "https://avatars.githubusercontent.com/u/7?v=4",
         "url": "https://api.github.com/users/evanphx", "html_url": "https://github.com/evanphx",
         "repos_url": "https://api.github.com/users/evanphx/repos",
         "type": "User", "site_admin": false, "score": 1.0},
        {"login": "github", "id": 9919, "node_id": "MDEyOk9yZ2FuaXphdGlvbjk5MTk=",
         "avatar_url": "https://avatars.githubusercontent.com/u/9919?v=4",
         "url": "https://api.github.com/users/github", "html_url": "https://github.com/github",
         "repos_url": "https://api.github.com/users/github/repos",
         "type": "Organization", "site_admin": false, "score": 1.0},
        {"login": "octocat", "id": 583231, "node_id": "MDQ6VXNlcjU4MzIzMQ==",
         "avatar_url": "https://avatars.githubusercontent.com/u/583231?v=4",
         "url": "https://api.github.com/users/octocat", "html_url": "https://github.com/octocat",
         "repos_url": "https://api.github.com/users/octocat/repos",
         "type": "User", "site_admin": false, "score": 1.0}
      ]
    }
    """#

  /// The bodies of `GET /users/{login}/repos` for some of the users (trimmed fields and
  /// made-up ids and counts); users not listed have no public repositories.
  package static let repositories = #"""
    {
      "octocat": [
        {"id": 1296269, "name": "Hello-World", "full_name": "octocat/Hello-World",
         "description": "My first repository on GitHub!", "fork": false, "language": null,
         "stargazers_count": 2700},
        {"id": 1300192, "name": "Spoon-Knife", "full_name": "octocat/Spoon-Knife",
         "description": "This repo is for demonstration purposes only.", "fork": false,
         "language": "HTML", "stargazers_count": 12900},
        {"id": 132935648, "name": "boysenberry-repo-1", "full_name": "octocat/boysenberry-repo-1",
         "description": "Testing", "fork": true, "language": null, "stargazers_count": 300},
        {"id": 18221276, "name": "git-consortium", "full_name": "octocat/git-consortium",
         "description": "This repo is for demonstration purposes only.", "fork": false,
         "language": null, "stargazers_count": 120},
        {"id": 20978623, "name": "hello-worId", "full_name": "octocat/hello-worId",
         "description": "My first repository on GitHub.", "fork": false, "language": null,
         "stargazers_count": 90},
        {"id": 1861402, "name": "linguist", "full_name": "octocat/linguist",
         "description": "Language Savant.",
         "fork": true, "language": "Ruby", "stargazers_count": 180},
        {"id": 56271164, "name": "octocat.github.io", "full_name": "octocat/octocat.github.io",
         "description": null, "fork": false, "language": "CSS", "stargazers_count": 840},
        {"id": 17881631, "name": "test-repo1", "full_name": "octocat/test-repo1",
         "description": null, "fork": false, "language": null, "stargazers_count": 60}
      ],
      "mojombo": [
        {"id": 1, "name": "grit", "full_name": "mojombo/grit",
         "description": "Object oriented read/write access to Git repositories.",
         "fork": false, "language": "Ruby", "stargazers_count": 1950},
        {"id": 26, "name": "merb-core", "full_name": "mojombo/merb-core",
         "description": "Merb Core: All you need. None you don't.", "fork": true,
         "language": "Ruby", "stargazers_count": 10},
        {"id": 27, "name": "rubinius", "full_name": "mojombo/rubinius",
         "description": "The Rubinius Language Platform", "fork": true, "language": "Ruby",
         "stargazers_count": 30},
        {"id": 28, "name": "god", "full_name": "mojombo/god",
         "description": "Ruby process monitor", "fork": false, "language": "Ruby",
         "stargazers_count": 2200},
        {"id": 29, "name": "jsawesome", "full_name": "mojombo/jsawesome",
         "description": "A JSON based DSL for interactive forms.",
         "fork": false, "language": "JavaScript", "stargazers_count": 60},
        {"id": 31, "name": "jspec", "full_name": "mojombo/jspec",
         "description": "A JavaScript BDD Testing Library", "fork": true, "language": "JavaScript",
         "stargazers_count": 20},
        {"id": 35, "name": "exception_logger", "full_name": "mojombo/exception_logger",
         "description": "The Exception Logger logs your Rails exceptions in the database.",
         "fork": true, "language": "Ruby", "stargazers_count": 10},
        {"id": 36, "name": "ambition", "full_name": "mojombo/ambition",
         "description": "include Enumerable — Unmaintained", "fork": true, "language": "Ruby",
         "stargazers_count": 40}
      ],
      "defunkt": [
        {"id": 1861, "name": "ambition", "full_name": "defunkt/ambition",
         "description": "include Enumerable — Unmaintained", "fork": false, "language": "Ruby",
         "stargazers_count": 160},
        {"id": 3591, "name": "facebox", "full_name": "defunkt/facebox",
         "description": "Facebook-style lightbox, built in jQuery", "fork": false,
         "language": "JavaScript", "stargazers_count": 1920},
        {"id": 3594, "name": "dotjs", "full_name": "defunkt/dotjs",
         "description": "~/.js", "fork": false, "language": "Ruby", "stargazers_count": 3100},
        {"id": 3595, "name": "jquery-pjax", "full_name": "defunkt/jquery-pjax",
         "description": "pushState + ajax = pjax", "fork": false, "language": "JavaScript",
         "stargazers_count": 16700}
      ]
    }
    """#

  /// The users the search found.
  ///
  /// - Returns: The users, in the order of the response.
  /// - Throws: `DecodingError` if the fixture does not decode.
  package static func users() throws -> [GitHubUser] {
    try decoder.decode(UserSearchResponse.self, from: Data(searchResponse.utf8)).items
  }

  /// The repositories of a user, in the order of the response; none for a user the fixture
  /// does not list.
  ///
  /// - Parameter login: The user's name on GitHub.
  /// - Returns: The repositories.
  /// - Throws: `DecodingError` if the fixture does not decode.
  package static func repositories(of login: String) throws -> [Repository] {
    let all = try decoder.decode([String: [Repository]].self, from: Data(repositories.utf8))
    return all[login] ?? []
  }

  private static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return decoder
  }
}
