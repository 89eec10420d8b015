/// Why the data source refused to move rows the user dragged, dropped or moved to a section:
/// the sentence of the ``ListDiagnostic/Kind/moveRefused`` diagnostic it reports.
struct MoveRefusal: Error, CustomStringConvertible {
  /// A sentence naming the item or the place.
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
