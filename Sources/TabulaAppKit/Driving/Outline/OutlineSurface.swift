@_spi(Surfaces) public import Tabula

/// The list surface of an outline view: which object stands for which row, which children
/// each item has, whether it shows a disclosure triangle, and how each batch reaches the view,
/// decided without AppKit.
///
/// TabulaAppKit's outline adapter answers `NSOutlineViewDataSource` and `NSOutlineViewDelegate`
/// from it. Expansion belongs to the data source: the user's click on a disclosure triangle is
/// handed to it (``userDidToggle(_:)``), the view is not expanded at once, and the batch that
/// shows or hides the children expands or collapses the item by identity. What it shares with
/// the table view's surface is ``ListViewSurface``'s.
@_spi(AppKitUpdates)
@MainActor
public final class OutlineSurface: ListViewSurface, ListSurface {
  /// The outline view.
  public weak var view: (any OutlineViewHosting)?
  /// The rows shown and how batches reach them.
  public let rows = OutlineRows()
  /// The object of each row.
  public internal(set) var objects = OutlineItemObjects()
  /// The drag of the outline's own rows under way, if any.
  var drag = ListDrag<OutlineDrop>()

  /// The outline view's scroll view, which keeps the user's place across updates.
  public weak var scrolling: (any OutlineViewScrolling)?

  /// Creates the surface of an outline view.
  public override init() {}

  override var viewHost: (any ListViewHosting)? { view }
  override var scroller: (any ListViewScrolling)? { scrolling }

  override func itemPath(ofShownRow row: Int) -> ItemPath? {
    scrolling?.item(atRow: row).flatMap { path(ofRow: $0.id) }
  }

  override func shownRow(of path: ItemPath) -> Int? {
    guard let id = shownRowID(at: path) else { return nil }
    return scrolling?.row(for: objects.object(for: id))
  }

  // MARK: ListSurface

  /// Shows the data source's rows anew (`reloadData()`).
  public func reloadData() {
    guard let client, let view else { return rows.dataSourceChangedUnseen() }
    objects = OutlineItemObjects()
    updatingView { rows.reload(Calls(surface: self, view: view), showing: client) }
    objects.keep(only: rows.forest)
    readSelection()
  }

  /// Applies a batch of the data source, one call at a time, then reads the selection again.
  public func performBatchUpdates(
    _ batch: BatchUpdate, updateData: @escaping @MainActor () -> Void,
    completion: @escaping @MainActor (Bool) -> Void
  ) {
    guard let client, let view else {
      updateData()
      rows.dataSourceChangedUnseen()
      return completion(true)
    }
    updatingView {
      rows.perform(
        batch, on: Calls(surface: self, view: view), client: client, updateData: updateData)
    }
    objects.finishUpdate()
    readSelection()
    completion(true)
  }

  // MARK: Selection

  /// The positions of the items whose rows the view shows selected, in row order.
  public override var selectedItemPaths: [ItemPath] {
    view?.selectedItems.compactMap { path(ofRow: $0.id) } ?? []
  }

  override func setViewSelection(_ selected: Bool, ofItemAt path: ItemPath, id: AnyHashable?)
    -> Bool
  {
    guard let view, let id = id ?? shownRowID(at: path) else { return false }
    let object = objects.object(for: id)
    if selected { view.selectItem(object) } else { view.deselectItem(object) }
    return true
  }

  override func shownSelection() -> [AnyHashable: ItemPath] {
    var selection: [AnyHashable: ItemPath] = [:]
    for item in view?.selectedItems ?? [] {
      if let path = self.path(ofRow: item.id) { selection[item.id] = path }
    }
    return selection
  }

  // MARK: Items

  /// The number of children of an item, `nil` for the top level
  /// (`outlineView(_:numberOfChildrenOfItem:)`).
  public func numberOfChildren(of item: OutlineItemObject?) -> Int {
    rows.forest.children(of: item?.id).count
  }

  /// The object of a child of an item (`outlineView(_:child:ofItem:)`): the same object for
  /// the same row every time; `nil` past the last child.
  ///
  /// `NSOutlineView` asks for every child of an item as it expands, not only the rows on
  /// screen (CotEditor issue #1711): each is answered from the rows' child list, without a
  /// read of the data source.
  ///
  /// - Complexity: O(1), the child's object made the first time.
  public func child(_ index: Int, of item: OutlineItemObject?) -> OutlineItemObject? {
    let children = rows.forest.children(of: item?.id)
    guard children.indices.contains(index) else { return nil }
    return objects.object(for: children[index])
  }

  /// Whether an item shows a disclosure triangle (`outlineView(_:isItemExpandable:)`): the
  /// data source's word, whether its children show now or not.
  public func isExpandable(_ item: OutlineItemObject) -> Bool {
    guard let client, let path = self.path(ofRow: item.id) else { return false }
    return client.outlineRow(at: path)?.hasChildren ?? rows.forest.showsChildren(item.id)
  }

