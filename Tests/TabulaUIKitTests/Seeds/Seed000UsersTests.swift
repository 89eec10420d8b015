import Foundation
import Tabula
import TabulaExampleModels
import TabulaExamples
import TabulaUIKit
import Testing
import UIKit

/// Seed 000: a generic table view controller showing a GitHub user search, which pushes a
/// user's repositories.
@MainActor
struct Seed000UsersTests {
  /// The users the fixture's search response holds, in order.
  let users: [GitHubUser]

  init() throws {
    users = try UsersFixture.users()
  }

  /// The users whose login contains a term, as GitHub's search finds them.
  func users(matching term: String) -> [GitHubUser] {
    users.filter { $0.login.contains(term) }
  }

  /// The detail text of each visible row, top to bottom.
  func shownDetails(of tableView: UITableView) -> [String?] {
    tableView.layoutIfNeeded()
    return (tableView.indexPathsForVisibleRows ?? []).sorted().map {
      tableView.cellForRow(at: $0)?.detailTextLabel?.text
    }
  }

  /// The cell shown for each user on screen, by login.
  func cellsByLogin(
    of controller: TableViewController<ListSection, GitHubUser>
  ) -> [String: UITableViewCell] {
    let tableView = controller.tableView
    tableView?.layoutIfNeeded()
    var cells: [String: UITableViewCell] = [:]
    for path in tableView?.indexPathsForVisibleRows ?? [] {
      if let user = controller.dataSource?.item(at: ItemPath(path)),
        let cell = tableView?.cellForRow(at: path)
      {
        cells[user.login] = cell
      }
    }
    return cells
  }

  // MARK: Loading, loaded, empty, failed

  @Test func `the table shows Loading… in place of the rows while a search runs`() async throws {
    let pending = PendingUserSearch()
    let screen = UserSearchScreen(searchUsers: { try await pending.search($0) })
    let controller = screen.makeViewController()
    let (window, _) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)

    let search = Task { await screen.search(for: "o") }
    await pending.waitForSearches()
    Presentation.settle(window)

    #expect(pending.pendingTerms == ["o"])
    #expect(controller.loadState == .loading)
    #expect(tableView.backgroundView === controller.placeholderLabel)
    #expect(controller.placeholderLabel.text == "Loading…")
    #expect(!controller.placeholderLabel.isHidden)
    #expect(tableView.shownTexts.isEmpty)

    #expect(pending.answer("o", with: .success(users(matching: "o"))))
    await search.value
    Presentation.settle(window)

