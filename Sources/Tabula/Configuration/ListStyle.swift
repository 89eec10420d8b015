/// The overall look of a list, as `UITableView.Style` names it.
public enum ListStyle: Hashable, Sendable, CaseIterable {
  /// Rows edge to edge, with headers that stick while their section scrolls.
  case plain
  /// Sections set apart as groups.
  case grouped
  /// Groups inset from the edges, with rounded corners.
  case insetGrouped
}