  /// The configured view of an item's row (`outlineView(_:viewFor:item:)`).
  public func cellView(for item: OutlineItemObject) -> AnyObject? {
    guard let client, let path = self.path(ofRow: item.id) else { return nil }
    return client.cell(for: self, at: path)
  }

  /// The position of an item in the data source; `nil` if it no longer shows.
  public func path(of item: OutlineItemObject) -> ItemPath? { path(ofRow: item.id) }

  /// The view asks whether to expand or collapse an item (`outlineView(_:shouldExpandItem:)`,
  /// `outlineView(_:shouldCollapseItem:)`): yes when the surface does it; when the user does,
  /// the click goes to the data source and the view waits for its batch.
  ///
  /// - Parameter item: The item the user expands or collapses.
  /// - Returns: Whether the view may expand or collapse it now.
  public func userDidToggle(_ item: OutlineItemObject) -> Bool {
    if isUpdatingView { return true }
    guard let client, let path = self.path(ofRow: item.id) else { return false }
    client.userDidToggleExpansion(at: path)
    return false
  }

  /// The text type-to-select matches for an item (`outlineView(_:typeSelectStringFor:item:)`).
  public func typeSelectString(for item: OutlineItemObject) -> String? {
    typeSelectString(forItemAt: path(ofRow: item.id))
  }

  /// The actions of the menu for the clicked item, or for the whole selection it is part of
  /// (``ListViewSurface/menuTargets(clickedItemAt:)``); none for no item.
  public func menuActions(for item: OutlineItemObject?) -> [SurfaceItemAction] {
    menuActions(clickedItemAt: item.flatMap { path(ofRow: $0.id) })
  }

  /// The user double-clicked an item (the outline's `doubleAction`, with the item of its
  /// `clickedRow`): the primary action runs for it; nothing runs for no item.
  ///
  /// - Parameter item: The clicked item, `nil` for none.
  /// - Returns: Whether the primary action ran.
  @discardableResult
  public func userDidDoubleClick(_ item: OutlineItemObject?) -> Bool {
    userDidDoubleClick(itemAt: item.flatMap { path(ofRow: $0.id) })
  }

  /// The user clicked an item's row once (the outline's `action`, with the item of its
  /// `clickedRow`): the row action runs for it; nothing runs for no item.
  ///
  /// - Parameter item: The clicked item, `nil` for none.
  /// - Returns: Whether the row action ran.
  @discardableResult
  public func userDidClick(_ item: OutlineItemObject?) -> Bool {
    userDidClick(itemAt: item.flatMap { path(ofRow: $0.id) })
  }

  // MARK: Private

  /// The position of the shown row with an identifier, as the data source has it now.
  private func path(ofRow id: AnyHashable) -> ItemPath? {
    client.flatMap { rows.path(of: id, in: $0) }
  }

  /// The identifier of the item at a position, if its row shows.
  private func shownRowID(at path: ItemPath) -> AnyHashable? {
    guard let id = client?.shownItemID(at: path), rows.forest.contains(id) else { return nil }
    return id
  }

  /// The calls of ``OutlineRows``, with items handed to the view as their objects.
  private final class Calls: OutlineUpdating {
    let surface: OutlineSurface
    let view: any OutlineViewHosting

    init(surface: OutlineSurface, view: any OutlineViewHosting) {
      self.surface = surface
      self.view = view
    }

    func beginUpdates() { view.beginUpdates() }
    func endUpdates() { view.endUpdates() }
    func reloadData() { view.reloadData() }
    func prepare(departing ids: [AnyHashable]) { surface.objects.prepare(departing: ids) }
    func insertItems(at indexes: [Range<Int>], inParent parent: OutlineViewUpdate.Item?) {
      view.insertItems(at: indexes, inParent: parent.map(surface.object))
    }
    func removeItems(at indexes: [Range<Int>], inParent parent: OutlineViewUpdate.Item?) {
      view.removeItems(at: indexes, inParent: parent.map(surface.object))
    }
    func moveItem(
      at from: Int, inParent source: OutlineViewUpdate.Item?, to destination: Int,
      inParent target: OutlineViewUpdate.Item?
    ) {
      view.moveItem(
        at: from, inParent: source.map(surface.object), to: destination,
        inParent: target.map(surface.object))
    }
    func expandItem(_ id: AnyHashable) { view.expandItem(surface.objects.object(for: id)) }
    func collapseItem(_ id: AnyHashable) { view.collapseItem(surface.objects.object(for: id)) }
  }

  private func object(_ item: OutlineViewUpdate.Item) -> OutlineItemObject {
    objects.object(for: item)
  }
}
