/// How tall rows are.
public enum RowHeight: Hashable, Sendable {
  /// Every row has this height, in points.
  case fixed(Double)
  /// Each row is as tall as its content; `estimated` guides scrolling before rows are laid
  /// out.
  case automatic(estimated: Double)
}
