// MARK: - UITableView + Enums

extension UITableView {
  /// The animation of inserted, deleted and reloaded rows (ignored by the stand-in).
  public enum RowAnimation: Int, Sendable {
    /// Fade.
    case fade = 0
    /// Slide from or to the right.
    case right = 1
    /// Slide from or to the left.
    case left = 2
    /// Slide from or to the top.
    case top = 3
    /// Slide from or to the bottom.
    case bottom = 4
    /// No animation.
    case none = 5
    /// Keep the cell centred.
    case middle = 6
    /// A suitable animation chosen by the table view.
    case automatic = 100
  }

  /// The style of a table view.
  public enum Style: Int, Sendable {
    /// A plain table view.
    case plain = 0
    /// Sections in distinct groups.
    case grouped = 1
    /// Grouped sections with rounded, inset corners.
    @available(iOS 13.0, *) @available(tvOS, unavailable)
    #if UIKIT_STANDIN_TVOS
    @available(*, unavailable, message: "insetGrouped is unavailable in tvOS")
    #endif
    case insetGrouped = 2
  }

  /// Where a row ends up when scrolled to.
  public enum ScrollPosition: Int, Sendable {
    /// As little scrolling as possible.
    case none = 0
    /// At the top of the viewport.
    case top = 1
    /// In the middle of the viewport.
    case middle = 2
    /// At the bottom of the viewport.
    case bottom = 3
  }
}
