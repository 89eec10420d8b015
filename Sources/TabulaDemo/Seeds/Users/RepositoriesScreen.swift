import Tabula
import TabulaExampleModels

/// Seed 000's detail screen: a user's repositories, their own first, then their forks, each
/// with its star count.
enum RepositoriesScreen {
  /// How a repository row looks: its name, its stars trailing.
  static let appearance = TerminalAppearance<Repository>(cellStyle: .value1) { content, repo in
    content.text = repo.name
    content.secondaryText = "★ \(repo.stargazersCount)"
  }

  /// The repositories in a section of sources and a section of forks; a section without
  /// repositories is left out. The footers that count them are the screen's (see
  /// ``footer(of:rows:)``), never stored here, where an edit would leave them behind.
  ///
  /// - Parameter repositories: The repositories, in order.
  /// - Returns: The snapshot.
  static func snapshot(of repositories: [Repository]) -> Snapshot<ListSection, Repository> {
    let sources = repositories.filter { !$0.fork }
    let forks = repositories.filter(\.fork)
    let snapshot = try? Snapshot {
      if !sources.isEmpty { SnapshotSection("Sources") { sources } }
      if !forks.isEmpty { SnapshotSection("Forks") { forks } }
    }
    return snapshot ?? Snapshot()
  }

  /// The footer of a section: how many repositories it shows, or forks.
  ///
  /// - Parameters:
  ///   - section: The section.
  ///   - rows: How many rows it shows.
  /// - Returns: The footer, such as "3 repositories" or "1 fork".
  static func footer(of section: ListSection, rows: Int) -> String {
    section.id == "Forks"
      ? rows.counting("fork", "forks") : rows.counting("repository", "repositories")
  }

  /// Makes the screen for a user.
  ///
  /// - Parameters:
  ///   - navigator: The stack the screen goes on.
  ///   - login: The user's name on GitHub.
  /// - Returns: The screen.
  /// - Throws: `DecodingError` if the fixture does not decode.
  @MainActor
  static func make(_ navigator: Navigator, login: String) throws -> any DemoScreen {
    let behavior = ScreenBehavior<Repository>(
      title: { "\(login)'s repositories (seed 000): \($0.numberOfItems)" },
      describe: \.name,
      matches: { repo, text in
        repo.name.lowercased().contains(text)
          || (repo.description ?? "").lowercased().contains(text)
      })
    let view = navigator.makeView(rowHeight: appearance.terminalRowHeight)
    view.emptyText = "No public repositories"
    return ListScreen(
      model: EditableList(snapshot(of: try UsersFixture.repositories(of: login))), view: view,
      behavior: behavior, log: navigator.log
    ) { view, diagnostics in
      let dataSource = ListDataSource(
        surface: view, registration: appearance.terminalRegistration, diagnostics: diagnostics)
      dataSource.countFooters(footer(of:rows:))
      return dataSource
    }
  }
}
