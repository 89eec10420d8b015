// MARK: - ScrollAnchoring + Viewport

extension ScrollAnchoring {
  /// What a surface's viewport shows: its visible rows and where, and where it is in the list.
  ///
  /// Distances are in the surface's own unit: points for UIKit, lines for a terminal, rows or
  /// given heights for the headless view.
  @_spi(Surfaces)
  public struct Viewport: Hashable, Sendable {
    /// The rows that intersect the viewport, in order, each with its top relative to the
    /// viewport's top (negative when the row starts above it) and its height.
    public var rows: [Row]
    /// The viewport's height.
    public var height: Double
    /// Whether the viewport shows the very top of the list.
    public var isAtTop: Bool
    /// Whether the viewport shows the very bottom of the list.
    public var isAtBottom: Bool

    /// Creates a description of a viewport.
    ///
    /// - Parameters:
    ///   - rows: The visible rows, in order.
    ///   - height: The viewport's height.
    ///   - isAtTop: Whether the viewport shows the very top of the list.
    ///   - isAtBottom: Whether the viewport shows the very bottom of the list.
    public init(rows: [Row], height: Double, isAtTop: Bool, isAtBottom: Bool) {
      self.rows = rows
      self.height = height
      self.isAtTop = isAtTop
      self.isAtBottom = isAtBottom
    }

    /// A visible row: its position, and where it is in the viewport.
    public struct Row: Hashable, Sendable {
      /// The position of the row's item.
      public var path: ItemPath
      /// The row's top, relative to the viewport's top.
      public var top: Double
      /// The row's height.
      public var height: Double

      /// Creates a visible row.
      ///
      /// - Parameters:
      ///   - path: The position of the row's item.
      ///   - top: The row's top, relative to the viewport's top.
      ///   - height: The row's height.
      public init(path: ItemPath, top: Double, height: Double) {
        self.path = path
        self.top = top
        self.height = height
      }
    }
  }
}
