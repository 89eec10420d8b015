// MARK: - CellContent + Style

extension CellContent {
  /// The layout of a standard cell's labels, as `UITableViewCell.CellStyle` names it.
  public enum Style: Hashable, Sendable, CaseIterable {
    /// One label, leading, and an optional image.
    case `default`
    /// A leading label and a trailing secondary label on one line.
    case value1
    /// A trailing-aligned label and a leading-aligned secondary label, as in Contacts.
    case value2
    /// A label with a smaller secondary label below it.
    case subtitle
  }
}
