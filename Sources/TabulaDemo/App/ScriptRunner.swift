/// Runs a script against the demo and keeps a frame after each step: how the demo runs
/// without a terminal, and how its tests drive it.
///
/// After each step the runner waits until the screen's data has published every change (a
/// live SQLite query publishes a moment after each commit), so each frame shows what the
/// step did, marks included. Pages asked of the simulated network during a step wait there:
/// they arrive when the next step starts, before its key, so a frame can show "Loading
/// more…" and the next one the page, the same on every run.
@MainActor
enum ScriptRunner {
  /// The longest the runner polls for a step's updates: long, since a live query's next
  /// result may wait behind a loaded machine (CI builds beside its tests), and a step that is
  /// up to date stops waiting at once.
  static let timeout = Duration.seconds(60)

  /// Runs the steps in order and returns the first frame and one frame per step; stops after
  /// a step that quits the demo.
  ///
  /// - Parameters:
  ///   - steps: The steps.
  ///   - app: The demo, opened on its start screen.
  ///   - inspect: Called after each frame, with the demo as the frame shows it.
  /// - Returns: The frames, in plain text.
  static func run(
    _ steps: [ScriptStep], on app: DemoApp, inspect: (DemoApp) -> Void = { _ in }
  ) async -> [ScriptFrame] {
    await waitForUpdates(of: app)
    var frames = [ScriptFrame(step: "start", lines: app.frame(style: .plain))]
    inspect(app)
    for step in steps where !app.isFinished {
      await app.navigator.answerWaitingRequests()
      app.perform(step)
      await waitForUpdates(of: app)
      frames.append(ScriptFrame(step: step.name, lines: app.frame(style: .plain)))
      inspect(app)
    }
    return frames
  }

  /// Waits until the screen on top has every change, then lets a newly opened screen settle.
  ///
  /// - Parameter app: The demo.
  static func waitForUpdates(of app: DemoApp) async {
    // NB: the runner counts its polls, not the clock, as the tests' `waitUntil` does: while
    // other work holds the main actor (a test running beside the script's), the update
    // waits behind it as well.
    let poll = Duration.milliseconds(5)
    var polled = Duration.zero
    while !app.isUpToDate, polled < timeout {
      try? await Task.sleep(for: poll)
      polled += poll
    }
    app.finishStep()
  }
}
