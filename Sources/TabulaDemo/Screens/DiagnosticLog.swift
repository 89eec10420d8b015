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

  /// Records a message.
  ///
  /// - Parameter message: What happened.
  func record(_ message: String) {
    messages.append(message)
  }
}
