/// Where a data source sends its diagnostics: injected, never global.
public struct ListDiagnosticHandler: Sendable {
  private let handle: @Sendable (ListDiagnostic) -> Void

  /// Creates a handler from a closure.
  ///
  /// - Parameter handle: Called with each diagnostic, on the main actor.
  public init(_ handle: @escaping @Sendable (ListDiagnostic) -> Void) {
    self.handle = handle
  }

  /// Prints each diagnostic to standard output.
  public static let print = ListDiagnosticHandler { diagnostic in
    Swift.print("Tabula: \(diagnostic)")
  }

  /// Drops every diagnostic.
  public static let ignore = ListDiagnosticHandler { _ in }

  /// Reports a diagnostic.
  ///
  /// - Parameter diagnostic: What happened.
  public func callAsFunction(_ diagnostic: ListDiagnostic) {
    handle(diagnostic)
  }
}
