@_spi(Surfaces) import Tabula

/// One line of ``TerminalListView``'s content, before the window picks which are shown.
enum DisplayLine {
  /// The header of the section at this index.
  case header(Int)

  /// Line `line` of the row at `path` (rows can be taller than one line).
  case row(ItemPath, line: Int)

  /// Line `line` of a ghost.
  case ghost(Ghost, line: Int)

  /// The footer of the section at this index.
  case footer(Int)

  /// The blank line between two sections.
  case gap

  /// Where dragged rows would be dropped, between two rows; see ``TerminalDrag``.
  case dropMarker
}
