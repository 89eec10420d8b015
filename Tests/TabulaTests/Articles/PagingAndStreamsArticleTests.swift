import Tabula
import TabulaTesting
import Testing

/// The examples of the article "Paging and streams", line for line, so that they stay true.
@MainActor
struct PagingAndStreamsArticleTests {
  struct User: Identifiable, Equatable {
    let id: Int
    var login: String
  }

  /// An API of 100 users, answered 30 at a time.
  struct API {
    func users(after cursor: Int?) async throws -> (users: [User], next: Int?) {
      let start = cursor ?? 0
      let end = min(start + 30, 100)
      let users = (start..<end).map { User(id: $0, login: "user\($0)") }
      return (users, end < 100 ? end : nil)
    }
  }

  final class UserCell: ConfigurableCell, HeadlessConstructibleCell {
    init() {}
    func configure(with user: User, at path: ItemPath) {}
  }

  struct Message: Identifiable, Equatable {
    let id: String
  }

  final class MessageCell: ConfigurableCell, HeadlessConstructibleCell {
    init() {}
    func configure(with message: Message, at path: ItemPath) {}
  }

  /// The footer row of the example: what it shows.
  final class Footer {
    var text: String?
    var showsRetry = false
    func show(_ text: String) { (self.text, showsRetry) = (text, false) }
    func showRetry(_ message: String) { (text, showsRetry) = (message, true) }
    func hide() { (text, showsRetry) = (nil, false) }
  }

  @Test func `the paged list loads the next page as the article says`() async {
    let api = API()
    let view = HeadlessListView(visibleRowLimit: 10)
    let dataSource = ListDataSource<ListSection, User>(
      surface: view, registration: CellRegistration<UserCell, User>(), diagnostics: .ignore)
    view.layoutIfNeeded()

    let users = PagedProvider<User, Int>(prefetchDistance: 10) { cursor in
      let page = try await api.users(after: cursor)  // 30 users, and the cursor of the next 30
      return (items: page.users, nextCursor: page.next)
    }
    let token = dataSource.bind(to: users)  // the data source reports the rows its view shows
    await users.refresh()?.value  // the first 30 users
    #expect(users.snapshot.numberOfItems == 30)

    let footer = Footer()
    let states = ValueRecorder<PagingState>()
    let footerToken = users.observePagingState { state in
      states.record(state)
      switch state {
      case .loadingFirstPage, .loadingNextPage: footer.show("Loading…")
      case .failedFirstPage(let error), .failedNextPage(let error): footer.showRetry("\(error)")
      case .idle, .endOfList, .loadingEarlierPage, .failedEarlierPage: footer.hide()
      }
    }

    #expect(users.pagingState == .idle, "rows 0 to 9 are more than 10 rows from the end")
    view.scroll(toRow: 13)  // rows 13 to 22 come into view (a HeadlessListView)
    #expect(users.pagingState == .loadingNextPage)  // row 19 is 10 rows from the end
    #expect(footer.text == "Loading…")
    #expect(await states.next(where: { $0 == .idle }) == .idle)
    #expect(footer.text == nil)
    #expect(users.snapshot.itemIdentifiers == Array(0..<60))
    #expect(view.shownTokens == users.snapshot.items.map { ItemToken($0) })
    #expect(view.problems.isEmpty)
    token.cancel()
    footerToken.cancel()
  }

  enum APIError: Error { case offline, server(status: Int) }

  /// The network of the example: the test says when it is back.
  final class Network {
    var onReconnect: @MainActor () -> Void = {}
  }

  @Test func `an offline page loads again when the network is back, as the article says`()
    async
  {
    let pages = ManualPageLoader<User, Int>()
    let network = Network()
    let users = PagedProvider(loadPage: pages.loader)
    users.refresh()
    _ = await pages.nextRequest()
    await pages.answer((0..<30).map { User(id: $0, login: "user\($0)") }, next: 30)
    users.loadNextPage()
    _ = await pages.nextRequest()
    await pages.answer(.failure(APIError.offline))

    network.onReconnect = {
      if case .failedNextPage(APIError.offline) = users.pagingState { users.retry() }
    }

    network.onReconnect()
    #expect(await pages.nextRequest().cursor == 30)
    await pages.answer(.failure(APIError.server(status: 503)))
    network.onReconnect()
    #expect(!users.pagingState.isLoading, "a server error is not retried")
    #expect(pages.cursors == [nil, 30, 30])
  }

  @Test func `the stream's lists animate in as the article says`() async {
    let (welcome, invoice) = (Message(id: "welcome"), Message(id: "invoice"))
    let view = HeadlessListView()
    let dataSource = ListDataSource<ListSection, Message>(
      surface: view, registration: CellRegistration<MessageCell, Message>(), diagnostics: .ignore)
    view.layoutIfNeeded()
    let shown = ValueRecorder<[String]>()

    let (messages, continuation) = AsyncStream.makeStream(of: [Message].self)
    let inbox = StreamProvider(messages)
    let inboxToken = dataSource.bind(to: inbox)  // starts iterating
    let recording = inbox.observe { shown.record($0.itemIdentifiers) }
    continuation.yield([welcome, invoice])  // animated in
    #expect(await shown.next() == ["welcome", "invoice"])
    continuation.yield([invoice])  // the welcome message goes, animated
    #expect(await shown.next() == ["invoice"])
    #expect(view.shownTokens == [ItemToken(invoice)])
    #expect(view.problems.isEmpty)
    #expect(dataSource.updateCounts.batches == 2)
    recording.cancel()
    inboxToken.cancel()  // stops iterating
    #expect(inbox.snapshot.itemIdentifiers == ["invoice"])
  }
}
