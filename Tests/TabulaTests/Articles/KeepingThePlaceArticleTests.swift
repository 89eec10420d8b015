import Tabula
import TabulaTestSupport
import TabulaTesting
import Testing

/// The examples of the article "Keeping the user's place", line for line, so that they stay
/// true.
@MainActor
struct KeepingThePlaceArticleTests {
  struct Message: Identifiable, Equatable {
    let id: Int
  }

  final class MessageCell: ConfigurableCell, HeadlessConstructibleCell {
    init() {}
    func configure(with message: Message, at path: ItemPath) {}
  }

  /// A chat server of messages 1 to 100, answered 20 at a time from the newest.
  struct Server {
    func latest() async throws -> (items: [Message], earlierCursor: Int?, laterCursor: Int?) {
      try await page(before: 101)
    }

    func page(before cursor: Int) async throws -> (
      items: [Message], earlierCursor: Int?, laterCursor: Int?
    ) {
      let start = max(1, cursor - 20)
      return ((start..<cursor).map(Message.init), start > 1 ? start : nil, nil)
    }
  }

  @Test func `rows inserted above stay above, as the overview says`() throws {
    let view = HeadlessListView(visibleRowLimit: 5)
    let dataSource = ListDataSource<ListSection, Message>(
      surface: view, registration: CellRegistration<MessageCell, Message>(), diagnostics: .ignore)
    let section = ListSection(id: "messages")
    dataSource.apply(
      try Snapshot(sections: [SnapshotSection(section, items: (1...30).map(Message.init))]),
      animated: false)
    view.layoutIfNeeded()
    let fiveMoreAtTheTop = try Snapshot(sections: [
      SnapshotSection(section, items: (-4...30).map(Message.init))
    ])

    dataSource.scrollAnchoring = .keepAnchor(.firstFullyVisible)
    view.scroll(toRow: 10)  // rows 11 to 15 show (a HeadlessListView of 5 rows)
    dataSource.apply(fiveMoreAtTheTop)  // five rows arrive above row 1
    #expect(view.firstVisibleRow == 15)  // row 11 is still at the top of the viewport
    #expect(view.problems.isEmpty)
  }

  @Test func `a chat opens at the bottom, follows replies, and loads older pages in place`()
    async throws
  {
    let server = Server()
    let reply = Message(id: 101)
    let view = HeadlessListView(visibleRowLimit: 5)
    let dataSource = ListDataSource<ListSection, Message>(
      surface: view, registration: CellRegistration<MessageCell, Message>(), diagnostics: .ignore)
    view.layoutIfNeeded()

    let messages = PagedProvider<Message, Int>(prefetchDistance: 2) { request in
      switch request {
      case .first: try await server.latest()  // the newest page, and the cursor before it
      case .before(let cursor): try await server.page(before: cursor)
      case .after: ([], nil, nil)  // new messages are pushed, not paged
      }
    }
    dataSource.scrollAnchoring = .stickToBottom
    let token = dataSource.bind(to: messages)
    await messages.refresh()?.value  // opens at the bottom, on the newest message
    #expect(view.shownTokens.count == 20)
    #expect(view.contentOffset == 15, "messages 96 to 100 show")
    messages.appendArrivedItems([reply])  // at the bottom: the reply shows
    #expect(view.contentOffset == 16, "messages 97 to 101 show")

    // The user scrolls up near the first message: the older page is inserted above it.
    view.scroll(toRow: 1)  // messages 82 to 86
    try await waitUntil("the older page") { !messages.pagingState.isLoading }
    #expect(view.shownTokens.count == 41)
    #expect(view.firstVisibleRow == 21, "message 82 is still at the top")
    #expect(view.problems.isEmpty)
    token.cancel()
  }
}
