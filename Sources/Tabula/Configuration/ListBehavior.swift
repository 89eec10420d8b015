/// What the user may do with a list, and the titles around its sections: the behaviour a
/// ``ListDataSource`` follows, whatever shows the list.
///
/// One copyable value holds every option, so a library can
/// ship a default and an app can copy it and change one thing. By default the user may not
/// delete or move rows, selection does nothing, and sections show their models' own titles.
/// How the list looks (styles, row heights, buttons, the empty-state text) is the UIKit
/// layer's `ListAppearance`.
///
/// ```swift
/// dataSource.behavior = ListBehavior(allowsDeleting: true, allowsMoving: true)
/// let readOnly = dataSource.behavior.with { $0.allowsMoving = false }
/// ```
public struct ListBehavior<Item>: Sendable {
  /// Whether the user can delete rows (swipe to delete, or the delete control in edit mode).
  public var allowsDeleting: Bool

  /// Whether the user can reorder rows: in edit mode, and by drag and drop within and across
  /// sections where the surface offers it.
  public var allowsMoving: Bool

  /// Decides where the user may move or drop an item: given the item, where it is and where it
  /// would land (counted once the moved rows are taken out), allows the move, refuses it with a
  /// reason, or redirects it to another place; `nil` allows every move.
  ///
  /// A refused drop animates back and is reported as a ``ListDiagnostic/Kind/moveRefused``
  /// diagnostic naming the item; while the user drags, a refused place is not offered.
  ///
  /// ```swift
  /// behavior.moveRule = { country, _, destination in
  ///   destination.section == 0 ? .refused(reason: "Favourites are picked, not dropped") : .allowed
  /// }
  /// ```
  public var moveRule:
    (@MainActor @Sendable (Item, _ from: ItemPath, _ to: ItemPath) -> MoveVerdict)?

  /// Decides whether the user may delete an item, given the item and where it is: allows it,
  /// or refuses it with a reason; `nil` lets every row be deleted when ``allowsDeleting``
  /// does. A field a form needs is refused here.
  ///
  /// A refused row offers no delete control and no Delete in its trailing swipe; a deletion
  /// asked for anyway (a key, a selection that holds the row) deletes nothing and is reported
  /// as a ``ListDiagnostic/Kind/editRefused`` diagnostic with the reason.
  ///
  /// ```swift
  /// behavior.deleteRule = { row, _ in
  ///   row.id == "name" ? .refused(reason: "a customer needs a name") : .allowed
  /// }
  /// ```
  public var deleteRule: (@MainActor @Sendable (Item, _ at: ItemPath) -> DeleteVerdict)?

  /// Whether the user can select several rows in edit mode (or by a two-finger pan, where the
  /// surface offers it), to delete, move or change them as one step; `false` by default.
  ///
  /// The data source keeps the selection by identity: see `ListDataSource.selection`.
  public var allowsMultipleSelection = false

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
  /// behavior.prefetchItems = { users in avatars.preload(users.map(\.avatarURL)) }
  /// ```
  public var prefetchItems: (@MainActor @Sendable ([Item]) -> Void)?

  /// Called with items ``prefetchItems`` announced that are no longer likely to show soon:
  /// cancel what was started for them.
  public var cancelPrefetchingItems: (@MainActor @Sendable ([Item]) -> Void)?

  /// The actions revealed by swiping a row from its leading edge; `nil` shows none.
  ///
  /// ```swift
  /// behavior.leadingSwipeActions = { message, _ in
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

  // MARK: Lifecycle

  /// Creates a behaviour; every option has a default.
  ///
  /// - Parameters:
  ///   - allowsDeleting: Whether the user can delete rows; `false` by default.
  ///   - allowsMoving: Whether the user can reorder rows; `false` by default.
  ///   - didSelect: Called when the user selects a row.
  public init(
    allowsDeleting: Bool = false,
    allowsMoving: Bool = false,
    didSelect: (@MainActor @Sendable (Item, ItemPath) -> Void)? = nil
  ) {
    self.allowsDeleting = allowsDeleting
    self.allowsMoving = allowsMoving
    self.didSelect = didSelect
    self.headerTitle = { _ in nil }
    self.footerTitle = { _ in nil }
  }

  // MARK: Public

  /// Whether the list lets the user edit at all.
  public var isEditable: Bool { allowsDeleting || allowsMoving }

  /// A copy with some options changed.
  ///
  /// ```swift
  /// let movable = behavior.with { $0.allowsMoving = true }
  /// ```
  ///
  /// - Parameter change: Changes the copy it is given.
  /// - Returns: The changed copy; `self` is untouched.
  public func with(_ change: (inout ListBehavior) throws -> Void) rethrows -> ListBehavior {
    var copy = self
    try change(&copy)
    return copy
  }
}
