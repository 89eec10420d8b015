@_spi(Surfaces) import Tabula
import TabulaExampleModels

/// Seed 000's search screen, paged (`--paged`): the cells of ``UsersScreen`` over 1,000 users
/// that a simulated server answers 30 a page, as GitHub's search API does.
///
/// The data source is bound to a `PagedProvider`, and the terminal list reports every row
/// that comes into view: when the cursor nears the end, the next page loads by itself. A
/// footer line follows the provider's paging state: "Loading more…", a failed page with the
/// key that retries it, "End of list". `t` retries, `f` refreshes from the first page, `/`
/// searches the server (each change of the term refreshes), Enter shows the user's
/// repositories. The list is read-only.
@MainActor
final class PagedUsersScreen: DemoScreen {
  /// How many users a page holds.
  static let pageSize = 30

  /// How close to the end, in rows, a row coming into view loads the next page.
  static let prefetchDistance = 5

  /// The list the screen draws into.
  let view: TerminalListView

  /// The pages loaded so far.
  let provider: PagedProvider<GitHubUser, Int>

  /// The data source between the provider and the list.
  let dataSource: ListDataSource<ListSection, GitHubUser>

  /// The search the pages come from.
  let search: UserSearch

  /// Where the data source and the provider report what they recovered from.
  let log: DiagnosticLog

  /// The search term, empty when every user shows.
  private(set) var query = ""

  private weak var navigator: Navigator?
  private var tokens: [ObservationToken] = []

  // MARK: Lifecycle

  /// Creates the screen, binds its data source to the provider, and loads the first page.
  ///
  /// - Parameters:
  ///   - navigator: The stack the repositories are pushed on.
  ///   - network: The network the pages come over.
  /// - Throws: `DecodingError` if the recorded users do not decode.
  init(navigator: Navigator, network: SimulatedNetwork) throws {
    let search = UserSearch(
      users: try UsersFixture.manyUsers(), pageSize: Self.pageSize, network: network)
    let appearance = UsersScreen.appearance
    self.search = search
    self.navigator = navigator
    log = navigator.log
    provider = PagedProvider(
      section: ListSection(id: "users"), prefetchDistance: Self.prefetchDistance,
      diagnostics: navigator.log.handler
    ) { cursor in try await search.loadPage(cursor) }
    view = navigator.makeView(rowHeight: appearance.terminalRowHeight)
    dataSource = ListDataSource(
      surface: view, registration: appearance.terminalRegistration,
      diagnostics: navigator.log.handler)
    tokens = [
      dataSource.bind(to: provider),
      provider.observePagingState { [weak self] state in self?.show(state) },
    ]
    provider.refresh()
  }

  // MARK: Internal

  /// The screen's title: the users shown, of how many the search found.
  var title: String {
    let found = search.totalCount.map { " of \($0)" } ?? ""
    return "Users (seed 000): \(dataSource.snapshot.numberOfItems)\(found) loaded, "
      + "\(Self.pageSize) a page"
  }

  /// The keys that work on this screen.
  var hints: String {
    "? help  ↑↓ move  ⏎ open  t retry  f refresh  / search"
  }

  /// Whether every page asked for has arrived or waits at the network: in a scripted run,
  /// pages wait there until the next step.
  var isUpToDate: Bool {
    !provider.pagingState.isLoading || search.network.isHoldingRequest
  }

  /// Carries out an action; see ``ScreenAction``. The list is read-only.
  ///
  /// - Parameter action: The action.
  /// - Returns: A message for the status line, if any.
  func perform(_ action: ScreenAction) -> String? {
    log.statusMessage { run(action) }
  }

  // MARK: Private

  private func run(_ action: ScreenAction) -> String? {
    switch action {
    case .open:
      guard let user = view.cursor.flatMap({ dataSource.item(at: $0) }) else {
        return "Nothing to open"
      }
      guard let navigator else { return nil }
      return UsersScreen.openRepositories(of: user, on: navigator)
    case .delete, .undo, .redo, .selection: return "This list is read-only"
    case .moveToTop, .drag: return "Rows here do not move"
    case .insert: return "Nothing inserts rows here"
    case .remove: return "Nothing deletes rows here"
    case .filter(let text): return searchFor(text)
    case .retry:
      let failed = (provider.error as? PageLoadError).map { "page \($0.page)" } ?? "the page"
      return provider.retry() == nil ? "Nothing to retry" : "Loading \(failed) again"
    case .refresh:
      provider.refresh()
      return "Refreshing from the first page"
    case .showActions(let placement): return showItemActions(placement)
    case .chooseAction(let number):
      return chooseItemAction(number, on: view.cursor.flatMap { dataSource.item(at: $0)?.login })
    case .closeActions: return closeItemActions()
    case .expand: return expandRow()
    case .collapse: return collapseRow()
    case .sendMessage, .receiveMessage: return ChatScreen.elsewhere
    }
  }

  /// Searches the server for a new term: the rows stay until its first page arrives.
  private func searchFor(_ text: String) -> String? {
    let status = text.isEmpty ? nil : "Filter: \(text)"
    guard text != query else { return status }
    query = text
    search.term = text
    provider.refresh()
    return status
  }

  /// Shows the paging state in the list's footer line, and the empty text once a search
  /// found nobody.
  private func show(_ state: PagingState) {
    let isEmpty = provider.snapshot.numberOfItems == 0
    view.emptyText =
      state == .endOfList ? (query.isEmpty ? "No users" : "No users match “\(query)”") : nil
    view.footer = Self.footer(for: state, isEmpty: isEmpty)
  }
}
