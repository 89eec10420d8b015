import TabulaExampleModels

/// The paged users search as the screen's client sees it: asks the simulated server for one
/// page at a time, over the network, for the term typed last.
///
/// Its ``loadPage(_:)`` is the closure a `PagedProvider` loads pages with; the cursor is the
/// number of the next page.
@MainActor
final class UserSearch {
  /// Every user the server knows, in the order it answers them.
  let users: [GitHubUser]

  /// How many users a page holds.
  let pageSize: Int

  /// The network the pages come over.
  let network: SimulatedNetwork

  /// What the user typed; the next first page searches for it.
  var term = ""

  /// The number of users found for a term, from the last page answered for it.
  private(set) var totals: [String: Int] = [:]

  // MARK: Lifecycle

  /// Creates a search.
  ///
  /// - Parameters:
  ///   - users: Every user the server knows.
  ///   - pageSize: How many users a page holds.
  ///   - network: The network the pages come over.
  init(users: [GitHubUser], pageSize: Int, network: SimulatedNetwork) {
    self.users = users
    self.pageSize = pageSize
    self.network = network
  }

  // MARK: Internal

  /// The number of users the search for the current term found, once a page of it arrived.
  var totalCount: Int? { totals[term] }

  /// Loads a page of the search for the current term.
  ///
  /// - Parameter cursor: The page's number; `nil` for the first page.
  /// - Returns: The page's users, and the number of the page after it (`nil` after the last).
  /// - Throws: ``PageLoadError`` for a page the network fails; `CancellationError` if the
  ///   load is cancelled.
  func loadPage(_ cursor: Int?) async throws -> (items: [GitHubUser], nextCursor: Int?) {
    let number = cursor ?? 1
    let term = term
    let response = try await network.request(page: number) { [users, pageSize] in
      UserSearchResponse.page(number, size: pageSize, of: users, matching: term)
    }
    totals[term] = response.totalCount
    return (response.items, response.page(after: number, size: pageSize))
  }
}
