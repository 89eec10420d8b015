import Tabula
import TabulaExampleModels
import TabulaExamples

// MARK: - Seed003 + DiagnosticRecorder

extension Seed003 {
  /// Keeps the diagnostics a list reports, for a test to read.
  ///
  /// ```swift
  /// let recorder = Seed003.DiagnosticRecorder()
  /// let screens = Seed003.ShowScreens(diagnostics: recorder.handler)
  /// #expect(recorder.kinds == [.duplicateIdentifiers])
  /// ```
  @MainActor
  final class DiagnosticRecorder {
    /// The diagnostics reported so far, oldest first.
    private(set) var diagnostics: [ListDiagnostic] = []

    /// The kinds of the diagnostics reported so far, oldest first.
    var kinds: [ListDiagnostic.Kind] { diagnostics.map(\.kind) }

    /// A handler that adds each diagnostic to ``diagnostics``; lists call it on the main
    /// actor.
    var handler: ListDiagnostic.Handler {
      ListDiagnostic.Handler { [weak self] diagnostic in
        MainActor.assumeIsolated { self?.diagnostics.append(diagnostic) }
      }
    }
  }
}
