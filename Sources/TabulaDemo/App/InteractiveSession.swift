/// The demo in a terminal: raw mode, a frame drawn whenever it changes, keys as they come,
/// and the marks of each update fading after a moment, like an animation ending.
@MainActor
struct InteractiveSession {
  /// How long the marks of an update stay on screen.
  static let markDuration = Duration.milliseconds(1_200)

  /// The demo.
  let app: DemoApp

  /// Whether `--width` or `--height` fixed the size; otherwise it follows the terminal.
  let followsTerminalSize: Bool

  /// Runs until the user quits; the terminal is restored on return and on Ctrl-C.
  ///
  /// - Returns: `false` if standard input is not a terminal, without running.
  func run() async -> Bool {
    guard RawTerminal.enable() else { return false }
    defer { RawTerminal.restore() }
    let clock = ContinuousClock()
    var shown: [String] = []
    var marksSince: ContinuousClock.Instant?
    while !app.isFinished {
      if followsTerminalSize, let size = TerminalSize.ofTerminal(), size != app.navigator.size {
        app.navigator.size = TerminalSize.resolved(width: nil, height: nil, terminal: size)
        shown = []
      }
      for key in TerminalInput.availableKeys() where !app.isFinished {
        app.press(key)
        marksSince = nil
      }
      if let view = app.screen?.view, view.hasMarks {
        let start = marksSince ?? clock.now
        marksSince = start
        if start.duration(to: clock.now) > Self.markDuration {
          view.settle()
          marksSince = nil
        }
      }
      let frame = app.frame(style: .colored, padded: true)
      if frame != shown {
        TerminalOutput.send(
          ANSIStyle.home + frame.map { $0 + ANSIStyle.clearLine }.joined(separator: "\r\n")
            + ANSIStyle.clearBelow)
        shown = frame
      }
      try? await Task.sleep(for: .milliseconds(25))
    }
    return true
  }
}
