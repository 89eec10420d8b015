/// Everything a generic list screen needs to know, in one copyable value.
///
/// Seed 002's `TableViewConfiguration`: the options of a list controller pulled out of its
/// initializer into a struct, so a library can ship a default and an app can copy it and
/// change one thing.
///
/// ```swift
/// // In a library:
/// let pokedexList = ListConfiguration<Pokemon>(cellStyle: .subtitle) { content, pokemon in
///   content.text = pokemon.name
///   content.secondaryText = pokemon.type
/// }
/// // In the app, one line:
/// let editable = pokedexList.with { $0.allowsDeleting = true; $0.style = .grouped }
/// ```
public struct ListConfiguration<Item>: Sendable {
  /// The overall look of the list.
  public var style: ListStyle

  /// The layout of the standard cell's labels.
  public var cellStyle: CellStyle

  /// Whether the user can delete rows (swipe to delete, or the delete control in edit mode).
  public var allowsDeleting: Bool

  /// Whether the user can reorder rows in edit mode.
  public var allowsMoving: Bool

  /// Whether the screen shows an Edit/Done button.
  public var showsEditButton: Bool

  /// Whether the screen shows Undo and Redo buttons.
  public var showsUndoButtons: Bool

  /// Fills in what a row's standard cell shows for an item.
  public var configureCell: @MainActor @Sendable (inout CellContent, Item) -> Void

  /// Called when the user selects a row, with its item and position; `nil` makes rows not
  /// selectable.
  public var didSelect: (@MainActor @Sendable (Item, ItemPath) -> Void)?

  /// Whether a row the user selects is deselected at once, as a row that opens a screen is;
  /// `false` keeps it selected, as a row that marks a choice is. `true` by default.
  public var deselectsOnSelection = true

  /// Called with the items the surface is likely to show soon (a table's or a collection
  /// view's prefetching), nearest to the visible rows first: start loading what their cells
  /// need, such as images.
  ///
  /// ```swift
  /// configuration.prefetchItems = { users in avatars.preload(users.map(\.avatarURL)) }
  /// ```
  public var prefetchItems: (@MainActor @Sendable ([Item]) -> Void)?

  /// Called with items ``prefetchItems`` announced that are no longer likely to show soon:
  /// cancel what was started for them.
  public var cancelPrefetchingItems: (@MainActor @Sendable ([Item]) -> Void)?

  /// The actions revealed by swiping a row from its leading edge; `nil` shows none.
  ///
  /// ```swift
  /// configuration.leadingSwipeActions = { message, _ in
  ///   [ItemAction(title: message.isRead ? "Unread" : "Read") { message, _ in
  ///     inbox.toggleRead(message.id)
  ///   }]
  /// }
  /// ```
  public var leadingSwipeActions: (@MainActor @Sendable (Item, ItemPath) -> [ItemAction<Item>])?

  /// The actions revealed by swiping a row from its trailing edge.
  ///
  /// `nil` (the default) offers ``ItemAction/delete(title:imageName:)`` on rows the user may
  /// delete, and nothing on the others; an empty array offers nothing.
  public var trailingSwipeActions: (@MainActor @Sendable (Item, ItemPath) -> [ItemAction<Item>])?

  /// The commands of the menu a long press on a row opens; `nil`, or an empty array, opens no
  /// menu.
  public var contextMenuActions: (@MainActor @Sendable (Item, ItemPath) -> [ItemAction<Item>])?

  /// The title above the section at an index, if any; when it answers `nil`, a list shows the
  /// section model's own header (``SectionModel/header``), if it has one.
  public var headerTitle: @MainActor @Sendable (_ section: Int) -> String?

  /// The title below the section at an index, if any; when it answers `nil`, a list shows the
  /// section model's own footer (``SectionModel/footer``), if it has one.
  public var footerTitle: @MainActor @Sendable (_ section: Int) -> String?

  /// The text shown in place of the rows when the list has none; `nil` shows nothing.
  public var emptyStateText: String?

  /// How tall rows are.
  public var rowHeight: RowHeight

  /// Whether the list scrolls back to its first row when new data is set, as seed 000's
  /// controller does.
  public var scrollsToTopOnUpdate: Bool

  // MARK: Lifecycle

  /// Creates a configuration; every option has a default.
  ///
  /// - Parameters:
  ///   - style: The overall look of the list.
  ///   - cellStyle: The layout of the standard cell's labels.
  ///   - allowsDeleting: Whether the user can delete rows.
  ///   - allowsMoving: Whether the user can reorder rows.
  ///   - showsEditButton: Whether to show an Edit/Done button.
  ///   - showsUndoButtons: Whether to show Undo and Redo buttons.
  ///   - emptyStateText: The text shown when the list has no rows.
  ///   - rowHeight: How tall rows are; self-sizing with an estimate of 44 points by default.
  ///   - scrollsToTopOnUpdate: Whether to scroll to the first row when new data is set.
  ///   - configureCell: Fills in what a standard cell shows; by default the item's
  ///     description as the text. It is the first closure parameter, so a trailing closure
  ///     sets it.
  ///   - didSelect: Called when the user selects a row.
  public init(
    style: ListStyle = .plain,
    cellStyle: CellStyle = .default,
    allowsDeleting: Bool = false,
    allowsMoving: Bool = false,
    showsEditButton: Bool = false,
    showsUndoButtons: Bool = false,
    emptyStateText: String? = nil,
    rowHeight: RowHeight = .automatic(estimated: 44),
    scrollsToTopOnUpdate: Bool = false,
    configureCell: @escaping @MainActor @Sendable (inout CellContent, Item) -> Void = {
      content, item in content.text = String(describing: item)
    },
    didSelect: (@MainActor @Sendable (Item, ItemPath) -> Void)? = nil
  ) {
    self.style = style
    self.cellStyle = cellStyle
    self.allowsDeleting = allowsDeleting
    self.allowsMoving = allowsMoving
    self.showsEditButton = showsEditButton
    self.showsUndoButtons = showsUndoButtons
    self.configureCell = configureCell
    self.didSelect = didSelect
    self.headerTitle = { _ in nil }
    self.footerTitle = { _ in nil }
    self.emptyStateText = emptyStateText
    self.rowHeight = rowHeight
    self.scrollsToTopOnUpdate = scrollsToTopOnUpdate
  }

  // MARK: Public

  /// The library's default: a plain, read-only list of self-sizing rows showing each item's
  /// description.
  public static var standard: ListConfiguration { ListConfiguration() }

  /// Whether the list lets the user edit at all.
  public var isEditable: Bool { allowsDeleting || allowsMoving }

  /// A copy with some options changed.
  ///
  /// ```swift
  /// let grouped = ListConfiguration<Pokemon>.standard.with { $0.style = .grouped }
  /// ```
  ///
  /// - Parameter change: Changes the copy it is given.
  /// - Returns: The changed copy; `self` is untouched.
  public func with(_ change: (inout ListConfiguration) throws -> Void) rethrows
    -> ListConfiguration
  {
    var copy = self
    try change(&copy)
    return copy
  }

  /// What a standard cell shows for an item under this configuration.
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
