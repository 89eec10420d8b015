import Tabula

/// Collects the diagnostics a data source reports.
///
/// NB: unchecked because the data source reports on the main actor, and tests read the
/// diagnostics there once the data source is done.
final class DiagnosticRecorder: @unchecked Sendable {
  private(set) var diagnostics: [ListDiagnostic] = []

  var handler: ListDiagnostic.Handler {
    ListDiagnostic.Handler { [self] diagnostic in diagnostics.append(diagnostic) }
  }
}
