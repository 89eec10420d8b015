import Tabula
import TabulaTesting
import Testing

/// The examples of the article "Testing a paged list"
/// (`TabulaTesting.docc/TestingPagedLists.md`), line for line, so that they stay true.
@MainActor
struct TestingPagedListsArticleTests {
  struct User: Identifiable, Equatable, Sendable {
    let id: Int
    var login: String

    /// The users of a page: one per identifier.
    static func page(_ ids: Range<Int>) -> [User] {
      ids.map { User(id: $0, login: "user\($0)") }
    }
  }

  enum APIError: Error {
    case offline
  }

  final class UserCell: ConfigurableCell, HeadlessConstructibleCell {
    init() {}
    func configure(with user: User, at path: ItemPath) {}
  }

  /// The article's first example, up to the first page.
  struct Start {
    let pages: ManualPageLoader<User, Int>
    let users: PagedProvider<User, Int>
    let view: HeadlessListView
    let dataSource: ListDataSource<ListSection, User>
    let token: ObservationToken
  }

  func start() async -> Start {
    let pages = ManualPageLoader<User, Int>()
    let users = PagedProvider(prefetchDistance: 5, loadPage: pages.loader)
    let view = HeadlessListView(visibleRowLimit: 10)
    let dataSource = ListDataSource<ListSection, User>(
      surface: view, registration: CellRegistration<UserCell, User>())
    let token = dataSource.bind(to: users)

    users.refresh()
    #expect(await pages.nextRequest().cursor == nil)  // the first page is asked for
    await pages.answer(User.page(0..<20), next: 20)  // and arrives now
    #expect(view.counts == [20])
    return Start(pages: pages, users: users, view: view, dataSource: dataSource, token: token)
  }

  @Test func `pages load as the user scrolls, a failed page loads again, as the article says`()
    async
  {
    let start = await start()
    let (pages, users, view) = (start.pages, start.users, start.view)

    view.scroll(toRow: 6)  // row 14 is 5 rows from the end
    #expect(await pages.nextRequest().cursor == 20)
    await pages.answer(.failure(APIError.offline))
    #expect(users.pagingState == .failedNextPage(APIError.offline))

    users.retry()
    #expect(await pages.nextRequest().cursor == 20)
    await pages.answer(User.page(20..<30), next: nil)  // the last page
    #expect(users.pagingState == .endOfList)
    #expect(view.counts == [30])
    #expect(pages.cursors == [nil, 20, 20])
    #expect(view.problems.isEmpty)
    withExtendedLifetime(start.token) {}
  }

  @Test func `a refresh during a page's load cancels it and never shows its page`() async {
    let start = await start()
    let (pages, users, view) = (start.pages, start.users, start.view)

    view.scroll(toRow: 6)
    #expect(await pages.nextRequest().cursor == 20)
    users.refresh()  // the user pulls to refresh
    await pages.answer(User.page(20..<40), next: 40)  // the stale page, answered anyway
    #expect(await pages.nextRequest().cursor == nil)
    await pages.answer(User.page(0..<20), next: 20)
    #expect(pages.cancellations == [false, true, false])
    #expect(pages.mostRunning == 1)
    #expect(view.counts == [20])
    #expect(users.snapshot.itemIdentifiers == Array(0..<20))
    #expect(view.problems.isEmpty)
    withExtendedLifetime(start.token) {}
  }

  @Test func `the loader counts the loads running, and remembers the cursors`() async {
    let start = await start()
    let pages = start.pages
    #expect(pages.running == 0)
    start.view.scroll(toRow: 6)
    _ = await pages.nextRequest()
    #expect(pages.running == 1)
    #expect(pages.pending.count == 1)
    #expect(pages.cursors == [nil, 20])
    await pages.answer(User.page(20..<40), next: 40)
    #expect(pages.running == 0)
    #expect(pages.pending.isEmpty)
    withExtendedLifetime(start.token) {}
  }
}
