// MARK: - DiagnosticsRelay

/// Where a hosted list reports, changeable after its data source is made: a view hands its
/// diagnostics handler over on every update, and the newest one receives what follows.
@MainActor
package final class DiagnosticsRelay {
  package var current: ListDiagnostic.Handler

  package init(_ handler: ListDiagnostic.Handler) {
    current = handler
  }

  /// A handler that passes each diagnostic to ``current``; data sources report on the main
  /// actor (`ListDiagnostic.Handler`'s contract).
  package nonisolated var handler: ListDiagnostic.Handler {
    ListDiagnostic.Handler { [weak self] diagnostic in
      MainActor.assumeIsolated { self?.current(diagnostic) }
    }
  }
}
