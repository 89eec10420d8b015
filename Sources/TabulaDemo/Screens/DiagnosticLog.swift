import Tabula

/// What the demo's data sources and models recovered from: refused edits, invalid batches,
/// database errors. The screen shows the newest in its status line; tests expect none.
@MainActor
final class DiagnosticLog {
  /// Every message, oldest first.
  private(set) var messages: [String] = []

  /// Creates an empty log.
  init() {}

  /// A handler for `ListDataSource` that records each diagnostic's message.
  var handler: ListDiagnostic.Handler {
    ListDiagnostic.Handler { [self] diagnostic in
      MainActor.assumeIsolated { record(diagnostic.message) }
    }
  }

  /// Runs an action and returns what the status line shows for it: the newest message logged
  /// while it ran, which comes first, or else the action's own message.
  ///
  /// - Parameter action: The action; returns its message, if any.
  /// - Returns: A message for the status line, if any.
  func statusMessage(of action: () -> String?) -> String? {
    let logged = messages.count
    let message = action()
    guard messages.count > logged, let problem = messages.last else { return message }
    return problem
  }

  /// Records a message.
  ///
  /// - Parameter message: What happened.
  func record(_ message: String) {
    messages.append(message)
  }
}
