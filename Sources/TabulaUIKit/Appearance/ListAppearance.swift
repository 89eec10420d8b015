#if canImport(UIKit)
public import Tabula
internal import UIKit

/// How a list looks on screen: the table's style, its rows' cell style and height, what a
/// standard cell shows for an item, the Edit and Undo buttons, and the text shown in place of
/// no rows. What the user may do with the list is a `ListBehavior`.
///
/// One copyable value holds every option, so a library can ship a default and an app can copy
/// it and change one thing.
///
/// ```swift
/// // In a library:
/// let pokedexLook = ListAppearance<Pokemon>(cellStyle: .subtitle) { content, pokemon in
///   content.text = pokemon.name
///   content.secondaryText = pokemon.type
/// }
/// // In the app, one line:
/// let grouped = pokedexLook.with { $0.style = .grouped }
/// ```
public struct ListAppearance<Item>: Sendable {
  /// The overall look of a list, as `UITableView.Style` names it.
  public enum Style: Hashable, Sendable, CaseIterable {
    /// Rows edge to edge, with headers that stick while their section scrolls.
    case plain
    /// Sections set apart as groups.
    case grouped
    /// Groups inset from the edges, with rounded corners.
    case insetGrouped
  }

  /// How tall rows are.
  public enum RowHeight: Hashable, Sendable {
    /// Every row has this height, in points.
    case fixed(Double)
    /// Each row is as tall as its content; `estimated` guides scrolling before rows are laid
    /// out.
    case automatic(estimated: Double)
  }

  /// The overall look of the list.
  public var style: Style

  /// The layout of the standard cell's labels.
  public var cellStyle: CellContent.Style

  /// Whether the screen shows an Edit/Done button.
  public var showsEditButton: Bool

  /// Whether the screen shows Undo and Redo buttons.
  public var showsUndoButtons: Bool

  /// Fills in what a row's standard cell shows for an item.
  public var configureCell: @MainActor @Sendable (inout CellContent, Item) -> Void

  /// The text shown in place of the rows when the list has none; `nil` shows nothing.
  public var emptyStateText: String?

  /// How tall rows are.
  public var rowHeight: RowHeight

  /// Whether the list scrolls back to its first row when new data is set, as a search screen
  /// does for new results.
  public var scrollsToTopOnUpdate: Bool

  // MARK: Lifecycle

  /// Creates an appearance; every option has a default.
  ///
  /// - Parameters:
  ///   - style: The overall look of the list.
  ///   - cellStyle: The layout of the standard cell's labels.
  ///   - showsEditButton: Whether to show an Edit/Done button.
  ///   - showsUndoButtons: Whether to show Undo and Redo buttons.
  ///   - emptyStateText: The text shown when the list has no rows.
  ///   - rowHeight: How tall rows are; self-sizing with an estimate of 44 points by default.
  ///   - scrollsToTopOnUpdate: Whether to scroll to the first row when new data is set.
  ///   - configureCell: Fills in what a standard cell shows; by default the item's
  ///     description as the text. It is the last parameter, so a trailing closure sets it.
  public init(
    style: Style = .plain,
    cellStyle: CellContent.Style = .default,
    showsEditButton: Bool = false,
    showsUndoButtons: Bool = false,
    emptyStateText: String? = nil,
    rowHeight: RowHeight = .automatic(estimated: 44),
    scrollsToTopOnUpdate: Bool = false,
    configureCell: @escaping @MainActor @Sendable (inout CellContent, Item) -> Void = {
      content, item in content.text = String(describing: item)
    }
  ) {
    self.style = style
    self.cellStyle = cellStyle
    self.showsEditButton = showsEditButton
    self.showsUndoButtons = showsUndoButtons
    self.configureCell = configureCell
    self.emptyStateText = emptyStateText
    self.rowHeight = rowHeight
    self.scrollsToTopOnUpdate = scrollsToTopOnUpdate
  }

  // MARK: Public

  /// A copy with some options changed.
  ///
  /// ```swift
  /// let grouped = ListAppearance<Pokemon>().with { $0.style = .grouped }
  /// ```
  ///
  /// - Parameter change: Changes the copy it is given.
  /// - Returns: The changed copy; `self` is untouched.
  public func with(_ change: (inout ListAppearance) throws -> Void) rethrows -> ListAppearance {
    var copy = self
    try change(&copy)
    return copy
  }

  /// What a standard cell shows for an item under this appearance.
  ///
  /// - Parameter item: The item of the row.
  /// - Returns: The content ``configureCell`` fills in, starting from empty content.
  @MainActor
  public func content(for item: Item) -> CellContent {
    var content = CellContent()
    configureCell(&content, item)
    return content
  }
}
#endif
