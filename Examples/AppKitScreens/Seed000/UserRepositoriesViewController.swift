#if canImport(AppKit) && os(macOS)
package import AppKit
package import Tabula
package import TabulaAppKit
package import TabulaExampleModels

/// Seed 000's `RepositoriesTableViewController` on the Mac: a user's public repositories in a
/// table, each with its description and star count, loaded from the recorded fixture.
///
/// One screen serves every user: ``show(login:)`` loads another user's repositories in place,
/// and the status view over the rows says "Loading…", the error with a Retry button, or "No
/// public repositories".
///
/// ```swift
/// let repositories = UserRepositoriesViewController()
/// repositories.show(login: "octocat")
/// ```
package final class UserRepositoriesViewController: NSViewController {
  /// The repositories of the user shown last, with the state of their loading.
  package let repositories = LoadingProvider<Repository>(section: ListSection(id: "repositories"))

  /// The table's adapter, once the view is loaded.
  package private(set) var adapter: TableViewAdapter<ListSection, Repository>?

  /// The user whose repositories are shown, if any.
  package private(set) var login: String?

  /// The load of the repositories shown last, if any.
  package private(set) var load: Task<Void, Never>?

  /// Fetches a user's repositories.
  private let loadRepositories: @MainActor (_ login: String) async throws -> [Repository]

  /// Keeps the table bound to the repositories.
  private var binding: ObservationToken?

  /// Creates the screen, showing no user until ``show(login:)``.
  ///
  /// - Parameter repositories: Fetches a user's repositories; the fixture by default.
  package init(
    repositories: @escaping @MainActor (_ login: String) async throws -> [Repository] = {
      try UsersFixture.repositories(of: $0)
    }
  ) {
    loadRepositories = repositories
    super.init(nibName: nil, bundle: nil)
    title = "Repositories"
  }

  /// Not available: the screen is made in code.
  ///
  /// - Parameter coder: An archive.
  package required init?(coder: NSCoder) {
    return nil
  }

  /// A scrolling table of one column bound to the repositories, with their loading over it.
  package override func loadView() {
    let tableView = ListTableView()
    tableView.addTableColumn(
      NSTableColumn(identifier: NSUserInterfaceItemIdentifier("Repository")))
    tableView.headerView = nil
    tableView.usesAutomaticRowHeights = true
    let scrollView = NSScrollView()
    scrollView.documentView = tableView
    scrollView.hasVerticalScroller = true
    view = scrollView
    let registration = CellRegistration<RepositoryCellView, Repository> { cell, _, repository in
      cell.textField?.stringValue = repository.name
      cell.descriptionField.stringValue = repository.description ?? ""
      cell.starsField.stringValue = "★ \(repository.stargazersCount)"
    }
    let adapter = TableViewAdapter<ListSection, Repository>(
      tableView: tableView, registration: registration, typeSelectText: \.name)
    binding = adapter.dataSource.bind(to: repositories)
    adapter.showStatus(of: repositories, emptyText: "No public repositories")
    self.adapter = adapter
  }

  /// Loads a user's repositories in place of those shown; a load still running for another
  /// user is cancelled, and its result never shows.
  ///
  /// - Parameter login: The user's name on GitHub.
  /// - Returns: The load, which ends once the table shows the repositories or the error.
  @discardableResult
  package func show(login: String) -> Task<Void, Never> {
    self.login = login
    title = login
    load?.cancel()
    let repositories = repositories
    let loadRepositories = loadRepositories
    let load = Task { await repositories.load { try await loadRepositories(login) } }
    self.load = load
    return load
  }
}
#endif