    #expect(controller.loadState == .loaded)
    #expect(controller.placeholderLabel.isHidden)
    #expect(tableView.shownTexts == users(matching: "o").map(\.login))
    #expect(tableView.recordedViolations.isEmpty)
  }

  @Test func `the loaded table shows each user's login and description`() async throws {
    let screen = UserSearchScreen()
    let controller = screen.makeViewController()
    let (window, navigation) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)

    await screen.search(for: "")
    Presentation.settle(window)

    #expect(navigation.topViewController === controller)
    #expect(controller.title == "Users")
    #expect(users.count == 9)
    #expect(tableView.shownTexts == users.map(\.login))
    #expect(shownDetails(of: tableView) == users.map { "\($0.type) · \($0.htmlUrl)" })
    #expect(shownDetails(of: tableView).first == "User · https://github.com/mojombo")
    #expect(tableView.visibleCells.allSatisfy { $0.accessoryType == .disclosureIndicator })
    #expect(tableView.rowHeight == UITableView.automaticDimension)
    #expect(tableView.estimatedRowHeight == 60)
    #expect(controller.placeholderLabel.isHidden)
    #expect(tableView.recordedViolations.isEmpty)
  }

  @Test func `a term matching nobody shows the empty text`() async throws {
    let screen = UserSearchScreen()
    let controller = screen.makeViewController()
    let (window, _) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)

    await screen.search(for: "")
    Presentation.settle(window)
    #expect(tableView.shownTexts.count == users.count)

    await screen.search(for: "nobody-is-called-this")
    Presentation.settle(window)

    #expect(controller.loadState == .loaded)
    #expect(tableView.shownTexts.isEmpty)
    #expect(tableView.numberOfRows(inSection: 0) == 0)
    #expect(controller.placeholderLabel.text == "No users match your search")
    #expect(!controller.placeholderLabel.isHidden)
    #expect(tableView.recordedViolations.isEmpty)
  }

  @Test func `a failing search shows the error and keeps the users shown`() async throws {
    let screen = UserSearchScreen(searchUsers: { term in
      if term == "offline" { throw OfflineError() }
      return try await GitHubFixtureAPI.searchUsers(term)
    })
    let controller = screen.makeViewController()
    let (window, _) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)
    await screen.search(for: "e")
    Presentation.settle(window)
    let cellsBefore = cellsByLogin(of: controller)
    #expect(tableView.shownTexts == users(matching: "e").map(\.login))

    await screen.search(for: "offline")
    Presentation.settle(window)

    #expect(controller.loadState == .failed(OfflineError()))
    #expect(controller.placeholderLabel.text == "The Internet connection appears to be offline.")
    #expect(!controller.placeholderLabel.isHidden)
    #expect(tableView.shownTexts == users(matching: "e").map(\.login))
    #expect(controller.dataSource?.snapshot.items == users(matching: "e"))
    let cellsAfter = cellsByLogin(of: controller)
    #expect(cellsAfter.keys.sorted() == cellsBefore.keys.sorted())
    #expect(cellsAfter.allSatisfy { login, cell in cellsBefore[login] === cell })
    #expect(tableView.recordedViolations.isEmpty)
  }

  @Test func `an older search that answers late never replaces a newer one`() async throws {
    let pending = PendingUserSearch()
    let screen = UserSearchScreen(searchUsers: { try await pending.search($0) })
    let controller = screen.makeViewController()
    let (window, _) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)

    let older = Task { await screen.search(for: "o") }
    await pending.waitForSearches(1)
    let newer = Task { await screen.search(for: "e") }
    await pending.waitForSearches(2)
    #expect(pending.pendingTerms == ["o", "e"])

    #expect(pending.answer("e", with: .success(users(matching: "e"))))
    await newer.value
    #expect(pending.answer("o", with: .success(users(matching: "o"))))
    await older.value
    Presentation.settle(window)

    #expect(controller.loadState == .loaded)
    #expect(tableView.shownTexts == users(matching: "e").map(\.login))
    #expect(tableView.recordedViolations.isEmpty)
  }

  // MARK: Updates

  @Test func `a new search animates the difference and keeps the cells of the users that stay`()
    async throws
  {
    let screen = UserSearchScreen()
    let controller = screen.makeViewController()
    let (window, _) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)
    await screen.search(for: "")
    Presentation.settle(window)
    let cellsBefore = cellsByLogin(of: controller)
    let countsBefore = try #require(controller.dataSource?.updateCounts)
    #expect(cellsBefore.count == users.count)

    await screen.search(for: "e")
    Presentation.settle(window)

    let kept = users(matching: "e")
    #expect(kept.count == 5)
    #expect(tableView.shownTexts == kept.map(\.login))
    let cellsAfter = cellsByLogin(of: controller)
    #expect(cellsAfter.keys.sorted() == kept.map(\.login).sorted())
    for user in kept {
      #expect(cellsAfter[user.login] === cellsBefore[user.login], "\(user.login)")
    }
    let countsAfter = try #require(controller.dataSource?.updateCounts)
    #expect(countsAfter.reloads == countsBefore.reloads)
    #expect(countsAfter.batches == countsBefore.batches + 1)
    #expect(tableView.recordedViolations.isEmpty)
  }

  @Test func `a new search scrolls the table back to the top`() async throws {
    let screen = UserSearchScreen()
    let controller = screen.makeViewController()
    let (window, _) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)
    tableView.simulatedVisibleRowLimit = 3
    await screen.search(for: "")
    Presentation.settle(window)
    tableView.scrollToRow(at: IndexPath(row: 6, section: 0), at: .top, animated: false)
    Presentation.settle(window)
    #expect(tableView.indexPathsForVisibleRows?.first == IndexPath(row: 6, section: 0))
    #expect(tableView.contentOffset.y > 0)

    await screen.search(for: "e")
    Presentation.settle(window)

    #expect(tableView.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
    #expect(tableView.contentOffset.y == 0)
    #expect(tableView.shownTexts == Array(users(matching: "e").map(\.login).prefix(3)))
    #expect(tableView.recordedViolations.isEmpty)
  }

  // MARK: Navigation

  @Test func `tapping a user pushes the user's repositories`() async throws {
    let screen = UserSearchScreen()
    let controller = screen.makeViewController()
    let (window, navigation) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)
    await screen.search(for: "")
    Presentation.settle(window)
    let octocat = try #require(users.firstIndex { $0.login == "octocat" })

    #expect(tableView.simulateTap(at: IndexPath(row: octocat, section: 0)))
    let load = try #require(screen.repositoriesLoad)
    await load.value
    Presentation.settle(window)

    #expect(navigation.viewControllers.count == 2)
    let pushed = try #require(
      navigation.topViewController as? TableViewController<ListSection, Repository>)
    let pushedTable = try #require(pushed.tableView)
    let repositories = try UsersFixture.repositories(of: "octocat")
    #expect(repositories.count == 8)
    #expect(pushed.title == "octocat")
    #expect(pushed.loadState == .loaded)
    #expect(pushedTable.shownTexts == repositories.map(\.name))
    #expect(shownDetails(of: pushedTable) == repositories.map { "★ \($0.stargazersCount)" })
    #expect(tableView.indexPathForSelectedRow == nil)
    #expect(pushedTable.recordedViolations.isEmpty)
    #expect(tableView.recordedViolations.isEmpty)
  }

  @Test func `a user without repositories shows the empty text of the pushed list`() async throws {
    let screen = UserSearchScreen()
    let controller = screen.makeViewController()
    let (window, navigation) = Presentation.present(controller)
    let tableView = try #require(controller.tableView)
    await screen.search(for: "wycats")
    Presentation.settle(window)
    #expect(tableView.shownTexts == ["wycats"])

    #expect(tableView.simulateTap(at: IndexPath(row: 0, section: 0)))
    let load = try #require(screen.repositoriesLoad)
    await load.value
    Presentation.settle(window)

    let pushed = try #require(
      navigation.topViewController as? TableViewController<ListSection, Repository>)
    let pushedTable = try #require(pushed.tableView)
    #expect(pushed.title == "wycats")
    #expect(pushed.loadState == .loaded)
    #expect(pushedTable.shownTexts.isEmpty)
    #expect(pushed.placeholderLabel.text == "No public repositories")
    #expect(!pushed.placeholderLabel.isHidden)
  }
}
