import Tabula
import TabulaExampleModels

/// A chat in the terminal (`--screen chat`), not one of the seeds: a conversation of 300
/// made-up messages that opens at the newest one, at the bottom, with the cursor on it.
///
/// - The messages come from a ``ChatServer`` a page at a time, newest page first, through a
///   `PagedProvider` that pages in both directions: as the cursor nears the top, the page of
///   older messages loads (the title says "Loading earlier messages…") and goes in above,
///   and the data source, anchored with `ScrollAnchoring.stickToBottom`, keeps the messages
///   on screen where they were.
/// - New messages arrive every few seconds in a terminal, or when `n` is pressed (how a
///   scripted run has them arrive); `s` sends one from the user. With the cursor on the
///   newest message, the list shows the new one and the cursor follows it; while the user
///   reads further up, nothing moves and the footer counts what arrived below ("↓ 3 new
///   messages") until the user gets there. `G` jumps to the newest message.
@MainActor
final class ChatScreen: DemoScreen {
  /// What the conversation is made from.
  static let seed: UInt64 = 23

  /// How many messages the history holds.
  static let historyCount = 300

  /// How many messages a page holds.
  static let pageSize = 30

  /// How close to the top, in rows, a row coming into view loads the older page.
  static let prefetchDistance = 5

  /// How often a message arrives in a terminal.
  static let messageInterval = Duration.seconds(4)

  /// The reply of every other screen to `s` and `n`.
  static let elsewhere = "Messages are sent and received in the chat (--screen chat)"

  /// How a message looks: the sender and the time, the text below.
  static let appearance = TerminalAppearance<ChatMessage>(cellStyle: .subtitle) {
    content, message in
    content.text = message.sender + " · " + message.time
    content.secondaryText = message.text
  }

  /// The list the screen draws into.
  let view: TerminalListView

  /// The pages loaded so far, and the messages that arrived since.
  let provider: PagedProvider<ChatMessage, Int>

  /// The data source between the provider and the list, sticking to the bottom.
  let dataSource: ListDataSource<ListSection, ChatMessage>

  /// The server the messages come from.
  let server: ChatServer

  /// Where the data source and the provider report what they recovered from.
  let log: DiagnosticLog

  /// The chat has no filter.
  let query = ""

  /// The messages that arrived below the window while the user read further up, oldest
  /// first: the footer counts them until they come into view.
  var unseen: [ChatMessage.ID] = []

  private var tokens: [ObservationToken] = []
  private var timer: Task<Void, Never>?

  // MARK: Lifecycle

  /// Creates the screen, binds its data source to the provider, and loads the newest page;
  /// in a terminal, starts the timer that has messages arrive.
  ///
  /// - Parameter navigator: The stack the screen goes on, which makes its network.
  init(navigator: Navigator) {
    let network = navigator.makeNetwork()
    let server = ChatServer(
      seed: Self.seed, count: Self.historyCount, pageSize: Self.pageSize, network: network)
    self.server = server
    log = navigator.log
    provider = PagedProvider(
      section: ListSection(id: "chat"), prefetchDistance: Self.prefetchDistance,
      diagnostics: navigator.log.handler
    ) { request in try await server.loadPage(request) }
    view = navigator.makeView(rowHeight: Self.appearance.terminalRowHeight)
    view.opensAtEnd = true
    // NB: the footer line is always there, empty when nothing arrived unseen, so that the
    // window keeps its height when the count shows and the messages in it stay where they are.
    view.footer = ""
    dataSource = ListDataSource(
      surface: view, registration: Self.appearance.terminalRegistration,
      diagnostics: navigator.log.handler)
    dataSource.scrollAnchoring = .stickToBottom
    view.windowDidChange = { [weak self] in self?.showUnseen() }
    tokens = [
      dataSource.bind(to: provider),
      provider.observePagingState { [weak self] state in self?.show(state) },
    ]
    provider.refresh()
    if case .delay = network.timing { startTimer() }
  }

  deinit {
    timer?.cancel()
  }

  // MARK: Internal

  /// The keys that work on this screen.
  var hints: String {
    "? help  ↑↓ move  G newest  s send  n receive"
  }

  /// Whether every page asked for has arrived or waits at the network: in a scripted run,
  /// pages wait there until the next step.
  var isUpToDate: Bool {
    !provider.pagingState.isLoading || server.network.isHoldingRequest
  }

  /// Carries out an action; see ``ScreenAction``. Messages are only sent and received.
  ///
  /// - Parameter action: The action.
  /// - Returns: A message for the status line, if any.
  func perform(_ action: ScreenAction) -> String? {
    log.statusMessage { run(action) }
  }

  // MARK: Private

  private func run(_ action: ScreenAction) -> String? {
    switch action {
    case .sendMessage: return send()
    case .receiveMessage: return receive()
    case .retry:
      return provider.retry() == nil ? "Nothing to retry" : "Loading the older messages again"
    case .open: return "Messages do not open"
    case .delete, .undo, .redo, .moveToTop, .drag, .selection, .insert, .remove:
      return "Messages cannot be edited here: s sends one"
    case .refresh: return "The chat is live: nothing to refresh"
    case .filter: return "The chat does not filter"
    case .showActions(let placement): return showItemActions(placement)
    case .chooseAction(let number):
      return chooseItemAction(number, on: view.cursor.flatMap { dataSource.item(at: $0)?.summary })
    case .closeActions: return closeItemActions()
    case .expand: return expandRow()
    case .collapse: return collapseRow()
    }
  }

  /// Shows the paging state where nothing shows yet.
  private func show(_ state: PagingState) {
    view.emptyText = state == .loadingFirstPage ? "Loading the newest messages…" : "No messages"
  }

  /// Has a message arrive every ``messageInterval`` until the screen goes away.
  private func startTimer() {
    timer = Task { [weak self] in
      while !Task.isCancelled {
        try? await Task.sleep(for: Self.messageInterval)
        guard !Task.isCancelled else { return }
        _ = self?.receive()
      }
    }
  }
}
