/// The stack of screens, as a navigation controller keeps it: the menu at the bottom, the
/// screen the user sees on top.
@MainActor
final class Navigator {
  /// The screens, the visible one last.
  private(set) var stack: [any DemoScreen] = []

  /// The size every screen's list is drawn at.
  var size: TerminalSize {
    didSet {
      for screen in stack { fit(screen.view) }
    }
  }

  /// Where screens report what their data sources and models recovered from.
  let log = DiagnosticLog()

  /// Where the live countries database is, or is to be created.
  let databasePath: String?

  /// The network the paged users search loads its pages over; `nil` when the users screen
  /// shows the recorded search, without paging.
  let network: SimulatedNetwork?

  /// When the networks that screens make for themselves (the chat's) answer: after a delay
  /// in a terminal, when the script's next step starts in a scripted run.
  let networkTiming: SimulatedNetwork.Timing

  /// The networks screens made with ``makeNetwork()``, oldest first.
  private(set) var screenNetworks: [SimulatedNetwork] = []

  /// A message for the status line, set by screens that open others or fail to.
  var message: String?

  // MARK: Lifecycle

  /// Creates an empty stack.
  ///
  /// - Parameters:
  ///   - size: The size every screen's list is drawn at.
  ///   - databasePath: Where the countries database is; `nil` for the default place.
  ///   - network: The network of the paged users search; `nil` for the recorded search.
  ///   - networkTiming: When the networks that screens make for themselves answer; between
  ///     steps by default, as in a scripted run.
  init(
    size: TerminalSize, databasePath: String? = nil, network: SimulatedNetwork? = nil,
    networkTiming: SimulatedNetwork.Timing = .betweenSteps
  ) {
    self.size = size
    self.databasePath = databasePath
    self.network = network
    self.networkTiming = networkTiming
  }

  // MARK: Internal

  /// The screen on top.
  var top: (any DemoScreen)? { stack.last }

  /// A new list sized for the screen, for a screen to draw into.
  ///
  /// - Parameter rowHeight: How many lines each row takes.
  /// - Returns: The list.
  func makeView(rowHeight: Int = 1) -> TerminalListView {
    TerminalListView(width: size.width, height: size.listHeight, rowHeight: rowHeight)
  }

  /// A network for a screen that always loads over one, such as the chat: it answers as
  /// ``networkTiming`` says, and ``answerWaitingRequests()`` answers it between a script's
  /// steps.
  ///
  /// - Returns: The network.
  func makeNetwork() -> SimulatedNetwork {
    let network = SimulatedNetwork(timing: networkTiming)
    screenNetworks.append(network)
    return network
  }

  /// Answers the requests waiting on every network, the paged users' first, then the
  /// screens', and returns once their callers have handled the answers; see
  /// ``SimulatedNetwork/answerWaitingRequests()``.
  func answerWaitingRequests() async {
    for network in [network].compactMap({ $0 }) + screenNetworks {
      await network.answerWaitingRequests()
    }
  }

  /// Shows a screen on top of the others.
  ///
  /// - Parameter screen: The screen.
  func push(_ screen: any DemoScreen) {
    fit(screen.view)
    stack.append(screen)
  }

  /// Opens the screen with this identifier on top; a screen that cannot open says why in
  /// ``message``.
  ///
  /// - Parameter id: The screen.
  func open(_ id: ScreenID) {
    do {
      push(try id.makeScreen(self))
    } catch {
      message = "Could not open \(id.rawValue): \(error)"
    }
  }

  /// Takes the screen on top away, unless it is the last one.
  ///
  /// - Returns: Whether a screen was taken away.
  @discardableResult
  func pop() -> Bool {
    guard stack.count > 1 else { return false }
    stack.removeLast()
    return true
  }

  private func fit(_ view: TerminalListView) {
    view.width = size.width
    view.height = size.listHeight
  }
}
