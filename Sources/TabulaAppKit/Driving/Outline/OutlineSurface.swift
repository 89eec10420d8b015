@_spi(Surfaces) public import Tabula

/// The list surface of an outline view: which object stands for which row, which children
/// each item has, whether it shows a disclosure triangle, and how each batch reaches the view,
/// decided without AppKit.
///
/// TabulaAppKit's outline adapter answers `NSOutlineViewDataSource` and `NSOutlineViewDelegate`
/// from it. Expansion belongs to the data source: the user's click on a disclosure triangle is
/// handed to it (``userDidToggle(_:)``), the view is not expanded at once, and the batch that
/// shows or hides the children expands or collapses the item by identity.
@_spi(AppKitUpdates)
@MainActor
public final class OutlineSurface: ListSurface {
  /// The data source.
  public weak var client: (any ListSurfaceClient)?
  /// The outline view.
  public weak var view: (any OutlineViewHosting)?
  /// The rows shown and how batches reach them.
  public let rows = OutlineRows()
  /// The object of each row.
  public private(set) var objects = OutlineItemObjects()
  /// The text type-to-select matches for the item at a position; `nil` leaves a row out.
  public var typeSelectText: (@MainActor (ItemPath) -> String?)?
  /// Deletes the selected items as one undoable step (the data source's `deleteSelection()`).
  public var deleteSelection: (@MainActor () -> Void)?
  /// Whether the surface itself expands, collapses or selects: what the view then reports is
  /// not the user's.
  public private(set) var isUpdatingView = false
  /// The selected rows the data source knows of, by identifier.
  private var knownSelection: [AnyHashable: ItemPath] = [:]

  /// Creates the surface of an outline view.
  public init() {}

  // MARK: ListSurface

  /// Whether a view is attached: without one, the data source does not call the surface.
  public var isDisplayingList: Bool { view != nil }

  /// An outline view on the Mac has no edit mode: where the list allows several selected rows,
  /// the user adds and removes rows by clicking with ⌘ or ⇧ at any time.
  public var isEditing: Bool { client?.allowsMultipleSelection ?? false }

  /// Registers a cell registration's views with the view.
  public func registerCell(_ registration: AnyCellRegistration) {
    view?.registerCellView(registration)
  }

  /// A cell view for an item, made or reused by the view.
  public func dequeueCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath)
    -> AnyObject
  {
    view?.makeCellView(reuseIdentifier: reuseIdentifier) ?? NoTableView()
  }

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

  /// The positions of the items whose rows the view shows selected, in row order.
  public var selectedItemPaths: [ItemPath] {
    view?.selectedItems.compactMap { path(ofRow: $0.id) } ?? []
  }

  /// Adds the row of an item to the view's selection; the change is not the user's.
  public func selectItem(at path: ItemPath) {
    guard let view, let id = client?.shownItemID(at: path), rows.forest.contains(id) else {
      return
    }
    let object = objects.object(for: id)
    updatingView { view.selectItem(object) }
    readSelection()
  }

  /// Removes the row of an item from the view's selection; the change is not the user's.
  public func deselectItem(at path: ItemPath) {
    guard let view, let id = client?.shownItemID(at: path), rows.forest.contains(id) else {
      return
    }
    let object = objects.object(for: id)
    updatingView { view.deselectItem(object) }
    readSelection()
  }

  // MARK: Items

  /// The number of children of an item, `nil` for the top level
  /// (`outlineView(_:numberOfChildrenOfItem:)`).
  public func numberOfChildren(of item: OutlineItemObject?) -> Int {
    rows.forest.children(of: item?.id).count
  }

  /// The object of a child of an item (`outlineView(_:child:ofItem:)`): the same object for
  /// the same row every time; `nil` past the last child.
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
    path(ofRow: item.id).flatMap { typeSelectText?($0) }
  }

  /// The actions of the menu for the clicked item; none for no item.
  public func menuActions(for item: OutlineItemObject?) -> [SurfaceItemAction] {
    guard let item, let client, let path = self.path(ofRow: item.id) else { return [] }
    return client.actions(.contextMenu, forItemAt: path) ?? []
  }

  /// Performs what a key press means; `false` if it means nothing here.
  public func perform(_ command: ListKeyCommand) -> Bool {
    switch command {
    case .deleteSelection:
      guard !selectedItemPaths.isEmpty, let deleteSelection else { return false }
      deleteSelection()
      return true
    }
  }

  /// The view's selection changed (`outlineViewSelectionDidChange(_:)`): the rows that left
  /// it are deselected in the data source, then those that joined it selected, by identity;
  /// in a list that deselects on selection, a clicked row is deselected again, as in a table.
  public func viewSelectionDidChange() {
    guard !isUpdatingView, let client else { return }
    let before = knownSelection
    let now = shownSelection()
    for (id, path) in before.sorted(by: { $0.value < $1.value }) where now[id] == nil {
      client.userDidDeselectItem(at: path)
    }
    for (id, path) in now.sorted(by: { $0.value < $1.value }) where before[id] == nil {
      client.userDidSelectItem(at: path)
      if client.deselectsOnSelection, !isEditing, let view {
        let object = objects.object(for: id)
        updatingView { view.deselectItem(object) }
      }
    }
    readSelection()
  }

  // MARK: Private

  private func updatingView(_ change: () -> Void) {
    let outer = isUpdatingView
    isUpdatingView = true
    change()
    isUpdatingView = outer
  }

  private func readSelection() { knownSelection = shownSelection() }

  /// The position of the shown row with an identifier, as the data source has it now.
  private func path(ofRow id: AnyHashable) -> ItemPath? {
    client.flatMap { rows.path(of: id, in: $0) }
  }

  private func shownSelection() -> [AnyHashable: ItemPath] {
    var selection: [AnyHashable: ItemPath] = [:]
    for item in view?.selectedItems ?? [] {
      if let path = self.path(ofRow: item.id) { selection[item.id] = path }
    }
    return selection
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
    func prepare(departing ids: Set<AnyHashable>) { surface.objects.prepare(departing: ids) }
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
