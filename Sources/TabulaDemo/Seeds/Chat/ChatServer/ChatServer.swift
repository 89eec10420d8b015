import Tabula
import TabulaExampleModels

/// The chat's simulated server: a conversation of a few hundred made-up messages, answered a
/// page at a time over a ``SimulatedNetwork``, newest page first, and the messages that arrive
/// later, from others or from the user.
///
/// Everything follows from the seed: the same seed gives the same names, texts and times on
/// every run, and the messages that arrive later come in the same order.
///
/// ```swift
/// let server = ChatServer(seed: 23, count: 300, pageSize: 30, network: network)
/// let newest = try await server.loadPage(.first)       // messages 271 to 300
/// let older = try await server.loadPage(.before(270))  // messages 241 to 270
/// let arrived = server.receive()                       // message 301, from someone else
/// ```
@MainActor
final class ChatServer {
  /// The kind of page request a `PagedProvider` of messages makes; the cursor is the index of
  /// a message in ``messages``.
  typealias PageRequest = PagedProvider<ChatMessage, Int>.PageRequest

  /// How many messages a page holds.
  let pageSize: Int

  /// The network the pages come over.
  let network: SimulatedNetwork

  /// Every message the server knows, oldest first: the history, then those that arrived.
  private(set) var messages: [ChatMessage] = []

  /// How many messages the history held before any arrived.
  let historyCount: Int

  /// Makes the names, texts and gaps of the messages, in order.
  private var random: SeededGenerator

  /// The time of the newest message, in minutes after midnight.
  private var minutes = 8 * 60

  /// How many messages the user sent.
  private var sentCount = 0

  // MARK: Lifecycle

  /// Creates a server with a made-up history.
  ///
  /// - Parameters:
  ///   - seed: What the conversation is made from.
  ///   - count: How many messages the history holds.
  ///   - pageSize: How many messages a page holds; at least 1.
  ///   - network: The network the pages come over.
  init(seed: UInt64, count: Int, pageSize: Int, network: SimulatedNetwork) {
    random = SeededGenerator(seed: seed)
    self.pageSize = max(pageSize, 1)
    self.network = network
    historyCount = max(count, 0)
    for _ in 0..<historyCount { messages.append(makeMessage(from: nil)) }
  }

  // MARK: Internal

  /// Loads a page: the newest messages for `.first`, the page before a cursor for
  /// `.before`; nothing comes after the newest page (arrivals are pushed, not paged).
  ///
  /// The closure a `PagedProvider` loads pages with. Pages are numbered from the newest, 1,
  /// for the network (which may fail some of them).
  ///
  /// - Parameter request: The page.
  /// - Returns: Its messages, oldest first, the index of its first message as the cursor of
  ///   the page before it (`nil` at the start of the history), and no later cursor.
  /// - Throws: ``PageLoadError`` for a page the network fails; `CancellationError` if the
  ///   load is cancelled.
  func loadPage(_ request: PageRequest) async throws -> (
    items: [ChatMessage], earlierCursor: Int?, laterCursor: Int?
  ) {
    let end: Int
    switch request {
    case .first: end = messages.count
    case .before(let cursor): end = min(max(cursor, 0), messages.count)
    case .after: return ([], nil, nil)
    }
    let number = (historyCount - end + pageSize - 1) / pageSize + 1
    return try await network.request(page: max(number, 1)) { [messages, pageSize] in
      let start = max(end - pageSize, 0)
      return (Array(messages[start..<end]), start > 0 ? start : nil, nil)
    }
  }

  /// A message from someone else arrives: the next one of the conversation.
  ///
  /// - Returns: The message.
  func receive() -> ChatMessage {
    let message = makeMessage(from: nil)
    messages.append(message)
    return message
  }

  /// The user sends a message: the next of the user's made-up replies.
  ///
  /// - Returns: The message, as the server numbered it.
  func send() -> ChatMessage {
    let text = Self.replies[sentCount % Self.replies.count]
    sentCount += 1
    let message = makeMessage(from: ChatMessage.me, text: text)
    messages.append(message)
    return message
  }

  // MARK: Private

  /// The next message: from `sender`, or from someone the seed picks; saying `text`, or what
  /// the seed makes up; a minute or a few after the one before.
  private func makeMessage(from sender: String?, text: String? = nil) -> ChatMessage {
    minutes += random.next(below: 4)
    let name = sender ?? Self.names[random.next(below: Self.names.count)]
    let said = text ?? Self.madeUpText(using: &random)
    let time = Self.clock(minutes)
    return ChatMessage(id: messages.count + 1, sender: name, time: time, text: said)
  }
}
