// MARK: - ListDiagnostic + Handler

extension ListDiagnostic {
  /// Where a data source sends its diagnostics: injected, never global.
  public struct Handler: Sendable {
    private let handle: @Sendable (ListDiagnostic) -> Void

    /// Creates a handler from a closure.
    ///
    /// - Parameter handle: Called with each diagnostic, on the main actor.
    public init(_ handle: @escaping @Sendable (ListDiagnostic) -> Void) {
      self.handle = handle
    }

    /// Prints each diagnostic to standard output.
    public static let print = Handler { diagnostic in
      Swift.print("Tabula: \(diagnostic)")
    }

    /// Drops every diagnostic.
    public static let ignore = Handler { _ in }

    /// Reports a diagnostic.
    ///
    /// - Parameter diagnostic: What happened.
    public func callAsFunction(_ diagnostic: ListDiagnostic) {
      handle(diagnostic)
    }
  }
}
