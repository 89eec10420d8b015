/// Why the data source refused to move rows the user dragged, dropped or moved to a section:
/// the diagnostic it reports.
struct MoveRefusal: Error, CustomStringConvertible {
  /// The diagnostic's kind.
  var kind: ListDiagnostic.Kind

  /// A sentence naming the item or the place.
  var description: String

  init(_ kind: ListDiagnostic.Kind, _ description: String) {
    self.kind = kind
    self.description = description
  }

  /// A refusal reported as ``ListDiagnostic/Kind/moveRefused``.
  init(_ description: String) {
    self.init(.moveRefused, description)
  }
}
