/// How the terminal list draws its marks and cursor.
enum RenderStyle: Sendable {
  /// Plain text: marks as characters in the gutter, the cursor as `▸`. For pipes, files and
  /// tests.
  case plain

  /// The same text with ANSI colours: inserted rows green, ghosts red, moved rows yellow,
  /// updated rows cyan, headers bold, the cursor's row in reverse video; dragged rows faint,
  /// the drop marker green where they may land and red where not.
  case colored
}
