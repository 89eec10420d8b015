import Foundation
import Tabula

/// Collects what a data source reports, from whichever thread reports it.
final class DiagnosticLog: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [ListDiagnostic] = []

  /// The handler to give the data source.
  var handler: ListDiagnostic.Handler {
    ListDiagnostic.Handler { [self] diagnostic in lock.withLock { entries.append(diagnostic) } }
  }

  /// Everything reported so far.
  var diagnostics: [ListDiagnostic] { lock.withLock { entries } }
}
