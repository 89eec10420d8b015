/// A row or a section header that the last update deleted, shown once more where it was,
/// marked ``RowMark/deleted``, until the list settles.
///
/// A ghost keeps the text its cell showed, since the cell goes back to the reuse queue.
/// Only rows that had a cell, that is rows on screen, leave a ghost, as only those animate.
struct Ghost: Equatable, Sendable {
  /// The lines the row or header showed, without the gutter.
  var lines: [String]

  /// Whether the ghost is a section header, which is drawn like one.
  var isHeader: Bool
}
