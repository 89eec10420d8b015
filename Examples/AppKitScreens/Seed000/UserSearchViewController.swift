#if canImport(AppKit) && os(macOS)
package import AppKit
package import Tabula
package import TabulaAppKit
package import TabulaExampleModels

/// Seed 000's `UserSearchTableViewController` on the Mac: a search field over a table of the
/// GitHub users whose login contains what the user types, from the recorded fixture.
///
/// The users come from a `SearchLoader`, as on iOS: the search runs once the typing pauses,
/// a newer search wins over an older one that answers late, and the status view over the rows
/// says "Loading…", the error with a Retry button, or "No users match your search". An empty
/// field lists every user. A double-click on a user hands the user to ``showRepositories``.
///
/// ```swift
/// let search = UserSearchViewController()
/// search.showRepositories = { user in repositories.show(login: user.login) }
/// ```
package final class UserSearchViewController: NSViewController {
  /// The users of the last search, with the state of the search.
  package let users: SearchLoader<GitHubUser>

  /// The field the user types a login in.
  package let searchField = NSSearchField()

  /// The table's adapter, once the view is loaded.
  package private(set) var adapter: TableViewAdapter<ListSection, GitHubUser>?

  /// Shows a user's repositories: called with the user double-clicked.
  package var showRepositories: (@MainActor (GitHubUser) -> Void)?

  /// Keeps the table bound to the search's results.
  private var binding: ObservationToken?

  /// Creates the screen.
  ///
  /// - Parameters:
  ///   - searchUsers: Finds the users matching a term; the fixture by default.
  ///   - debounceMilliseconds: How long the typing pauses before a search runs.
  package init(
    searchUsers: @escaping @MainActor (_ term: String) async throws -> [GitHubUser] = {
      try UsersFixture.users(matching: $0)
    },
    debounceMilliseconds: Int = 300
  ) {
    users = SearchLoader(debounceMilliseconds: debounceMilliseconds, fetch: searchUsers)
    // An empty search field lists every user, as the seed's first screen does.
    users.searchesEmptyText = true
    super.init(nibName: nil, bundle: nil)
    title = "Users"
  }

  /// Not available: the screen is made in code.
  ///
  /// - Parameter coder: An archive.
  package required init?(coder: NSCoder) {
    return nil
  }

  /// The search field over a scrolling table of one column, bound to the search's results,
  /// with the search's state over the rows; the first search, of every user, starts at once.
  package override func loadView() {
    searchField.placeholderString = "Login"
    // The loader pauses for the typing itself: the field sends every change at once.
    searchField.sendsSearchStringImmediately = true
    searchField.target = self
    searchField.action = #selector(searchFieldDidChange(_:))
    let tableView = ListTableView()
    tableView.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("User")))
    tableView.headerView = nil
    tableView.usesAutomaticRowHeights = true
    let scrollView = NSScrollView()
    scrollView.documentView = tableView
    scrollView.hasVerticalScroller = true
    let stack = NSStackView(views: [searchField, scrollView])
    stack.orientation = .vertical
    stack.alignment = .leading
    stack.spacing = 8
    stack.edgeInsets = NSEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
    searchField.widthAnchor.constraint(equalTo: stack.widthAnchor).isActive = true
    scrollView.widthAnchor.constraint(equalTo: stack.widthAnchor).isActive = true
    view = stack
    let registration = CellRegistration<UserCellView, GitHubUser> { cell, _, user in
      cell.textField?.stringValue = user.login
      cell.detailField.stringValue = "\(user.type) · \(user.htmlUrl)"
    }
    let adapter = TableViewAdapter<ListSection, GitHubUser>(
      tableView: tableView, registration: registration, typeSelectText: \.login,
      behavior: ListBehavior<GitHubUser>().with { $0.deselectsOnSelection = false })
    let users = users
    adapter.primaryAction = { [weak self] ids in
      guard let id = ids.first, let user = users.snapshot.item(id: id) else { return }
      self?.showRepositories?(user)
    }
    binding = adapter.dataSource.bind(to: users)
    adapter.showStatus(of: users, emptyText: "No users match your search")
    self.adapter = adapter
    users.refresh()
  }

  /// Hands the field's text to the search, which runs once the typing pauses.
  ///
  /// - Parameter sender: The search field.
  @objc private func searchFieldDidChange(_ sender: NSSearchField) {
    users.search(sender.stringValue)
  }
}
#endif
