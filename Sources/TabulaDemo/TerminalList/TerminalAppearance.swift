import Tabula

/// How a list looks in the terminal: the layout of its rows, what a row shows for an item,
/// and the text shown in place of no rows. The terminal's counterpart of TabulaUIKit's
/// `ListAppearance`; what the user may do with the list is Tabula's `ListBehavior`.
struct TerminalAppearance<Item>: Sendable {
  /// The layout of a row's labels.
  var cellStyle: CellContent.Style

  /// The text shown in place of the rows when the list has none; `nil` shows nothing.
  var emptyStateText: String?

  /// Fills in what a row shows for an item.
  var configureCell: @MainActor @Sendable (inout CellContent, Item) -> Void

  // MARK: Lifecycle

  /// Creates an appearance.
  ///
  /// - Parameters:
  ///   - cellStyle: The layout of a row's labels.
  ///   - emptyStateText: The text shown when the list has no rows.
  ///   - configureCell: Fills in what a row shows; by default the item's description.
  init(
    cellStyle: CellContent.Style = .default, emptyStateText: String? = nil,
    configureCell: @escaping @MainActor @Sendable (inout CellContent, Item) -> Void = {
      content, item in content.text = String(describing: item)
    }
  ) {
    self.cellStyle = cellStyle
    self.emptyStateText = emptyStateText
    self.configureCell = configureCell
  }

  // MARK: Internal

  /// A copy with some options changed.
  ///
  /// - Parameter change: Changes the copy it is given.
  /// - Returns: The changed copy.
  func with(_ change: (inout TerminalAppearance) -> Void) -> TerminalAppearance {
    var copy = self
    change(&copy)
    return copy
  }

  /// What a row shows for an item.
  ///
  /// - Parameter item: The item of the row.
  /// - Returns: The content ``configureCell`` fills in, starting from empty content.
  @MainActor
  func content(for item: Item) -> CellContent {
    var content = CellContent()
    configureCell(&content, item)
    return content
  }
}
