import Tabula

@testable import TabulaDemo

/// A scripted run of the demo, with everything its lists and data sources caught.
@MainActor
struct DemoRun {
  /// The frames: the start, then one per key.
  let frames: [ScriptFrame]

  /// The demo, as the last frame shows it.
  let app: DemoApp

  /// Every batch violation any screen's list recorded during the run.
  let violations: [BatchValidator.Violation]

  /// Everything else any screen's list caught: wrong rows, missing cells.
  let problems: [String]

  /// What the data sources and models reported.
  let diagnostics: [String]

  /// The number of batches the lists applied, over all screens.
  let batches: Int

  /// Runs a script on a screen, as `tabula-demo --screen <screen> --keys <keys>` does.
  ///
  /// - Parameters:
  ///   - screen: The screen to start on.
  ///   - keys: The keys, as `--keys` takes them.
  ///   - width: The width of a frame.
  ///   - height: The height of a frame.
  ///   - database: The countries database; a temporary one, removed after the run, if `nil`.
  ///   - network: The network of the paged users search (`--paged`); `nil` for none.
  ///   - inspect: Called after each frame, with the demo as the frame shows it.
  static func run(
    _ screen: ScreenID, keys: String, width: Int = 64, height: Int = 20, database: String? = nil,
    network: SimulatedNetwork? = nil, inspect: (DemoApp) -> Void = { _ in }
  ) async throws -> DemoRun {
    let steps = try ScriptStep.parse(keys)
    // NB: a run that opens the countries without a database of its own gets a temporary one,
    // never the user's cache.
    let folder = database == nil ? try TemporaryFolder() : nil
    defer { folder?.remove() }
    let navigator = Navigator(
      size: TerminalSize(width: width, height: height),
      databasePath: database ?? folder.map { $0.path + "/countries.sqlite" }, network: network)
    let app = DemoApp(navigator: navigator, start: screen)
    var views: [ObjectIdentifier: TerminalListView] = [:]
    let frames = await ScriptRunner.run(steps, on: app) { app in
      for screen in app.navigator.stack { views[ObjectIdentifier(screen.view)] = screen.view }
      inspect(app)
    }
    let lists = Array(views.values)
    return DemoRun(
      frames: frames, app: app, violations: lists.flatMap(\.violations),
      problems: lists.flatMap(\.problems), diagnostics: navigator.log.messages,
      batches: lists.reduce(0) { $0 + $1.updateCounts.batches })
  }

  /// A frame as the scripted demo prints it.
  ///
  /// - Parameter number: The frame's number: 0 for the start.
  /// - Returns: Its text.
  func text(_ number: Int) -> String {
    frames[number].text(number: number)
  }
}
