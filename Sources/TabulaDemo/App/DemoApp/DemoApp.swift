/// The demo as a state machine: keys in, frames out, the same whether the keys come from a
/// terminal or a script.
///
/// It keeps the stack of screens, turns keys into cursor moves and ``ScreenAction``s, reads
/// a filter as it is typed, shows the help, and draws frames: a title, the list, a status
/// line and the keys that work.
///
/// ```swift
/// let navigator = Navigator(size: TerminalSize(width: 80, height: 24))
/// let app = DemoApp(navigator: navigator, start: .pokedex)
/// app.perform(.key(.character("d")))
/// print(app.frame(style: .plain).joined(separator: "\n"))
/// ```
@MainActor
final class DemoApp {
  /// The stack of screens.
  let navigator: Navigator

  /// Whether the user quit.
  private(set) var isFinished = false

  /// The message of the last key, if any.
  private(set) var status: String?

  /// The filter text being typed after `/`, or `nil` when not typing one.
  private(set) var draft: String?

  /// Whether the help shows in place of the list.
  private(set) var showsHelp = false

  /// The screen whose first frame has been drawn last: a new screen starts without marks.
  private var settledScreen: ObjectIdentifier?

  // MARK: Lifecycle

  /// Opens the menu, and the start screen on top of it.
  ///
  /// - Parameters:
  ///   - navigator: The stack of screens, sized for the terminal.
  ///   - start: The screen to show first.
  init(navigator: Navigator, start: ScreenID) {
    self.navigator = navigator
    navigator.open(.menu)
    if start != .menu { navigator.open(start) }
    status = navigator.message
    navigator.message = nil
  }

  // MARK: Internal

  /// The screen on top.
  var screen: (any DemoScreen)? { navigator.top }

  /// Carries out one step of a script: a key, a filter typed at once, or nothing (`wait`:
  /// the pages the simulated network held arrive before each step).
  ///
  /// - Parameter step: The step.
  func perform(_ step: ScriptStep) {
    switch step {
    case .wait:
      return
    case .key(let key):
      press(key)
    case .filter(let text):
      guard let screen else { return }
      showsHelp = false
      draft = nil
      screen.view.settle()
      screen.view.closeActions()
      screen.view.cancelDrag()
      status = screen.perform(.filter(text)) ?? "Filter cleared"
    }
  }

  /// Whether every change made so far has reached every screen: a screen below the top may
  /// still be loading a page.
  var isUpToDate: Bool { navigator.stack.allSatisfy(\.isUpToDate) }

  /// Ends a step once its updates arrived: a screen that has just opened shows its rows
  /// without marks.
  func finishStep() {
    guard let screen else { return }
    let id = ObjectIdentifier(screen)
    if settledScreen != id {
      screen.view.settle()
      settledScreen = id
    }
  }

  /// Marks the app finished: the user quit.
  func quit() {
    isFinished = true
  }

  /// Changes the screen's state after a key; see ``press(_:)``.
  func set(status: String?, draft: String?, showsHelp: Bool) {
    self.status = status
    self.draft = draft
    self.showsHelp = showsHelp
  }
}
